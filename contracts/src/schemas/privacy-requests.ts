import { z } from 'zod';
import { documentStatuses } from '../enums.js';
import { privacyRequestKinds, privacyRequestOutcomes } from '../events/privacy-request.js';
import { arcoAnswerTexts, legalHoldTexts } from '../texts/arco-screens.js';
import { servicePlanKeys } from '../texts/plans.js';
import {
  LEGAL_HOLD_REASON_MAX,
  PRIVACY_REQUEST_TEXT_MAX,
  privacyRequestErrors,
} from '../texts/privacy-requests.js';
import {
  caseFileDocumentSchema,
  caseFilePhaseSchema,
  caseTimelineItemSchema,
  fraudCaseFactsSchema,
} from './cases.js';
import { documentAccessActions } from './documents.js';
import {
  casePrioritySchema,
  commentTypeSchema,
  currencySchema,
  phaseKeySchema,
  preferredContactSchema,
  roleSchema,
} from './enums.js';
import { choice, text } from './fields.js';
import { notificationFactsSchema, notificationKindSchema } from './notifications.js';

/** ARCO requests and legal holds: what people send, and what they read. */

export const privacyRequestStatuses = ['pending', 'accepted', 'refused'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

/** POST /api/privacy/requests: the kind and the person's reason (their own words). */
export const privacyRequestInputSchema = z.object({
  kind: choice(privacyRequestKinds, privacyRequestErrors.kind),
  reason: text(1, privacyRequestErrors.reasonRequired, PRIVACY_REQUEST_TEXT_MAX),
});
export type PrivacyRequestInput = z.infer<typeof privacyRequestInputSchema>;

/** A request as its requester reads it (GET /api/privacy/requests, and the answer of filing one). */
export const ownPrivacyRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(privacyRequestKinds),
  reason: z.string(),
  status: z.enum(privacyRequestStatuses),
  /** ISO 8601. */
  filedAt: z.string(),
  /** YYYY-MM-DD: the last day of the legal clock (20 business days in Mexico City). */
  dueOn: z.string(),
  /** Staff's answer to the person (null while pending; '' when accepted without words). */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type OwnPrivacyRequest = z.infer<typeof ownPrivacyRequestSchema>;

export const filedPrivacyRequestSchema = z.object({ request: ownPrivacyRequestSchema });

/** A row of GET /api/privacy/requests/queue (admins and compliance): the request, who filed it, its clock. */
export const privacyQueueRowSchema = ownPrivacyRequestSchema.extend({
  userId: z.string(),
  fullName: z.string(),
  username: z.string(),
  /** The requester's case (null for someone without one: an agent). */
  caseNumber: z.string().nullable(),
  /**
   * Business days from today (Mexico City) to the due day: 0 on it, negative after it; null once answered (the
   * clock stopped).
   */
  businessDaysLeft: z.number().int().nullable(),
  /** Pending after its due day. */
  overdue: z.boolean(),
});
export type PrivacyQueueRow = z.infer<typeof privacyQueueRowSchema>;

/** POST /api/privacy/requests/:id/answer: accepted or refused, and the words to the person (required to refuse). */
export const privacyAnswerSchema = z
  .object({
    outcome: choice(privacyRequestOutcomes, arcoAnswerTexts.outcomeRequired),
    answer: z
      .string({ error: arcoAnswerTexts.answerRequired })
      .trim()
      .max(PRIVACY_REQUEST_TEXT_MAX, privacyRequestErrors.reasonTooLong(PRIVACY_REQUEST_TEXT_MAX))
      .default(''),
  })
  .refine((d) => d.outcome !== 'refused' || !/^[\s\p{Cf}\p{Cc}]*$/u.test(d.answer), {
    path: ['answer'],
    message: arcoAnswerTexts.answerRequired,
  });
export type PrivacyAnswerInput = z.infer<typeof privacyAnswerSchema>;

/** PUT /api/fraud-cases/:id/legal-hold: why the case's data must be kept. */
export const legalHoldInputSchema = z.object({
  reason: text(1, legalHoldTexts.reasonRequired, LEGAL_HOLD_REASON_MAX),
});

/** GET /api/privacy/my-data?download=1: the same JSON as an attachment (mis-datos-<day>.json). */
export const myDataQuerySchema = z.object({
  download: z.enum(['1', '0'], { error: privacyRequestErrors.download }).optional(),
});

/**
 * GET /api/privacy/my-data: everything the firm holds about the signed-in person, and nothing of anyone else
 * (staff appear by name and role only, as the person sees them anyway; no other client's name, case or file).
 */
export const myDataSchema = z.object({
  /** ISO 8601: when the copy was made. */
  generatedAt: z.string(),
  profile: z.object({
    userId: z.string(),
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
    role: roleSchema,
    isActive: z.boolean(),
    createdAt: z.string().nullable(),
    /** A client's record (null for anyone else). */
    client: z
      .object({
        clientId: z.string(),
        accountNumber: z.string(),
        contactPhone: z.string().nullable(),
        address: z.string().nullable(),
        city: z.string(),
        /** A key of the list, or a free text stored before the contact edits offered the list. */
        country: z.string(),
        preferredContact: preferredContactSchema,
        servicePlan: z.enum(servicePlanKeys).nullable(),
        servicePlanAcceptance: z
          .object({ feePercent: z.number(), timeframe: z.string(), acceptedAt: z.string() })
          .nullable(),
      })
      .nullable(),
  }),
  /** The person's case (null without one). */
  case: z
    .object({
      caseId: z.string(),
      caseNumber: z.string(),
      openedAt: z.string(),
      fraudCase: fraudCaseFactsSchema,
      recovery: z.object({
        originalAmount: z.string(),
        recoveredAmount: z.string(),
        pendingAmount: z.string(),
        currency: currencySchema,
        cancelled: z.boolean(),
      }),
      priority: casePrioritySchema,
      estimatedCompletion: z.string().nullable(),
      progress: z.number(),
      currentPhaseKey: phaseKeySchema.nullable(),
      /** The agent working the case, by name. */
      agentName: z.string().nullable(),
      phases: z.array(caseFilePhaseSchema),
      requiredDocuments: z.array(caseFileDocumentSchema),
      timeline: z.array(caseTimelineItemSchema),
      /** The documents the person sent, each with the SHA-256 of its bytes as they arrived. */
      documents: z.array(
        z.object({
          id: z.string(),
          fileName: z.string(),
          contentType: z.string(),
          size: z.number().int(),
          sha256: z.string(),
          status: z.enum(documentStatuses),
          uploadedAt: z.string(),
          rejectionReason: z.string().nullable(),
          reviewedAt: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
  /** The comments on the case staff made visible to the person (never internal notes), oldest first. */
  comments: z.array(
    z.object({
      id: z.string(),
      content: z.string(),
      /** Who it is from, as the person's Comentarios tab labels it (admin, agent, system). */
      commentType: commentTypeSchema,
      createdAt: z.string(),
    }),
  ),
  /** The person's consent events (`consent-<userId>`), oldest first: their type, when, and what they record. */
  consents: z.array(z.object({ type: z.string(), at: z.string(), data: z.record(z.string(), z.unknown()) })),
  privacyRequests: z.array(ownPrivacyRequestSchema),
  /**
   * The person's notifications, newest first. One about another person (a client's activity, to their agent) keeps
   * its kind and time only: its facts name that person.
   */
  notifications: z.array(
    z.object({
      id: z.string(),
      kind: notificationKindSchema,
      facts: notificationFactsSchema.nullable(),
      postedAt: z.string(),
      readAt: z.string().nullable(),
    }),
  ),
  /**
   * Who opened the person's documents, or tried to, newest first: staff by name and role, the person themselves;
   * another client's attempt by role only (`actorName` null). Never the address it came from.
   */
  documentAccesses: z.array(
    z.object({
      documentId: z.string(),
      fileName: z.string(),
      actorName: z.string().nullable(),
      actorRole: z.string(),
      action: z.enum(documentAccessActions),
      outcome: z.enum(['allowed', 'refused']),
      at: z.string(),
    }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;
