import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@portal/contracts';

/** Letters and digits nobody confuses when copying by hand (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** Ten new recovery codes, each two groups of five (`xxxxx-xxxxx`: 31^10, about 2^49). */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** A code as typed, compared without case, spaces nor dashes. */
export function normalizeSecondFactorCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * The stored form of a recovery code: HMAC-SHA256 of `<userId>:<code>` under a key derived from the portal
 * secret. Never the code: the log is kept forever, and a plain hash of ten characters could be guessed offline.
 * The user id in the message makes one code's hash differ from account to account.
 */
export function recoveryCodeHash(portalSecret: string, userId: string, code: string): string {
  const key = Buffer.from(hkdfSync('sha256', portalSecret, '', 'portal second-factor recovery codes', 32));
  return createHmac('sha256', key)
    .update(`${userId}:${normalizeSecondFactorCode(code)}`)
    .digest('base64url');
}
