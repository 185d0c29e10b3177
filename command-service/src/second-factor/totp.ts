import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 with the defaults every authenticator app reads (SHA-1, 30 s, 6 digits): a code is accepted in its
 * step and in the steps just before and after it (one step of clock drift either way).
 */
const DRIFT_STEPS = 1;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * Whether `code` (6 digits) is the secret's code at `now`, give or take one step. A secret that is not base32
 * (one erased from the log reads as a placeholder) matches nothing.
 */
export function totpMatches(secret: string, code: string, now: Date): boolean {
  if (!/^\d{6}$/.test(code) || !/^[A-Z2-7]+=*$/i.test(secret)) return false;
  return (
    TOTP.validate({
      token: code,
      secret: Secret.fromBase32(secret),
      timestamp: now.getTime(),
      window: DRIFT_STEPS,
    }) !== null
  );
}

/** The otpauth:// URI an authenticator app reads from the QR code: the site as issuer, the username as label. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/** The secret's code at `now` (the demo seed enrols its fixed secrets the way a person does: with a code). */
export function totpCodeAt(secret: string, now: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now.getTime() });
}
