import type { PrivacyRequestKind } from '../events/privacy-requests.js';
import type { OwnPrivacyRequest } from '../schemas/privacy-requests.js';

/** Projection `privacyRequests` (its checkpoint has the same name): the ARCO requests (issue 21). */
export const PRIVACY_REQUESTS_PROJECTION = 'privacyRequests';

/**
 * Keyed by request id: the request as its requester reads it (GET /api/privacy/requests, answered through its
 * schema), with whose it is and who answered. The queue adds the requester's name and case at query time.
 */
export const PRIVACY_REQUESTS = 'privacyRequests';
export type PrivacyRequestDoc = OwnPrivacyRequest & {
  kind: PrivacyRequestKind;
  userId: string;
  /** The staff member who answered (a user id; null while pending). */
  answeredBy: string | null;
};
