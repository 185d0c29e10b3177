import { randomUUID } from 'node:crypto';
import { type DomainEvent, type EventMetadata, eventCatalog, parseEvent } from '@portal/contracts';
import {
  type EventStore,
  type ExpectedRevision,
  uuidFrom,
  WrongExpectedVersionError,
} from '@portal/platform';
import { type Decider, fold } from './decider.js';
import { refused } from './errors.js';

/** Who acts, in which request, at what time: becomes the metadata of every event appended. */
export interface CommandMeta {
  actorId: string | null;
  actorRole: EventMetadata['actorRole'];
  correlationId: string;
  now: Date;
  /** Seeds the event ids: a retried request with the same seed re-appends the same events (a no-op). */
  eventIdSeed?: string;
}

export interface CommandOutcome<S> {
  state: S;
  events: DomainEvent[];
  /** Global position of the stream's last event after the command (undefined for an empty stream). */
  position: string | undefined;
}

export interface HandleOptions<C, S> {
  /** Re-read and decide again when another writer got there first (safe for commands that read no input state from the client). */
  retryOnConflict?: boolean;
  /** Prepares the command from the current state (async work such as verifying a password hash). */
  prepare?: (state: S) => Promise<C>;
}

const MAX_ATTEMPTS = 3;

/**
 * The one command handler: read the stream, fold it, decide, append with the expected revision of what
 * was read. A concurrent writer makes the append fail; that is a 409, unless the command may be retried.
 */
export async function handleCommand<C, S>(
  store: EventStore,
  decider: Decider<C, S>,
  streamId: string,
  command: C | undefined,
  meta: CommandMeta,
  options: HandleOptions<C, S> = {},
): Promise<CommandOutcome<S>> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const history = recorded
      .map((e) => parseEvent(e.type, e.data))
      .filter((e): e is DomainEvent => e !== null);
    const state = fold(decider, history);
    const last = recorded.at(-1);
    const expected: ExpectedRevision = last ? last.revision : 'no_stream';
    const cmd = options.prepare ? await options.prepare(state) : (command as C);
    const events = decider.decide(cmd, state, { now: meta.now });
    if (events.length === 0) return { state, events, position: last?.position };
    try {
      const result = await store.append(
        streamId,
        events.map((e, i) => toNewEvent(e, meta, streamId, recorded.length + i)),
        expected,
      );
      return { state: events.reduce(decider.evolve, state), events, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (!options.retryOnConflict || attempt >= MAX_ATTEMPTS) throw refused.conflict();
    }
  }
}

function toNewEvent(event: DomainEvent, meta: CommandMeta, streamId: string, index: number) {
  const metadata: EventMetadata = {
    actorId: meta.actorId,
    actorRole: meta.actorRole,
    correlationId: meta.correlationId,
    occurredAt: meta.now.toISOString(),
    schemaVersion: eventCatalog[event.type].version,
  };
  return {
    id: meta.eventIdSeed ? uuidFrom(`${meta.eventIdSeed}:${streamId}:${index}:${event.type}`) : randomUUID(),
    type: event.type,
    data: event.data,
    metadata,
  };
}
