import { z } from 'zod';
import { commentTypes } from '../enums.js';
import { privacyRequestKinds, privacyRequestOutcomes } from '../events/privacy-request.js';
import { recoveryPhaseKeys, requiredDocumentKeys } from '../labels/case.js';
import { notificationKinds } from '../notification-kinds.js';
import { servicePlanKeys } from '../texts/plans.js';

export const notificationKindSchema = z.enum(notificationKinds);

/** The facts a notification's text is made of (each kind uses its own). */
export const notificationFactsSchema = z.object({
  caseNumber: z.string().optional(),
  /** ISO 8601: when the password changed. */
  changedAt: z.string().optional(),
  /** The password was changed by an administrator, not by the person. */
  byAdmin: z.boolean().optional(),
  /** A comment visible to the client: its case and its id, and who it is from (as the Comentarios tab labels it). */
  caseId: z.string().optional(),
  commentId: z.string().optional(),
  commentType: z.enum(commentTypes).optional(),
  /** A completed phase, and the one that starts after it (null: it was the last). */
  phaseKey: z.enum(recoveryPhaseKeys).optional(),
  nextPhaseKey: z.enum(recoveryPhaseKeys).nullable().optional(),
  /** The agent assigned to the client and how to reach them (as the assignment recorded them). */
  agentUserId: z.string().optional(),
  agentName: z.string().optional(),
  agentPhone: z.string().optional(),
  agentEmail: z.string().optional(),
  /** A document the client sent (its name), and how staff reviewed it (a rejection with its reason). */
  fileName: z.string().optional(),
  documentOutcome: z.enum(['verified', 'rejected']).optional(),
  reason: z.string().optional(),
  /** For the agent: the client (their user, whose key seals the name) as named when posted, and the plan they chose. */
  clientUserId: z.string().optional(),
  clientName: z.string().optional(),
  plan: z.enum(servicePlanKeys).optional(),
  /** A document the case now asks for: a catalog key, or the title staff typed (the other null). */
  requiredDocumentKey: z.enum(requiredDocumentKeys).nullable().optional(),
  requiredDocumentTitle: z.string().nullable().optional(),
  /** A milestone staff recorded: its title as typed. */
  milestoneTitle: z.string().optional(),
  /** An ARCO request of the person answered (its kind and the outcome; never staff's words). */
  privacyRequestKind: z.enum(privacyRequestKinds).optional(),
  privacyOutcome: z.enum(privacyRequestOutcomes).optional(),
});
export type NotificationFacts = z.infer<typeof notificationFactsSchema>;

export const notificationItemSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  // The ids that name whose key seals a name are not shown (the answer drops them).
  facts: notificationFactsSchema.omit({ clientUserId: true, agentUserId: true }),
  postedAt: z.string(),
  /** null while unread. */
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** GET /api/notifications: the signed-in person's newest notifications first (at most 50) and how many are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/:id/read: done (also when it was already read). */
export const notificationReadSchema = z.object({ ok: z.literal(true) });
