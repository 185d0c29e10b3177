import pg from 'pg';
import { codeOf, createSchema, inTransaction } from '../postgres-transaction.js';
import { subscribe } from './catch-up.js';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedVersionError,
} from './port.js';
import {
  APPENDER_LOCK_CLASS,
  EVENTS_SCHEMA,
  type EventRow,
  HELD_BACK,
  INSERT_EVENTS,
  LAST_VISIBLE,
  LOCK_STREAMS,
  LOG_SIZE,
  MARK_APPENDER,
  MAX_EVENTS_PER_TRANSACTION,
  placeOf,
  positionOf,
  READ_AFTER,
  READ_BOUND,
  READ_STREAM,
  STREAM_LOCK_CLASS,
  TRANSACTION_PLACE,
  toRecorded,
  WROTE_BEFORE_MARK,
} from './postgres-schema.js';
import { idempotentResult, streamTail } from './postgres-stream-checks.js';
import { AppendListener } from './postgres-subscription.js';

/** Errors after which the whole append is tried again: an event id taken by a concurrent append, a deadlock. */
const RETRIED = new Set(['23505', '40P01', '40001']);
const ATTEMPTS = 8;

/** How often a subscription reads without being woken: the fallback when a notification is lost or LISTEN is down. */
const POLL_MS = 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface PostgresEventStoreOptions {
  /** The schema holding the `events` table (created if missing); the connection's default schema when absent. */
  schema?: string;
  /** The pool's size (10 when absent). */
  max?: number;
  /** How often a subscription reads without being woken (500 ms when absent): the fallback of LISTEN/NOTIFY. */
  pollMs?: number;
  /**
   * How long readAll and lastPosition wait for events already committed but held back by an older transaction still
   * running, so that a read right after an append sees it (2000 ms when absent); after that they answer what is safe.
   */
  heldBackWaitMs?: number;
}

/**
 * The event store on PostgreSQL, its reads bounded by transaction ids as Emmett's PostgreSQL store bounds them: each
 * event row carries the id of the transaction that appended it (`transaction_id xid8 default pg_current_xact_id()`),
 * and readers only see rows whose transaction is older than every APPENDING transaction still running (READ_BOUND in
 * postgres-schema.ts): every appender below that bound has ended, so no event can still appear below it. A sequence
 * alone cannot give that guarantee: a transaction that draws a lower number but commits later would appear behind a
 * reader that has already moved past it. Emmett bounds by `pg_snapshot_xmin(pg_current_snapshot())`, the oldest
 * transaction running anywhere on the server; here appenders hold a shared advisory lock (the appenders' mark) from
 * before they take an id, and the bound is the oldest id among the mark's holders, so an upload's transaction, a
 * rebuild or another application's work on the same server holds no reader back.
 *
 * The global order, and the position a reader resumes from, is (transaction_id, place in the transaction), not the
 * `global_position` sequence, because the set of rows under the bound grows as a prefix in transaction-id order
 * only. Transaction ids are assigned at a transaction's first write and sequence numbers at each insert, so two
 * transactions can take them in opposite orders: A takes xid 100, B takes xid 101 and sequence 7, A takes sequence
 * 8; A commits while B runs, the bound becomes 101, A's event (sequence 8) is visible and B's (sequence 7) is not. A
 * reader ordered by sequence would move to 8 and never see 7 once B commits; ordered by transaction id it moves to
 * (100, 0) and finds B's (101, 0) after it. The pair is written into the port's 20-digit position (postgres-schema.ts).
 * The price left is a slow append: it holds back every reader until it ends (appends are one short transaction).
 *
 * Expected revisions are checked under a lock on the stream held to the commit (appends to one stream take turns;
 * the unique (stream, revision) key is the last guard). LISTEN/NOTIFY wakes subscriptions, polling is the fallback.
 */
export class PostgresEventStore implements EventStore {
  private readonly channel: string;
  private readonly listener: AppendListener;

  private constructor(
    private readonly pool: pg.Pool,
    config: pg.ClientConfig,
    schema: string | undefined,
    private readonly options: PostgresEventStoreOptions,
  ) {
    this.channel = schema === undefined ? 'portal_events' : `portal_events_${schema}`;
    this.listener = new AppendListener(config, this.channel);
  }

  /** Opens a pool on `url` and creates the table if missing. */
  static async connect(url: string, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    const { schema } = options;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,40}$/.test(schema))
      throw new Error(`not a schema name for the event store: ${schema}`);
    // Every connection resolves `events` in the schema (the server sets it at connect), so no statement names it.
    // `options` is pg's startup parameter (its typings here predate it).
    // An appender that stops mid-transaction (its process frozen or cut off) holds every reader back: the server ends
    // it after 30 s idle in its transaction, and TCP keepalives find a peer that is gone.
    const settings = ['-c idle_in_transaction_session_timeout=30000'];
    if (schema !== undefined) settings.push(`-c search_path=${schema}`);
    const config = {
      connectionString: url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      options: settings.join(' '),
    } as pg.ClientConfig;
    const pool = new pg.Pool({ ...config, max: options.max ?? 10 });
    pool.on('error', () => {}); // an idle connection the server dropped: the pool replaces it
    const store = new PostgresEventStore(pool, config, schema, options);
    try {
      // The name is checked above and quoted: an identifier cannot be a parameter.
      const own = schema === undefined ? [] : [`create schema if not exists "${schema}"`];
      await createSchema(pool, 'portal event store schema', [...own, ...EVENTS_SCHEMA]);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  readonly atomicAppendMany = true;

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const [result] = await this.appendMany([{ streamId, events, expected }]);
    return result as AppendResult;
  }

  /** One transaction for the whole call, tried again when a concurrent append took a key first. */
  async appendMany(writes: StreamAppend[]): Promise<AppendResult[]> {
    for (const write of writes)
      if (write.events.length === 0) throw new Error('append needs at least one event');
    if (writes.length === 0) return [];
    for (let attempt = 1; ; attempt++) {
      try {
        // A transaction of its own, which has written nothing yet: no need to ask the server whether it has.
        const results = await inTransaction(this.pool, (client) => this.appendWithin(client, writes, false));
        this.listener.notify();
        return results;
      } catch (error) {
        if (attempt >= ATTEMPTS || !RETRIED.has(codeOf(error) ?? '')) throw error;
        await sleep(attempt * 5);
      }
    }
  }

  /**
   * Appends within the caller's open transaction on `client` (BEGIN is the caller's, and so are COMMIT and
   * ROLLBACK), so events can commit together with other writes on the same database, made AFTER the first append
   * (a transaction that wrote before it is refused: readers could not tell it appends, see READ_BOUND). The streams
   * stay locked until then. A unique-key error (a concurrent append of the same event ids) or a deadlock: roll back
   * and try again.
   */
  async appendWithin(client: pg.ClientBase, writes: StreamAppend[], check = true): Promise<AppendResult[]> {
    const late =
      check &&
      (await client.query<{ late: boolean }>(WROTE_BEFORE_MARK, [APPENDER_LOCK_CLASS])).rows[0]?.late ===
        true;
    if (late) throw new Error('an append must come before any other write of its transaction');
    await client.query(MARK_APPENDER, [APPENDER_LOCK_CLASS]);
    // Before the transaction takes its id: a transaction waiting for a lock would hold readers back.
    await client.query(LOCK_STREAMS, [STREAM_LOCK_CLASS, writes.map((w) => w.streamId)]);
    const place = (await client.query<{ xid: string; next: number }>(TRANSACTION_PLACE)).rows[0];
    if (!place) throw new Error('PostgreSQL gave no transaction id');
    let next = place.next;
    const results: AppendResult[] = [];
    for (const { streamId, events, expected } of writes) {
      const done = await idempotentResult(client, streamId, events, expected);
      if (done) {
        results.push(done);
        continue;
      }
      const current = await streamTail(client, streamId);
      const ok =
        expected === 'any' ||
        (expected === 'no_stream' && current === 'no_stream') ||
        (expected === 'stream_exists' && current !== 'no_stream') ||
        (typeof expected === 'bigint' && current === expected);
      if (!ok) throw new WrongExpectedVersionError(streamId, expected, current);
      if (next + events.length > MAX_EVENTS_PER_TRANSACTION)
        throw new Error(`more than ${MAX_EVENTS_PER_TRANSACTION} events in one transaction`);
      const first = current === 'no_stream' ? 0n : current + 1n;
      await client.query(INSERT_EVENTS, [
        events.map((_, i) => next + i),
        events.map((e) => e.id),
        events.map(() => streamId),
        events.map((_, i) => (first + BigInt(i)).toString()),
        events.map((e) => e.type),
        events.map((e) => JSON.stringify(e.data ?? null)),
        events.map((e) => JSON.stringify(e.metadata ?? null)),
      ]);
      next += events.length;
      results.push({
        nextRevision: first + BigInt(events.length - 1),
        position: positionOf(place.xid, next - 1),
      });
    }
    // Delivered to the listeners at commit, never for a transaction rolled back.
    await client.query('select pg_notify($1, $2)', [this.channel, '']);
    return results;
  }

  async readStream(streamId: string, options: { fromRevision?: bigint } = {}): Promise<RecordedEvent[]> {
    const from = (options.fromRevision ?? 0n).toString();
    return (await this.pool.query<EventRow>(READ_STREAM, [streamId, from])).rows.map(toRecorded);
  }

  /** The events a reader may see after `from`, and whether committed ones wait behind a running transaction. */
  private async readSafe(from: string | undefined, limit: number) {
    const [xid, order] = placeOf(from);
    const bound = await this.bound();
    const events = (await this.pool.query<EventRow>(READ_AFTER, [xid, order, limit, bound])).rows.map(
      toRecorded,
    );
    const heldBack = events.length < limit && (await this.heldBack(bound));
    return { events, heldBack };
  }

  /** The reader bound (READ_BOUND): read before, in a statement of its own, the rows it bounds. */
  private async bound(): Promise<string> {
    const row = (await this.pool.query<{ bound: string }>(READ_BOUND, [APPENDER_LOCK_CLASS])).rows[0];
    if (!row) throw new Error('PostgreSQL gave no reader bound');
    return row.bound;
  }

  private async heldBack(bound: string): Promise<boolean> {
    return (await this.pool.query<{ held: boolean }>(HELD_BACK, [bound])).rows[0]?.held === true;
  }

  /** Waits a little for events held back by a running transaction (`heldBackWaitMs`). */
  async readAll(options: { from?: string; limit?: number } = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? 1000;
    if (limit <= 0) return [];
    const until = Date.now() + (this.options.heldBackWaitMs ?? 2000);
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      const { events, heldBack } = await this.readSafe(options.from, limit);
      if (!heldBack || Date.now() > until) return events;
      await sleep(pause);
    }
  }

  /** The last event a reader may see: a subscription from it skips nothing committed later. Waits as readAll. */
  async lastPosition(): Promise<string | undefined> {
    const until = Date.now() + (this.options.heldBackWaitMs ?? 2000);
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      const bound = await this.bound();
      const last = await this.pool.query<{ xid: string; transaction_order: number }>(LAST_VISIBLE, [bound]);
      const row = last.rows[0];
      if (Date.now() > until || !(await this.heldBack(bound)))
        return row && positionOf(row.xid, row.transaction_order);
      await sleep(pause);
    }
  }

  subscribeAll(
    handler: (events: RecordedEvent[]) => Promise<void>,
    options: SubscribeOptions = {},
  ): Subscription {
    return subscribe((from, limit) => this.readSafe(from, limit), this.listener, handler, {
      ...options,
      pollMs: this.options.pollMs ?? POLL_MS,
    });
  }

  async size(): Promise<{ events: number; bytes: number }> {
    const row = (await this.pool.query<{ events: string; bytes: string }>(LOG_SIZE)).rows[0];
    return { events: Number(row?.events ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  async close(): Promise<void> {
    this.listener.close();
    await this.pool.end();
  }
}
