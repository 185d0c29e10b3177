import { z } from 'zod';

/** Uniqueness reservations: one stream per username, e-mail and account number. */
export const reservationEvents = {
  UsernameReserved: {
    version: 1,
    schema: z.object({ username: z.string(), userId: z.string(), reservedAt: z.string().optional() }),
  },
  EmailReserved: {
    version: 1,
    schema: z.object({ email: z.string(), userId: z.string(), reservedAt: z.string().optional() }),
  },
  ReservationReleased: { version: 1, schema: z.object({ ownerId: z.string(), reason: z.string() }) },
  /** The registration that reserved the value finished: the reservation can no longer be taken over. */
  ReservationConfirmed: { version: 1, schema: z.object({ ownerId: z.string() }) },
  AccountNumberReserved: {
    version: 1,
    schema: z.object({ accountNumber: z.string(), clientId: z.string() }),
  },
} as const;
