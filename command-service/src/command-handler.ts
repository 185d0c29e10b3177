import { randomUUID } from 'node:crypto';
import {
  apiErrors,
  DomainError,
  type DomainEvent,
  type EventMetadata,
  eventCatalog,
  eventMetadataSchema,
  readEvent,
} from '@portal/contracts';
import {
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
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

export interface CommandOutcome<E extends DomainEvent, S> {
  /** The state after the command (the state read when nothing was appended). */
  state: S;
  events: E[];
  /** Global position of the stream's last event after the command (undefined for an empty stream). */
  position: string | undefined;
  /** Revision of the stream's last event after the command (-1 for no stream): what the next If-Match sends. */
  revision: number;
}

export interface HandleOptions {
  /** Re-read and decide again when another writer got there first (safe for commands that read no input state from the client). */
  retryOnConflict?: boolean;
  /**
   * The revision the caller read (If-Match): when the stream's current revision (its last event's, -1 for no
   * stream) differs, the command is refused with `stale_revision` and nothing is appended. Never retried: a
   * writer between the read and the append also ends in the refusal.
   */
  expectedRevision?: number | undefined;
  /** The message of that refusal (default: the generic conflict). */
  staleMessage?: string;
}

/**
 * A stream whose history cannot be read back (an unknown type, data that fails its schema, an event of another
 * aggregate). Deciding on the rest would decide on a partial history, so the command stops; the gateway logs it
 * with the request id and answers a generic 500.
 */
export class UnreadableStreamError extends Error {
  override readonly name = 'UnreadableStreamError';
  constructor(
    readonly streamId: string,
    readonly event: Pick<RecordedEvent, 'id' | 'type' | 'revision' | 'position'>,
    readonly reason: string,
  ) {
    super(
      `Stream ${streamId} holds an event this aggregate cannot read: ${event.type} ${event.id} at revision ${event.revision} (position ${event.position}): ${reason}`,
    );
  }
}

/** Whether a parsed event is one of the decider's own (its group of the catalog). */
function isOwnEvent<E extends DomainEvent>(
  decider: Decider<unknown, E, unknown>,
  event: DomainEvent,
): event is E {
  return Object.hasOwn(decider.events, event.type);
}

export interface AggregateState<S> {
  state: S;
  /** The revision the next append must expect. */
  expected: ExpectedRevision;
  /** How many events the stream holds. */
  length: number;
  /** The revision of its last event (-1 for no stream). */
  revision: number;
  position: string | undefined;
}

/** Reads a stream and folds it with the decider: every event must parse as one of the aggregate's own. */
export async function readAggregate<E extends DomainEvent, S>(
  store: EventStore,
  decider: Decider<unknown, E, S>,
  streamId: string,
): Promise<AggregateState<S>> {
  const recorded = await store.readStream(streamId);
  const history = recorded.map((r) => {
    const metadata = eventMetadataSchema.safeParse(r.metadata);
    if (!metadata.success) throw new UnreadableStreamError(streamId, r, 'its metadata fails its schema');
    const read = readEvent(r.type, r.data, metadata.data.schemaVersion);
    if (!read.ok) throw new UnreadableStreamError(streamId, r, read.reason);
    if (!isOwnEvent(decider, read.event))
      throw new UnreadableStreamError(streamId, r, 'an event of another aggregate');
    return read.event;
  });
  const last = recorded.at(-1);
  return {
    state: fold(decider, history),
    expected: last ? last.revision : 'no_stream',
    length: recorded.length,
    revision: last ? Number(last.revision) : -1,
    position: last?.position,
  };
}

const MAX_ATTEMPTS = 3;

/**
 * The one command handler: read the stream, fold it, turn the state into a command (which may do async work,
 * such as verifying a password against the stored hash, or refuse by throwing), decide, and append with the
 * expected revision of what was read. A concurrent writer makes the append fail; that is a conflict, unless
 * the command may be decided again. With `expectedRevision` (If-Match), a refusal of `toCommand` (e.g. not found)
 * comes first, then a stale revision is refused before anything is decided.
 *
 * TypeScript 7 widens the literals of an object returned by a callback of a generic call ('TakeClient' becomes
 * string), so a callback that builds the command names its type: `(): AgentCommand => ({ type: 'TakeClient', … })`.
 */
export async function handleCommand<C, E extends DomainEvent, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  toCommand: (state: S) => NoInfer<C> | Promise<NoInfer<C>>,
  meta: CommandMeta,
  options: HandleOptions = {},
): Promise<CommandOutcome<E, S>> {
  const { expectedRevision } = options;
  const stale = () => new DomainError('stale_revision', options.staleMessage ?? apiErrors.conflict);
  for (let attempt = 1; ; attempt++) {
    const current = await readAggregate(store, decider, streamId);
    const command = await toCommand(current.state);
    if (expectedRevision !== undefined && current.revision !== expectedRevision) throw stale();
    const events = decider.decide(command, current.state, { now: meta.now });
    if (events.length === 0) {
      return { state: current.state, events, position: current.position, revision: current.revision };
    }
    try {
      const result = await store.append(
        streamId,
        events.map((e, i) => toNewEvent(e, meta, streamId, current.length + i)),
        current.expected,
      );
      return {
        state: events.reduce(decider.evolve, current.state),
        events,
        position: result.position,
        revision: Number(result.nextRevision),
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (expectedRevision !== undefined) throw stale();
      if (!options.retryOnConflict || attempt >= MAX_ATTEMPTS) throw refused.conflict();
    }
  }
}

/** A command on one stream, decided with others and appended together by handleCommands. */
export interface StreamCommand {
  readonly streamId: string;
  /** Reads the stream and decides: the events to append (none: nothing to do) and the revision the append expects. */
  decide(store: EventStore, meta: CommandMeta): Promise<DecidedCommand>;
}

interface DecidedCommand {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  /** The stream's last position before the command. */
  position: string | undefined;
}

/** `toCommand` on the stream, decided by `decider` (as handleCommand does), for handleCommands. */
export function commandOn<C, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  streamId: string,
  toCommand: (state: S) => NoInfer<C> | Promise<NoInfer<C>>,
): StreamCommand {
  return {
    streamId,
    async decide(store, meta) {
      const current = await readAggregate(store, decider, streamId);
      const events = decider.decide(await toCommand(current.state), current.state, { now: meta.now });
      return {
        streamId,
        events: events.map((e, i) => toNewEvent(e, meta, streamId, current.length + i)),
        expected: current.expected,
        position: current.position,
      };
    },
  };
}

/**
 * Several commands, each on its own stream, each decided on what its stream holds, then appended together
 * (EventStore.appendMany: one transaction where the store has one, in the order given otherwise). A refusal of
 * any command appends nothing. A concurrent writer on any of the streams fails the append (all of it, on an
 * atomic store); with `retryOnConflict` the commands are made again (`commands` is called again: a command may
 * depend on what it reads, such as the stream a reservation is kept on) and decided anew. Returns the latest
 * global position of the streams afterwards (undefined when they are all empty).
 */
export async function handleCommands(
  store: EventStore,
  commands: () => Promise<StreamCommand[]>,
  meta: CommandMeta,
  options: Pick<HandleOptions, 'retryOnConflict'> = {},
): Promise<string | undefined> {
  for (let attempt = 1; ; attempt++) {
    const decided = await Promise.all((await commands()).map((command) => command.decide(store, meta)));
    const writes = decided.filter((d) => d.events.length > 0);
    let latest: string | undefined;
    for (const d of decided)
      if (d.position !== undefined && (latest === undefined || d.position > latest)) latest = d.position;
    if (writes.length === 0) return latest;
    try {
      const results = await store.appendMany(
        writes.map(({ streamId, events, expected }) => ({ streamId, events, expected })),
      );
      for (const r of results) if (latest === undefined || r.position > latest) latest = r.position;
      return latest;
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
