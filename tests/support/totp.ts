/**
 * The second factor as a person's phone would give it, for the API and the browser helpers: the code of
 * a secret now, the demo staff's published secrets, and the secrets of accounts the tests enrolled (per portal).
 */
import { demoAccounts, demoSecondFactors } from '@portal/command-service';
import { normalizeUsername } from '@portal/contracts';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret` (base32; SHA-1, 30 s, 6 digits) at `at` (default now). */
export function totpNow(secret: string, at: number = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
}

/** The demo staff's TOTP secrets by username: the README's demo table gives the same. */
export const demoTotpSecrets: Readonly<Record<string, string>> = {
  [demoAccounts.superadmin.username]: demoSecondFactors.superadmin,
  [demoAccounts.admin.username]: demoSecondFactors.admin,
};

/** What an enrolment gave a test: the secret and the recovery codes shown once. */
export interface EnrolledFactor {
  secret: string;
  recoveryCodes: string[];
}

const enrolled = new Map<string, EnrolledFactor>();
const keyOf = (baseUrl: string, username: string) => `${baseUrl}|${normalizeUsername(username)}`;

/** Remembers the factor an account enrolled on the portal at `baseUrl` (the helpers' next sign-ins use it). */
export function rememberSecondFactor(baseUrl: string, username: string, factor: EnrolledFactor): void {
  enrolled.set(keyOf(baseUrl, username), factor);
}

/** The factor a test enrolled for this account on this portal, if any. */
function enrolledFactorOf(baseUrl: string, username: string): EnrolledFactor | undefined {
  return enrolled.get(keyOf(baseUrl, username));
}

/**
 * The TOTP secret that signs this account in on this portal: the one a test enrolled there, else the demo
 * account's published one; undefined for an account without a known factor.
 */
export function totpSecretOf(baseUrl: string, username: string): string | undefined {
  return enrolledFactorOf(baseUrl, username)?.secret ?? demoTotpSecrets[normalizeUsername(username)];
}
