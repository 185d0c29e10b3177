import { z } from 'zod';
import { adminCurrencies, commentTypes, urgencyLevels } from '../../enums.js';
import { validation as v } from '../../messages.js';
import { currencySchema, fraudTypeSchema, preferredContactSchema, urgencySchema } from '../enums.js';
import { amount, choice, text } from '../fields.js';

/** The fraud cases as staff review and comment them. */

export const fraudCaseUpdateSchema = z
  .object({
    lossAmount: amount(v.lossAmount),
    currency: choice(adminCurrencies, v.currency),
    adminComments: z.string().trim().max(5000, v.tooLong),
    isProcessed: z.boolean(),
    urgencyLevel: choice(urgencyLevels, v.urgencyLevel),
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, v.invalidOption);

export const fraudCommentSchema = z.object({
  content: text(1, v.commentContent, 5000),
  /** Ignored, whatever it holds: the author is the session's user. */
  authorId: z.unknown().optional(),
  /** Optional: the author's role decides it (admin, agent); one that does not match the role is refused. */
  commentType: choice(commentTypes, v.invalidOption).optional(),
  isVisibleToClient: z.boolean().default(true),
});

/** A row of GET /api/fraud-cases (staff-admin.md §3 'Fraud case'), with the review's revision (-1: none yet). */
export const adminFraudCaseSchema = z.object({
  id: z.string(),
  client: z.object({ user: z.object({ fullName: z.string(), email: z.string() }) }),
  fraudType: fraudTypeSchema,
  lossAmount: z.string(),
  currency: currencySchema,
  platform: z.string(),
  description: z.string(),
  evidence: z.string(),
  adminComments: z.string(),
  isProcessed: z.boolean(),
  urgencyLevel: urgencySchema,
  fraudDate: z.string(),
  preferredContact: preferredContactSchema,
  createdAt: z.string(),
  revision: z.number().int(),
});

export type AdminFraudCase = z.infer<typeof adminFraudCaseSchema>;
