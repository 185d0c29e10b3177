import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A token the server signs and reads back (the upload URLs, the device cookie): `base64url(payload)` + '.' +
 * `base64url(HMAC-SHA256 of the payload)`. Each use has its own key, derived from the server secret.
 */

const SIGNATURE_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A key of its own for one use of the server secret (`purpose` names it: 'portal upload urls v1'). */
export function derivedKey(portalSecret: string, purpose: string): Buffer {
  return createHmac('sha256', portalSecret).update(purpose).digest();
}

const mac = (payload: Buffer, key: Buffer) => createHmac('sha256', key).update(payload).digest();

export function signToken(payload: Buffer, key: Buffer): string {
  return `${payload.toString('base64url')}.${mac(payload, key).toString('base64url')}`;
}

/**
 * Strict base64url: only its alphabet, no padding, and canonical (re-encoding gives the same text), so no two
 * tokens decode to the same bytes (a changed unused trailing bit is a changed token, refused).
 */
function decodeBase64url(text: string): Buffer | null {
  if (!BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/** The signed payload of a token, checked before anything reads it: 'malformed' or 'forged' otherwise. */
export function openToken(
  token: string,
  key: Buffer,
): { ok: true; payload: Buffer } | { ok: false; refusal: 'malformed' | 'forged' } {
  const parts = token.split('.');
  if (parts.length !== 2) return { ok: false, refusal: 'malformed' };
  const payload = decodeBase64url(parts[0] as string);
  const signature = decodeBase64url(parts[1] as string);
  if (payload === null || signature === null || signature.length !== SIGNATURE_BYTES)
    return { ok: false, refusal: 'malformed' };
  if (!timingSafeEqual(signature, mac(payload, key))) return { ok: false, refusal: 'forged' };
  return { ok: true, payload };
}
