import { z } from 'zod';

/** One stream per Idempotency-Key. */
export const idempotencyEvents = {
  /**
   * The first use of an Idempotency-Key: what it was used for, a fingerprint of the request without its secrets,
   * and a keyed hash (HMAC-SHA256 with the portal secret) of the secrets (the password), never the secrets
   * themselves. Keys recorded before the secrets were compared have no `secretMac`: their password is not compared.
   */
  RequestAccepted: {
    version: 1,
    schema: z.object({ operation: z.string(), fingerprint: z.string(), secretMac: z.string().optional() }),
  },
} as const;
