import { z } from 'zod';
import { allCurrencies, commentTypes, fraudTypes, preferredContacts, urgencyLevels } from '../enums.js';

/** The fraud case a victim reports. */
export const fraudCaseEvents = {
  FraudCaseReported: {
    version: 1,
    schema: z.object({
      caseId: z.string(),
      clientId: z.string(),
      userId: z.string(),
      fraudType: z.enum(fraudTypes),
      lossAmount: z.string(),
      currency: z.enum(allCurrencies),
      fraudDate: z.string(),
      platform: z.string(),
      description: z.string(),
      evidence: z.string(),
      previousAttempts: z.string(),
      preferredContact: z.enum(preferredContacts),
      urgencyLevel: z.enum(urgencyLevels),
    }),
  },
  /**
   * A follow-up comment of staff on the case. `userId` is the client's (whom a visible comment reaches),
   * `authorId` the session's user who wrote it; `content` is what that person typed.
   */
  CaseCommentAdded: {
    version: 1,
    schema: z.object({
      caseId: z.string(),
      userId: z.string(),
      commentId: z.string(),
      authorId: z.string(),
      commentType: z.enum(commentTypes),
      content: z.string(),
      isVisibleToClient: z.boolean(),
      postedAt: z.string(),
    }),
  },
  /**
   * A legal hold on the case (an authority's order, a lawsuit): while it lasts the firm keeps the case's data,
   * and a cancellation of the person's data is refused. `userId` is the case's client, `reason` staff's words.
   */
  LegalHoldPlaced: {
    version: 1,
    schema: z.object({
      caseId: z.string(),
      userId: z.string(),
      reason: z.string(),
      placedBy: z.string(),
      at: z.string(),
    }),
  },
  /** The legal hold lifted: the case's data follows the usual rules again. */
  LegalHoldLifted: {
    version: 1,
    schema: z.object({ caseId: z.string(), userId: z.string(), liftedBy: z.string(), at: z.string() }),
  },
} as const;
