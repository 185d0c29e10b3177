import { z } from 'zod';

/** What a person may ask of the firm about their personal data (ARCO); Access is a download, not a request. */
export const privacyRequestKinds = ['rectification', 'cancellation', 'opposition'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

export const privacyRequestOutcomes = ['accepted', 'refused'] as const;
export type PrivacyRequestOutcome = (typeof privacyRequestOutcomes)[number];

/**
 * A privacy (ARCO) request: one stream per request (`privacy-request-<requestId>`). `reason` is the person's own
 * text and `answer` staff's text to the person: both are the requester's personal data.
 */
export const privacyRequestEvents = {
  /** The person filed the request; `dueOn` (YYYY-MM-DD) is its legal clock: 20 business days in Mexico City. */
  PrivacyRequestFiled: {
    version: 1,
    schema: z.object({
      requestId: z.string(),
      userId: z.string(),
      kind: z.enum(privacyRequestKinds),
      reason: z.string(),
      filedAt: z.string(),
      dueOn: z.string(),
    }),
  },
  /**
   * Staff answered it (once). The kind is repeated so that the reactors, which keep no state, can tell the person
   * what was answered.
   */
  PrivacyRequestAnswered: {
    version: 1,
    schema: z.object({
      requestId: z.string(),
      userId: z.string(),
      kind: z.enum(privacyRequestKinds),
      outcome: z.enum(privacyRequestOutcomes),
      answer: z.string(),
      answeredBy: z.string(),
      answeredAt: z.string(),
    }),
  },
} as const;

/**
 * The person's access to their data (the self-service download of GET /api/privacy/my-data), one stream per person
 * (`privacy-access-<userId>`): each download is a fact compliance reads in the case's history.
 */
export const privacyAccessEvents = {
  PersonalDataExported: {
    version: 1,
    schema: z.object({ userId: z.string(), at: z.string() }),
  },
} as const;
