import { NOTIFICATIONS, notificationListSchema } from '@portal/contracts';
import { type DocumentStore, type ResponseJson, type RouteHandlers, responseJson } from '@portal/platform';
import { answerMemo } from './answer-memo.js';

const NONE = responseJson<'notifications'>(JSON.stringify({ items: [], unreadCount: 0 }));
/** The stored document is the answer: checked against the schema once per stored text. */
const answerOf = answerMemo<'notifications', unknown>({ schema: notificationListSchema });

/** GET /api/notifications: one key lookup, answered as JSON bytes; a person with none gets an empty list. */
async function notifications(
  documents: DocumentStore,
  userId: string,
): Promise<ResponseJson<'notifications'>> {
  const stored = await documents.getRaw(NOTIFICATIONS, userId);
  if (stored === undefined) return NONE;
  const answer = answerOf(userId, stored);
  if (!answer) throw new Error('A stored notification list does not match its response schema');
  return answer.json;
}

/** A person's in-app notifications. */
export function notificationRoutes(documents: DocumentStore) {
  return {
    notifications: async ({ actor }) => ({ json: await notifications(documents, actor.userId) }),
  } satisfies RouteHandlers;
}
