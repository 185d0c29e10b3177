import type { EventStore } from '@portal/platform';
import { type CommandMeta, handleCommand } from '../command-handler.js';
import { type PersonalDataCommand, personalDataDecider, personalDataStream } from './decider.js';

/**
 * Records on `privacy-<userId>` that the person's data was erased (the gateway's erasure calls it once their keys
 * are destroyed). Decided again on a conflict: it reads nothing from a client. Answers the event's position, or
 * the stream's when it was recorded already.
 */
export async function recordErasure(
  events: EventStore,
  input: Omit<PersonalDataCommand, 'type'>,
  meta: CommandMeta,
): Promise<{ position: string | undefined; recorded: boolean }> {
  const outcome = await handleCommand(
    events,
    personalDataDecider,
    personalDataStream(input.userId),
    (): PersonalDataCommand => ({ type: 'RecordErasure', ...input }),
    meta,
    { retryOnConflict: true },
  );
  return { position: outcome.position, recorded: outcome.events.length > 0 };
}
