import type { NotificationFacts, NotificationKind } from '@portal/contracts';
import { type EventStore, uuidFrom } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type NotificationCommand, notificationDecider, notificationStream } from './decider.js';

export interface PostNotificationInput {
  /** The job that posts it: the notification's and its event's ids derive from it. */
  jobId: string;
  userId: string;
  kind: NotificationKind;
  facts: NotificationFacts;
}

/**
 * PostNotification, run by a worker's job (not by a request). The notification id and the event id derive from
 * the job id, so a retried or re-delivered job decides on a stream that already holds the notification and
 * appends nothing; two runs racing append the same event id at the same place (the store's no-op), or the
 * second conflicts, decides again and finds it posted.
 */
export async function postNotification(
  events: EventStore,
  { jobId, userId, kind, facts }: PostNotificationInput,
  now: Date,
): Promise<{ notificationId: string; position: string | undefined }> {
  const notificationId = uuidFrom(`notification:${jobId}`);
  const outcome = await handleCommand(
    events,
    notificationDecider,
    notificationStream(userId),
    (): NotificationCommand => ({ type: 'PostNotification', notificationId, userId, kind, facts }),
    {
      actorId: null,
      actorRole: 'system',
      correlationId: jobId,
      now,
      eventIdSeed: `notification:${jobId}`,
    },
    { retryOnConflict: true },
  );
  return { notificationId, position: outcome.position };
}
