import {
  PRIVACY_REQUEST_PEOPLE,
  PRIVACY_REQUESTS,
  PRIVACY_REQUESTS_PROJECTION,
  type PrivacyRequestDoc,
  type PrivacyRequestPersonDoc,
  queueOrderOf,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';

const nobody: PrivacyRequestPersonDoc = { fullName: '', username: '', caseNumber: null, requestIds: [] };

/** A person's new name, username or case, on them and on each of their requests. */
async function revisePerson(
  view: DocView,
  userId: string,
  change: Partial<Omit<PrivacyRequestPersonDoc, 'requestIds'>>,
) {
  const person = { ...nobody, ...(await view.get<PrivacyRequestPersonDoc>(PRIVACY_REQUEST_PEOPLE, userId)) };
  view.put(PRIVACY_REQUEST_PEOPLE, userId, { ...person, ...change });
  for (const id of person.requestIds) {
    const doc = await view.get<PrivacyRequestDoc>(PRIVACY_REQUESTS, id);
    if (doc) view.put(PRIVACY_REQUESTS, id, { ...doc, ...change });
  }
}

/**
 * privacyRequests: every ARCO request as its requester reads it, with whose it is and who answered;
 * both GETs of requests read it (the person's own list, and the queue of administration and compliance, with the
 * requester's name, username and case as they are today, paged in the store by the queue's order).
 */
export const privacyRequestsProjector = defineProjector({
  name: PRIVACY_REQUESTS_PROJECTION,
  // 2: the requester's name, username and case, and the queue's order, on each request.
  version: 2,
  collections: [PRIVACY_REQUESTS, PRIVACY_REQUEST_PEOPLE],
  handles: [
    'PrivacyRequestFiled',
    'PrivacyRequestAnswered',
    'UserRegistered',
    'UserNameChanged',
    'UsernameChanged',
    'RecoveryProcessOpened',
  ],
  async apply({ event }, view) {
    switch (event.type) {
      case 'UserRegistered':
        return revisePerson(view, event.data.userId, {
          fullName: event.data.fullName,
          username: event.data.username,
        });
      case 'UserNameChanged':
        return revisePerson(view, event.data.userId, { fullName: event.data.fullName });
      case 'UsernameChanged':
        return revisePerson(view, event.data.userId, { username: event.data.username });
      case 'RecoveryProcessOpened':
        return revisePerson(view, event.data.userId, { caseNumber: event.data.caseNumber });
      case 'PrivacyRequestFiled': {
        const { requestId, userId, kind, reason, filedAt, dueOn } = event.data;
        const person = {
          ...nobody,
          ...(await view.get<PrivacyRequestPersonDoc>(PRIVACY_REQUEST_PEOPLE, userId)),
        };
        if (!person.requestIds.includes(requestId))
          view.put(PRIVACY_REQUEST_PEOPLE, userId, {
            ...person,
            requestIds: [...person.requestIds, requestId],
          });
        const doc: PrivacyRequestDoc = {
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
          fullName: person.fullName,
          username: person.username,
          caseNumber: person.caseNumber,
        };
        view.put(PRIVACY_REQUESTS, requestId, { ...doc, queueOrder: queueOrderOf(doc) });
        return;
      }
      case 'PrivacyRequestAnswered': {
        const doc = await view.get<PrivacyRequestDoc>(PRIVACY_REQUESTS, event.data.requestId);
        if (!doc) return;
        const { outcome, answer, answeredAt, answeredBy } = event.data;
        const answered: PrivacyRequestDoc = { ...doc, status: outcome, answer, answeredAt, answeredBy };
        view.put(PRIVACY_REQUESTS, doc.id, { ...answered, queueOrder: queueOrderOf(answered) });
        return;
      }
    }
  },
});
