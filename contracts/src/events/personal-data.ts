import { z } from 'zod';

/**
 * The personal data of one person (stream `privacy-<userId>`): its erasure. The event holds ids only. The keys
 * that sealed the person's data are destroyed before it is appended (see docs/architecture.md, "Privacy
 * and personal data"), so a process that reads it forgets its cached copies of `subjectIds` and reads their fields as
 * erased from then on.
 */
export const personalDataEvents = {
  PersonalDataErased: {
    version: 1,
    schema: z.object({
      userId: z.string(),
      /** The staff member who ordered it (a user id), or `system` for an operator's command. */
      erasedBy: z.string(),
      /** The ARCO request that asked for it; null when erased otherwise. */
      requestId: z.string().nullable(),
      erasedAt: z.string(),
      /** Every key subject destroyed: the user id, and the agent record and agent applications that were theirs. */
      subjectIds: z.array(z.string()),
    }),
  },
} as const;
