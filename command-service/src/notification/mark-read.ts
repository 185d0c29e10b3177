import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { type NotificationCommand, notificationDecider, notificationStream } from './decider.js';

/**
 * MarkNotificationRead: the signed-in person marks one of their own notifications as read. Only their own
 * stream is read, so someone else's notification is not found; a read one stays as it is (no new event).
 */
export async function markNotificationRead(
  deps: Pick<CommandDeps, 'events'>,
  notificationId: string,
  request: RequestInfo & { actor: Actor },
): Promise<string | undefined> {
  const { userId } = request.actor;
  const outcome = await handleCommand(
    deps.events,
    notificationDecider,
    notificationStream(userId),
    (): NotificationCommand => ({ type: 'MarkNotificationRead', notificationId, userId }),
    metaOf(request),
    { retryOnConflict: true },
  );
  return outcome.position;
}
