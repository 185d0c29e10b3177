import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  ANY,
  type AppendExpectedRevision,
  BACKWARDS,
  END,
  ErrorType,
  type EventData,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  type JSONType,
  type MetadataType,
  NO_STREAM,
  type Position,
  type ResolvedEvent,
  START,
  STREAM_EXISTS,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  formatPosition,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedVersionError,
} from './port.js';

/** The commit position ESDB reports when it does not know an event's place in $all (stream reads before 22.6). */
const UNKNOWN_POSITION = 0xffff_ffff_ffff_ffffn;
/** How many events one page of a $all read asks for. */
const PAGE = 500;

type AnyRecorded = NonNullable<ResolvedEvent['event']> | NonNullable<AllStreamResolvedEvent['event']>;

/** System events ($-prefixed types, or any event of a $-prefixed stream) are never handed to the application. */
const isSystem = (e: { type: string; streamId: string }) =>
  e.type.startsWith('$') || e.streamId.startsWith('$');

const commitOf = (e: AnyRecorded): bigint | undefined => {
  const commit = e.position?.commit;
  return commit === undefined || commit >= UNKNOWN_POSITION ? undefined : commit;
};

/** The $all position of an event written outside an explicit transaction: commit and prepare are equal. */
const readPosition = (commit: bigint): Position => ({ commit, prepare: commit });

const toExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
};

const errorType = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'type' in error && typeof error.type === 'string'
    ? error.type
    : undefined;

const toRecorded = (e: AnyRecorded, commit: bigint | undefined): RecordedEvent => ({
  id: e.id,
  streamId: e.streamId,
  type: e.type,
  data: e.data,
  metadata: e.metadata ?? null,
  revision: e.revision,
  position: commit === undefined ? '' : formatPosition(commit),
  createdAt: e.created.toISOString(),
});

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * The distributed event store: EventStoreDB (or KurrentDB) over gRPC with `@eventstore/db-client`.
 * A global position is the event's commit position in $all, written with `formatPosition`.
 * Stream reads carry positions from EventStoreDB 22.6 on; with an older server `readStream` leaves them empty.
 */
export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  /** `url` is an EventStoreDB connection string, e.g. `esdb://localhost:2113?tls=false`. */
  constructor(url: string) {
    this.client = EventStoreDBClient.connectionString(url);
  }

  /** EventStoreDB has no transaction across streams: one append after the other, in order. */
  readonly atomicAppendMany = false;

  async appendMany(writes: StreamAppend[]): Promise<AppendResult[]> {
    const results: AppendResult[] = [];
    for (const { streamId, events, expected } of writes)
      results.push(await this.append(streamId, events, expected));
    return results;
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const proposed = events.map(
      (e) =>
        ({
          id: e.id,
          contentType: 'application/json',
          type: e.type,
          data: e.data as JSONType,
          metadata: (e.metadata ?? undefined) as MetadataType | undefined,
        }) as EventData,
    );
    let result: Awaited<ReturnType<EventStoreDBClient['appendToStream']>>;
    try {
      result = await this.client.appendToStream(streamId, proposed, {
        expectedRevision: toExpected(expected),
      });
    } catch (error) {
      if (errorType(error) === ErrorType.WRONG_EXPECTED_VERSION) {
        const actual = (error as { actualVersion?: bigint | 'no_stream' }).actualVersion ?? 'no_stream';
        throw new WrongExpectedVersionError(streamId, expected, actual);
      }
      throw error;
    }
    // The server's answer to an idempotent re-append may carry no position (or another record's), so the
    // position is taken from the stream's event at the reported revision whenever the server gives it.
    const last = (
      await this.readStreamRaw(streamId, { fromRevision: result.nextExpectedRevision, maxCount: 1 })
    )[0];
    const commit = (last && commitOf(last)) ?? result.position?.commit;
    if (commit === undefined)
      throw new Error(`EventStoreDB reported no position for the append to ${streamId}`);
    return { nextRevision: result.nextExpectedRevision, position: formatPosition(commit) };
  }

  private async readStreamRaw(
    streamId: string,
    options: { fromRevision?: bigint; maxCount?: number },
  ): Promise<AnyRecorded[]> {
    const out: AnyRecorded[] = [];
    try {
      const read = this.client.readStream(streamId, {
        fromRevision: options.fromRevision ?? START,
        direction: FORWARDS,
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of read) if (resolved.event) out.push(resolved.event);
    } catch (error) {
      if (errorType(error) === ErrorType.STREAM_NOT_FOUND) return [];
      throw error;
    }
    return out;
  }

  async readStream(streamId: string, options: { fromRevision?: bigint } = {}): Promise<RecordedEvent[]> {
    const events = await this.readStreamRaw(streamId, options);
    return events.map((e) => toRecorded(e, commitOf(e)));
  }

  async readAll(options: { from?: string; limit?: number } = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? 1000;
    const out: RecordedEvent[] = [];
    if (limit <= 0) return out;
    let after = options.from === undefined ? undefined : BigInt(options.from);
    for (;;) {
      // fromPosition is inclusive: the event at `after` comes back first and is dropped below.
      const page: AllStreamResolvedEvent[] = [];
      const read = this.client.readAll({
        fromPosition: after === undefined ? START : readPosition(after),
        direction: FORWARDS,
        maxCount: PAGE,
      });
      for await (const resolved of read) page.push(resolved);
      for (const { event } of page) {
        if (!event) continue;
        const commit = event.position.commit;
        if (after !== undefined && commit <= after) continue;
        after = commit;
        if (isSystem(event)) continue;
        out.push(toRecorded(event, commit));
        if (out.length >= limit) return out;
      }
      if (page.length < PAGE) return out;
    }
  }

  async lastPosition(): Promise<string | undefined> {
    let before: bigint | undefined;
    for (;;) {
      const page: AllStreamResolvedEvent[] = [];
      const read = this.client.readAll({
        fromPosition: before === undefined ? END : readPosition(before),
        direction: BACKWARDS,
        maxCount: PAGE,
      });
      for await (const resolved of read) page.push(resolved);
      for (const { event } of page) {
        if (!event) continue;
        const commit = event.position.commit;
        if (before !== undefined && commit >= before) continue;
        before = commit;
        if (!isSystem(event)) return formatPosition(commit);
      }
      if (page.length < PAGE) return undefined;
    }
  }

  subscribeAll(
    handler: (events: RecordedEvent[]) => Promise<void>,
    options: SubscribeOptions = {},
  ): Subscription {
    const batchSize = Math.max(1, options.batchSize ?? 500);
    let after = options.from === undefined ? undefined : BigInt(options.from);
    const queue: RecordedEvent[] = [];
    let running = true;
    let failure: Error | undefined;
    let wake: (() => void) | undefined;
    const poke = () => {
      const w = wake;
      wake = undefined;
      w?.();
    };
    let reportFailure: (e: Error) => void = () => {};
    const failed = new Promise<Error>((resolve) => {
      reportFailure = resolve;
    });

    const subscription: AllStreamSubscription = this.client.subscribeToAll({
      fromPosition: after === undefined ? START : readPosition(after),
      filter: excludeSystemEvents(),
    });
    subscription.on('data', (resolved: AllStreamResolvedEvent) => {
      const event = resolved.event;
      if (!event || !running) return;
      const commit = event.position.commit;
      // The start position is exclusive; the check also guards against a redelivery after a reconnect.
      if (after !== undefined && commit <= after) return;
      after = commit;
      if (isSystem(event)) return;
      queue.push(toRecorded(event, commit));
      if (queue.length >= batchSize * 2) subscription.pause();
      poke();
    });
    subscription.on('error', (error: Error) => {
      if (!running) return;
      failure ??= asError(error);
      poke();
    });
    subscription.on('end', () => {
      if (!running) return;
      failure ??= new Error('EventStoreDB subscription ended');
      poke();
    });

    const loop = (async () => {
      try {
        while (running) {
          if (failure) throw failure;
          if (queue.length === 0) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            continue;
          }
          const batch = queue.splice(0, batchSize);
          if (queue.length < batchSize && subscription.isPaused()) subscription.resume();
          await handler(batch);
        }
      } catch (error) {
        if (running) {
          running = false;
          reportFailure(asError(error));
        }
      } finally {
        running = false;
        await subscription.unsubscribe().catch(() => {});
      }
    })();

    return {
      failed,
      stop: async () => {
        running = false;
        poke();
        await loop;
      },
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
