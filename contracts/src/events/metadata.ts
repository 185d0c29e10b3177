import { z } from 'zod';
import { roleSchema } from '../schemas/enums.js';

/** Carried by every event: who did it, as what, in which request, when, and in which schema version. */
export const eventMetadataSchema = z.object({
  actorId: z.string().nullable(),
  actorRole: z.union([roleSchema, z.literal('system'), z.literal('public')]),
  correlationId: z.string(),
  causationId: z.string().optional(),
  occurredAt: z.string(),
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;
