import {
  type NotificationFacts,
  type NotificationKind,
  notificationFactsSchema,
  notificationKindSchema,
} from '@portal/contracts';
import type { JobHandler } from '../queue/port.js';
import { ReadModelBehind } from './read-model-behind.js';

/** What the handler asks the command side to do (command-service's `postNotification`, bound to the event store). */
export type PostNotification = (
  input: { jobId: string; userId: string; kind: NotificationKind; facts: NotificationFacts },
  now: Date,
) => Promise<unknown>;

/**
 * The agent of a client and what the notification names, from the read models: null when the client has no agent
 * (nothing to post), undefined while the read model has not caught up with the client (the job is tried again).
 */
export type AgentOfClient = (
  clientUserId: string,
) => Promise<
  { agentUserId: string; caseNumber?: string | undefined; clientName?: string | undefined } | null | undefined
>;

/**
 * Job kind 'notify': posts an in-app notification, to `userId`, or (`agentOfClient`: a client's user id) to the
 * agent that client has when the job runs, naming the client and their case. Its ids derive from the job's id
 * (the command side's rule), so a retried or re-delivered job posts nothing new. A payload it cannot read fails
 * every attempt and ends as a dead letter.
 */
export function notifyHandler(
  post: PostNotification,
  now: () => Date = () => new Date(),
  agentOfClient: AgentOfClient = async () => null,
): JobHandler {
  return async (job) => {
    const { userId, agentOfClient: client, kind, facts } = job.payload;
    const notification = {
      kind: notificationKindSchema.parse(kind),
      facts: notificationFactsSchema.parse(facts ?? {}),
    };
    if (typeof client === 'string' && client !== '') {
      const agent = await agentOfClient(client);
      if (agent === undefined)
        throw new ReadModelBehind(`notify job ${job.id}: client ${client} not in the read models (yet)`);
      if (agent === null) return;
      const { agentUserId, caseNumber, clientName } = agent;
      // The client's id travels with their name: the event store seals the name under the client's key, so
      // erasing the client erases it in the agent's bell too.
      const named = {
        ...notification.facts,
        clientUserId: client,
        ...(caseNumber ? { caseNumber } : {}),
        ...(clientName ? { clientName } : {}),
      };
      await post({ jobId: job.id, userId: agentUserId, kind: notification.kind, facts: named }, now());
      return;
    }
    if (typeof userId !== 'string' || userId === '') throw new Error(`notify job ${job.id}: no userId`);
    await post({ jobId: job.id, userId, ...notification }, now());
  };
}
