import { z } from 'zod';

/** How many one-time recovery codes an enrolment gives (shown once, stored hashed). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A person's second factor: one stream per user (`second-factor-<userId>`). The TOTP secret is
 * personal data under the person's key (the vault encrypts the declared field `secret`; see events/personal.ts);
 * the recovery codes are kept only as keyed hashes (HMAC-SHA256 under a key derived from the portal secret),
 * never in clear. A reset or a removal ends the enrolment; the next enrolment starts a new one.
 */
export const secondFactorEvents = {
  SecondFactorEnrolled: {
    version: 1,
    schema: z.object({
      userId: z.string(),
      /** The RFC 6238 secret (base32; SHA-1, 30 s, 6 digits). */
      secret: z.string(),
      /** The hashes of the recovery codes, in the order shown (a used one is named by its index). */
      recoveryCodeHashes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
      enrolledAt: z.string(),
    }),
  },
  RecoveryCodeUsed: {
    version: 1,
    schema: z.object({
      userId: z.string(),
      index: z
        .number()
        .int()
        .min(0)
        .max(RECOVERY_CODE_COUNT - 1),
      at: z.string(),
    }),
  },
  /** A superadministrator reset another person's factor: they enrol again at their next sign-in. */
  SecondFactorReset: {
    version: 1,
    schema: z.object({ userId: z.string(), resetBy: z.string(), at: z.string() }),
  },
  /** An agent or a client turned their (voluntary) factor off with a current code. */
  SecondFactorRemoved: {
    version: 1,
    schema: z.object({ userId: z.string(), at: z.string() }),
  },
} as const;
