import type { PrivacyRequestKind } from '../events/privacy-request.js';
import type { OwnPrivacyRequest } from '../schemas/privacy-requests.js';

/** Projection `privacyRequests` (its checkpoint has the same name): the ARCO requests. */
export const PRIVACY_REQUESTS_PROJECTION = 'privacyRequests';

/**
 * Keyed by request id: the request as its requester reads it (GET /api/privacy/requests, answered through its
 * schema), with whose it is and who answered, and what the queue shows of the requester today (their name,
 * username and case, kept as they change) and is ordered by.
 */
export const PRIVACY_REQUESTS = 'privacyRequests';
export type PrivacyRequestDoc = OwnPrivacyRequest & {
  kind: PrivacyRequestKind;
  userId: string;
  /** The staff member who answered (a user id; null while pending). */
  answeredBy: string | null;
  fullName?: string;
  username?: string;
  caseNumber?: string | null;
  /**
   * The queue's order as one ascending key: pending ones first, the one due soonest on top (then the first filed);
   * then the answered ones, the latest answer first.
   */
  queueOrder?: string;
};

/** Keyed by user id: what the queue shows of each person, and their requests (to revise them as it changes). */
export const PRIVACY_REQUEST_PEOPLE = 'privacyRequestPeople';
export interface PrivacyRequestPersonDoc {
  fullName: string;
  username: string;
  caseNumber: string | null;
  requestIds: string[];
}

/** Each digit d as 9 − d: an ascending order of the result is the descending order of the digits. */
const reversed = (iso: string) => iso.replace(/\D/g, '').replace(/\d/g, (d) => String(9 - Number(d)));

/** The queue's key: pending first, due soonest (then filed first); then answered, the latest answer first. */
export function queueOrderOf(doc: Pick<PrivacyRequestDoc, 'status' | 'dueOn' | 'filedAt' | 'answeredAt'>) {
  return doc.status === 'pending' ? `0 ${doc.dueOn} ${doc.filedAt}` : `1 ${reversed(doc.answeredAt ?? '')}`;
}
