import type { ConsentEntry } from '../schemas/privacy-notice.js';

/** Projection `privacyConsents` (its checkpoint has the same name): each person's consents to the privacy notice. */
export const PRIVACY_CONSENTS_PROJECTION = 'privacyConsents';

/** Keyed by user id (an applicant's: the account their approval creates). */
export const PRIVACY_CONSENTS = 'privacyConsents';
export interface PrivacyConsentsDoc {
  userId: string;
  /** The last notice version accepted, its time, and the voluntary purposes in force now; null before any. */
  inForce: { noticeVersion: string; financialData: true; purposes: string[]; givenAt: string } | null;
  /** Oldest first. */
  history: ConsentEntry[];
}
