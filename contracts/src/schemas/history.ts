import { z } from 'zod';
import { caseHistoryTexts } from '../texts/history.js';
import { isoDate, wholeNumber } from './fields.js';

/** One field that an event changed: its value before (null: none yet) and after. */
export const historyChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** An event of a case's streams as compliance reads it: who, when, what changed, never the payload. */
export const historyEntrySchema = z.object({
  position: z.string(),
  occurredAt: z.string(),
  type: z.string(),
  label: z.string(),
  actor: z.object({ id: z.string().nullable(), role: z.string(), name: z.string().nullable() }),
  changes: z.array(historyChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const v = caseHistoryTexts.validation;

/** GET /api/cases/:caseId/history: filters by event type, actor (user id) and dates (inclusive), paged. */
export const historyQuerySchema = z.object({
  type: z.string().trim().max(80, v.type).optional(),
  actor: z.string().trim().max(80, v.actor).optional(),
  from: isoDate(v.date).optional(),
  to: isoDate(v.date).optional(),
  limit: wholeNumber(1, 500, v.limit).default(100),
  offset: wholeNumber(0, 999_999_999, v.offset).default(0),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** GET /api/cases/:caseId/as-of?at=: a moment (ISO date-time) not before the case nor after now. */
export const asOfQuerySchema = z.object({
  at: z.iso.datetime({ offset: true, error: v.at }),
});
