import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { derivedKey, openToken, signToken } from '../http/signed-token.js';

/** How long a device stays known after its last successful sign-in. */
const DEVICE_COOKIE_DAYS = 180;

/** What a device cookie says: whose sign-in it was, and its own random id (its failures are counted under it). */
export interface DeviceGrant {
  userId: string;
  nonce: string;
}

/** The device cookies' key: its own, derived from the server secret (as the upload URLs' is). */
export function deviceCookieKey(portalSecret: string): Buffer {
  return derivedKey(portalSecret, 'portal device cookies v1');
}

/** `base64url(JSON {u, n})` signed (http/signed-token.ts). */
export function signDeviceGrant(grant: DeviceGrant, key: Buffer): string {
  return signToken(Buffer.from(JSON.stringify({ u: grant.userId, n: grant.nonce }), 'utf8'), key);
}

/** The grant of a cookie this server signed, or null (malformed, altered, another key). */
export function verifyDeviceGrant(value: string | undefined, key: Buffer): DeviceGrant | null {
  if (!value || value.length > 512) return null;
  const opened = openToken(value, key);
  if (!opened.ok) return null;
  try {
    const parsed: unknown = JSON.parse(opened.payload.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { u, n } = parsed as Record<string, unknown>;
    return typeof u === 'string' && u !== '' && typeof n === 'string' && n !== ''
      ? { userId: u, nonce: n }
      : null;
  } catch {
    return null;
  }
}

/**
 * The device cookie (OWASP's "device cookie" against lockouts by an attacker): set at each successful sign-in
 * for that user, with a new random id; HttpOnly, SameSite=Lax, Secure and `__Host-` behind TLS (as the session
 * cookie), kept 180 days. Logging out keeps it: it is no session, only the device's word that its owner signed
 * in here before. One per browser: the last person to sign in on it.
 */
export function deviceCookie(secure: boolean, key: Buffer) {
  const name = secure ? '__Host-portal_device' : 'portal_device';
  const options = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    overwrite: true,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600 * 1000,
  };
  return {
    /** The grant of the cookie the request carries, if this server signed it. */
    read: (ctx: Context): DeviceGrant | null => verifyDeviceGrant(ctx.cookies.get(name), key),
    /** Whether the request carries a cookie under the name at all (valid or not), for the security log. */
    present: (ctx: Context): boolean => ctx.cookies.get(name) !== undefined,
    issue: (ctx: Context, userId: string) => {
      if (secure && !ctx.secure) return;
      const grant = { userId, nonce: randomBytes(16).toString('base64url') };
      ctx.cookies.set(name, signDeviceGrant(grant, key), options);
    },
  };
}
export type DeviceCookie = ReturnType<typeof deviceCookie>;
