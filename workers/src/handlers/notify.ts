import {
  type NotificationFacts,
  type NotificationKind,
  notificationFactsSchema,
  notificationKindSchema,
} from '@portal/contracts';
import type { JobHandler } from '../queue/port.js';

/** What the handler asks the command side to do (command-service's `postNotification`, bound to the event store). */
export type PostNotification = (
  input: { jobId: string; userId: string; kind: NotificationKind; facts: NotificationFacts },
  now: Date,
) => Promise<unknown>;

/**
 * Job kind 'notify': posts an in-app notification. Its ids derive from the job's id (the command side's rule),
 * so a retried or re-delivered job posts nothing new. A payload it cannot read fails every attempt and ends as a
 * dead letter.
 */
export function notifyHandler(post: PostNotification, now: () => Date = () => new Date()): JobHandler {
  return async (job) => {
    const { userId, kind, facts } = job.payload;
    if (typeof userId !== 'string' || userId === '') throw new Error(`notify job ${job.id}: no userId`);
    await post(
      {
        jobId: job.id,
        userId,
        kind: notificationKindSchema.parse(kind),
        facts: notificationFactsSchema.parse(facts ?? {}),
      },
      now(),
    );
  };
}
