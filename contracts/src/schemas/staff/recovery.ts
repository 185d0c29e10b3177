import { z } from 'zod';
import { recoveryPriorities, recoveryStatuses } from '../../enums.js';
import { validation as v } from '../../messages.js';
import { currencySchema, recoveryPrioritySchema, recoveryStatusSchema } from '../enums.js';
import { choice, isoDate, nonNegativeAmount } from '../fields.js';

/** The recovery processes as administration lists and corrects them. */

export const recoveryUpdateSchema = z.object({
  originalAmount: nonNegativeAmount(v.originalAmount),
  recoveredAmount: nonNegativeAmount(v.recoveredAmount),
  pendingAmount: nonNegativeAmount(v.pendingAmount),
  status: choice(recoveryStatuses, v.invalidOption),
  priority: choice(recoveryPriorities, v.invalidOption),
  estimatedCompletion: z.union([z.literal(''), isoDate(v.invalidOption)]).optional(),
});

/**
 * A row of GET /api/recovery-processes (staff-admin.md §3 'Recovery process'): the case's recovery, its status
 * from its phases, and the revision of the process stream (the plan's If-Match).
 */
export const recoveryProcessRowSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  client: z.object({ user: z.object({ fullName: z.string(), email: z.string() }) }),
  assignedAgent: z.string().nullable(),
  /** pending (no phase started), in_progress, completed (every phase), cancelled (the firm stopped). */
  status: recoveryStatusSchema,
  /** The case's priority in the recovery view's words: its 'normal' is 'medium'. */
  priority: recoveryPrioritySchema,
  originalAmount: z.string(),
  recoveredAmount: z.string(),
  pendingAmount: z.string(),
  currency: currencySchema,
  /** Recovered over original × 100, one decimal (0 when nothing was lost on record). */
  recoveryRate: z.number(),
  estimatedCompletion: z.string().nullable(),
  revision: z.number().int(),
});

export type RecoveryProcessRow = z.infer<typeof recoveryProcessRowSchema>;
