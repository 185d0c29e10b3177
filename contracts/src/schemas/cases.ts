import { z } from 'zod';
import { casePriorities, documentStatuses } from '../enums.js';
import { securityNoticeFields } from '../events/security-comment.js';
import { requiredDocumentKeys } from '../labels/case.js';
import { validation as v } from '../messages.js';
import { caseValidation as cv } from '../texts/case-work.js';
import { servicePlanKeys } from '../texts/plans.js';
import { phaseDetailFields } from './dashboard.js';
import {
  casePrioritySchema,
  commentTypeSchema,
  currencySchema,
  fraudTypeSchema,
  phaseKeySchema,
  phaseStatusSchema,
  preferredContactSchema,
  timelineTypeSchema,
  urgencySchema,
} from './enums.js';
import { choice, isoDate, pastDate, text } from './fields.js';

/** The work on a case: what staff send, and the case as staff read it. */

/**
 * PUT /api/cases/:caseId/phases/:phaseKey: the state staff want the phase in. `in_progress` starts a pending
 * phase (the previous ones must be completed) or updates the one in progress; `completed` completes it (the
 * next one starts). `progress` and `nextSteps` apply to the phase in progress.
 */
export const casePhaseUpdateSchema = z.object({
  status: choice(['in_progress', 'completed'], cv.phaseStatus),
  progress: z
    .number({ error: cv.progress })
    .int(cv.progress)
    .min(0, cv.progress)
    .max(100, cv.progress)
    .optional(),
  nextSteps: z
    .array(text(1, cv.nextStep, 300), { error: cv.nextStep })
    .max(10, cv.nextStepsTooMany)
    .optional(),
});
export type CasePhaseUpdate = z.infer<typeof casePhaseUpdateSchema>;

/** POST /api/cases/:caseId/timeline: a milestone (its date must not be after today, decided with the command's time). */
export const caseMilestoneSchema = z.object({
  title: text(3, cv.milestoneTitle, 160),
  description: z.string().trim().max(2000, v.tooLong).default(''),
  occurredOn: pastDate(cv.milestoneDate, cv.milestoneDateTooOld, cv.dateInvalid),
});

/** POST /api/cases/:caseId/required-documents: one of the catalog, or one staff name. */
export const requiredDocumentAddSchema = z
  .object({
    documentKey: z.enum(requiredDocumentKeys, { error: cv.documentChoice }).optional(),
    title: z.string().trim().max(160, v.tooLong).optional(),
    description: z.string().trim().max(500, v.tooLong).optional(),
    required: z.boolean().default(true),
  })
  .refine((d) => d.documentKey !== undefined || (d.title?.length ?? 0) >= 3, {
    path: ['title'],
    message: cv.documentChoice,
  });

/** PUT /api/cases/:caseId/plan: priority and estimated completion (empty or null: not estimated). */
export const casePlanSchema = z.object({
  priority: choice(casePriorities, cv.priority),
  estimatedCompletion: z.union(
    [z.literal('').transform(() => null), z.null(), isoDate(cv.estimatedCompletion)],
    { error: cv.estimatedCompletion },
  ),
});

/** What a write on an editable thing answers: its new revision (what the next If-Match sends). */
export const revisionResultSchema = z.object({ ok: z.literal(true), revision: z.number().int() });
export const createdResultSchema = z.object({ ok: z.literal(true), id: z.string() });

export const caseFilePhaseSchema = z.object({
  key: phaseKeySchema,
  name: z.string(),
  status: phaseStatusSchema,
  responsible: z.string(),
  ...phaseDetailFields,
});

export const caseFileDocumentSchema = z.object({
  documentId: z.string(),
  /** The catalog's key, or null for a document staff named. */
  documentKey: z.enum(requiredDocumentKeys).nullable(),
  name: z.string(),
  description: z.string(),
  required: z.boolean(),
});

export const caseTimelineItemSchema = z.object({
  id: z.string(),
  /** completed | current | milestone (client-portal.md §4's timeline types). */
  type: timelineTypeSchema,
  event: z.string(),
  description: z.string(),
  date: z.string(),
  responsible: z.string(),
});

/** What the victim reported of the fraud, as the case page and the person's copy of their data show it. */
export const fraudCaseFactsSchema = z.object({
  fraudType: fraudTypeSchema,
  platform: z.string(),
  fraudDate: z.string(),
  urgencyLevel: urgencySchema,
  description: z.string(),
  evidence: z.string(),
  previousAttempts: z.string(),
  lossAmount: z.string(),
  currency: currencySchema,
});

/** GET /api/cases/:caseId: the case page of staff. `revision` is what a write's If-Match sends. */
export const caseFileSchema = z.object({
  caseId: z.string(),
  caseNumber: z.string(),
  revision: z.number().int(),
  openedAt: z.string(),
  client: z.object({
    clientId: z.string(),
    userId: z.string(),
    fullName: z.string(),
    email: z.string(),
    accountNumber: z.string(),
    contactPhone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string(),
    /** A key of the registration's list, or the free text the contact edits stored before they offered the list. */
    country: z.string(),
    preferredContact: preferredContactSchema,
  }),
  fraudCase: fraudCaseFactsSchema,
  agent: z
    .object({
      agentId: z.string(),
      userId: z.string(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
    })
    .nullable(),
  priority: casePrioritySchema,
  estimatedCompletion: z.string().nullable(),
  /** Completed phases / all phases × 100, rounded (0 without phases). */
  progress: z.number(),
  currentPhaseKey: phaseKeySchema.nullable(),
  phases: z.array(caseFilePhaseSchema),
  requiredDocuments: z.array(caseFileDocumentSchema),
  timeline: z.array(caseTimelineItemSchema),
  recovery: z.object({
    originalAmount: z.string(),
    recoveredAmount: z.string(),
    pendingAmount: z.string(),
    currency: currencySchema,
    /** The firm stopped working the recovery (PUT /api/admin/recovery/:id with status 'cancelled'). */
    cancelled: z.boolean(),
  }),
  /** The service plan the client chose on /recovery-options, if any. */
  servicePlan: z.enum(servicePlanKeys).nullable().default(null),
  /** The terms the client accepted with that plan (fee and time frame as configured then) and when; null for a
   * choice made before acceptance was asked. */
  servicePlanAcceptance: z
    .object({ feePercent: z.number(), timeframe: z.string(), acceptedAt: z.string() })
    .nullable()
    .default(null),
  commentCount: z.number(),
  lastActivityAt: z.string(),
  documentsAwaitingReview: z.number(),
  /** The status of each document the client sent, by document id: how many documents the case has, and in which state. */
  documentStatuses: z.record(z.string(), z.enum(documentStatuses)).default({}),
  unreadClientActivity: z.number(),
  /**
   * The case is under legal hold (an authority's order, a lawsuit): why, and since when. While it lasts a
   * cancellation of the client's data is refused.
   */
  legalHold: z.object({ reason: z.string(), placedAt: z.string() }).nullable().default(null),
});
export type CaseFile = z.infer<typeof caseFileSchema>;

/** A row of GET /api/agent/clients ("Mis clientes"). */
export const agentClientSchema = z.object({
  caseId: z.string(),
  caseNumber: z.string(),
  clientName: z.string(),
  urgencyLevel: urgencySchema,
  priority: casePrioritySchema,
  /** The name of the phase in progress (its label, not its key). */
  currentPhase: z.string().nullable(),
  progress: z.number(),
  lastActivityAt: z.string(),
  documentsAwaitingReview: z.number(),
  unreadClientActivity: z.number(),
  agentName: z.string().nullable(),
});
export type AgentClient = z.infer<typeof agentClientSchema>;

/** The most cases one request of comment counts names: the page on screen. */
export const MAX_COUNTED_CASES = 200;

/** GET /api/fraud-case-comments/counts?ids=a,b,c: the cases on screen (1 to 200 ids, comma separated). */
export const caseCountsQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(z.array(z.string().max(100, v.caseIds)).min(1, v.caseIds).max(MAX_COUNTED_CASES, v.caseIds))
    .optional(),
});

/** A follow-up comment as staff read it (GET /api/fraud-cases/:id/comments): with who wrote it. */
export const staffCaseCommentSchema = z.object({
  id: z.string(),
  content: z.string(),
  commentType: commentTypeSchema,
  isVisibleToClient: z.boolean(),
  createdAt: z.string(),
  authorName: z.string(),
});
export type StaffCaseComment = z.infer<typeof staffCaseCommentSchema>;

/** A security comment as admins manage it (GET /api/admin/security-comments): the notice as its events store it. */
export const adminSecurityCommentSchema = z.object({
  id: z.string(),
  ...securityNoticeFields,
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  revision: z.number().int(),
});
export type AdminSecurityComment = z.infer<typeof adminSecurityCommentSchema>;
