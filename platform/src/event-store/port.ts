/**
 * The event store port. Its semantics copy EventStoreDB's, so the embedded SQLite adapter and the
 * EventStoreDB adapter are interchangeable (design.md §2).
 */

/** `no_stream`: the stream must not exist; `stream_exists`: it must; `any`: no check; a bigint: the exact revision of its last event. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface NewEvent {
  /** A uuid. Appending an event whose id the stream already holds (at the same place) is a no-op. */
  id: string;
  type: string;
  data: unknown;
  metadata: unknown;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  type: string;
  data: unknown;
  metadata: unknown;
  /** The event's revision within its stream, from 0. */
  revision: bigint;
  /**
   * The event's place in the global order: a string of fixed width whose lexical order is the global order,
   * so it can be stored and compared anywhere as a string.
   */
  position: string;
  createdAt: string;
}

export interface AppendResult {
  /** The revision of the stream's last event after the append. */
  nextRevision: bigint;
  /** The global position of the last event appended (or already there, for an idempotent re-append). */
  position: string;
}

/** One stream's part of `appendMany`: what `append` takes. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Wrong expected version on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
  }
}

export interface Subscription {
  /** Stops delivering; resolves when the handler is no longer running. */
  stop(): Promise<void>;
  /** Resolves when the subscription ends by itself with an error (it never resolves on stop()). */
  readonly failed: Promise<Error>;
}

export interface SubscribeOptions {
  /** Deliver events after this position; undefined means from the start. */
  from?: string;
  /** How many events to hand over at most per call of the handler. */
  batchSize?: number;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several streams, each part as `append` would (its expected revision, its idempotent re-append), in
   * the order given; the results in the same order. `atomicAppendMany` says whether it is one transaction: all or
   * none, a WrongExpectedVersionError on any part leaving nothing (SQLite), or one append after the other, a failure
   * leaving the parts before it (EventStoreDB has no transaction across streams). Callers keep every part
   * idempotent, so a retry completes what a failure or a crash cut, on either store.
   */
  appendMany(writes: StreamAppend[]): Promise<AppendResult[]>;
  readonly atomicAppendMany: boolean;
  /** The stream's events in order; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: bigint }): Promise<RecordedEvent[]>;
  /** Events of all streams after `from`, in global order, at most `limit`. */
  readAll(options?: { from?: string; limit?: number }): Promise<RecordedEvent[]>;
  /**
   * An ordered catch-up subscription over all events: first everything after `from`, then each new event as it
   * is appended. The handler is awaited: the next batch is delivered only after it returns. If it throws, the
   * subscription stops and `failed` resolves with the error.
   */
  subscribeAll(handler: (events: RecordedEvent[]) => Promise<void>, options?: SubscribeOptions): Subscription;
  /** The position of the last event in the store, or undefined if it is empty. */
  lastPosition(): Promise<string | undefined>;
  close(): Promise<void>;
}

/** Positions are fixed-width decimal strings so that string order is numeric order. */
export const POSITION_WIDTH = 20;
export function formatPosition(n: bigint | number): string {
  return n.toString().padStart(POSITION_WIDTH, '0');
}
export function comparePositions(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  return a < b ? -1 : 1;
}
