import { z } from 'zod';
import { allCurrencies, urgencyLevels } from '../enums.js';

/**
 * The administration's review of a fraud case, on its own stream (`fraudCaseReview-<caseId>`) so that
 * follow-up comments never make a review stale: the whole review after each change.
 */
export const fraudCaseReviewEvents = {
  FraudCaseReviewed: {
    version: 1,
    schema: z.object({
      caseId: z.string(),
      userId: z.string(),
      lossAmount: z.string(),
      currency: z.enum(allCurrencies),
      urgencyLevel: z.enum(urgencyLevels),
      adminComments: z.string(),
      isProcessed: z.boolean(),
    }),
  },
} as const;
