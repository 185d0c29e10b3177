import { z } from 'zod';

/** Where a consent was given: the form that collected the data, Mi Perfil, or the renewal a new notice asked. */
export const consentChannels = ['registration', 'agent-application', 'profile', 'renewal'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/**
 * A person's consents to the firm's privacy notice, stream `consent-<userId>`: for a lawyer who
 * applies, the user id the approval will create, so the agent's account finds them. Facts only: the notice's
 * version, the voluntary purposes by key (their texts are the firm's configuration of that version), the channel.
 */
export const privacyConsentEvents = {
  /**
   * The person accepted notice `noticeVersion`: the express consent to the processing of their financial and
   * patrimonial data (always true: nothing is recorded without it) and, of the voluntary purposes, exactly
   * `purposes` (those in force after this act; any other is not consented).
   */
  PrivacyConsentGiven: {
    version: 1,
    schema: z.object({
      userId: z.string(),
      /** The agent application that collected it (the applicant has no account yet). */
      applicationId: z.string().nullable(),
      noticeVersion: z.string(),
      financialData: z.literal(true),
      purposes: z.array(z.string()),
      channel: z.enum(consentChannels),
      at: z.string(),
    }),
  },
  /** The person withdrew one voluntary purpose (the express consent is not withdrawn here: see ARCO). */
  PrivacyConsentWithdrawn: {
    version: 1,
    schema: z.object({
      userId: z.string(),
      noticeVersion: z.string(),
      purpose: z.string(),
      at: z.string(),
    }),
  },
} as const;
