import { PRIVACY_REQUESTS, PRIVACY_REQUESTS_PROJECTION, type PrivacyRequestDoc } from '@portal/contracts';
import { defineProjector } from '../../projector.js';

/**
 * privacyRequests (issue 21): every ARCO request as its requester reads it, with whose it is and who answered;
 * both GETs of requests read it (the person's own list, and the queue of administration and compliance, which
 * adds the requester's name and case when it is read).
 */
export const privacyRequestsProjector = defineProjector({
  name: PRIVACY_REQUESTS_PROJECTION,
  version: 1,
  collections: [PRIVACY_REQUESTS],
  handles: ['PrivacyRequestFiled', 'PrivacyRequestAnswered'],
  async apply({ event }, view) {
    switch (event.type) {
      case 'PrivacyRequestFiled': {
        const { requestId, userId, kind, reason, filedAt, dueOn } = event.data;
        view.put(PRIVACY_REQUESTS, requestId, {
          id: requestId,
          userId,
          kind,
          reason,
          status: 'pending',
          filedAt,
          dueOn,
          answer: null,
          answeredAt: null,
          answeredBy: null,
        } satisfies PrivacyRequestDoc);
        return;
      }
      case 'PrivacyRequestAnswered': {
        const doc = await view.get<PrivacyRequestDoc>(PRIVACY_REQUESTS, event.data.requestId);
        if (!doc) return;
        const { outcome, answer, answeredAt, answeredBy } = event.data;
        view.put(PRIVACY_REQUESTS, doc.id, {
          ...doc,
          status: outcome,
          answer,
          answeredAt,
          answeredBy,
        } satisfies PrivacyRequestDoc);
        return;
      }
    }
  },
});
