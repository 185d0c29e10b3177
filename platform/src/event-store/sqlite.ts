import { EventEmitter } from 'node:events';
import type Database from 'better-sqlite3';
import { openSqlite, type SqliteHandle } from '../sqlite.js';
import { subscribe } from './catch-up.js';
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

interface Row {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  created_at: string;
}

const toRecorded = (r: Row): RecordedEvent => ({
  id: r.id,
  streamId: r.stream_id,
  type: r.type,
  data: JSON.parse(r.data),
  metadata: JSON.parse(r.metadata),
  revision: BigInt(r.revision),
  position: formatPosition(r.position),
  createdAt: r.created_at,
});

/** How often a subscription looks for events appended by another process on the same file. */
const POLL_MS = 250;

/**
 * The embedded event store: one SQLite file in WAL mode. Appends are serialised by an immediate
 * transaction, so the expected-revision check and the insert are one step even across processes.
 */
export class SqliteEventStore implements EventStore {
  private readonly handle: SqliteHandle;
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private readonly stmts;
  /** Calls of appendMany waiting for the next group commit. */
  private pending: {
    writes: StreamAppend[];
    resolve: (results: AppendResult[]) => void;
    reject: (error: unknown) => void;
  }[] = [];
  /** One call's parts, in a savepoint when run inside commitGroup. */
  private readonly appendCall: (writes: StreamAppend[]) => { results: AppendResult[]; inserted: boolean };
  private readonly commitGroup: Database.Transaction<
    (calls: StreamAppend[][]) => ({ results: AppendResult[]; inserted: boolean } | { error: unknown })[]
  >;

  constructor(file: string) {
    // The log is the only source of truth: every append must survive a power loss.
    this.handle = openSqlite(file, { synchronous: 'FULL' });
    this.db = this.handle.db;
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        position   INTEGER PRIMARY KEY, -- never reused: events are never deleted
        id         TEXT NOT NULL UNIQUE,
        stream_id  TEXT NOT NULL,
        revision   INTEGER NOT NULL,
        type       TEXT NOT NULL,
        data       TEXT NOT NULL,
        metadata   TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (stream_id, revision)
      );`);
    this.appended.setMaxListeners(0);
    this.stmts = {
      last: this.db.prepare<[string], { revision: number }>(
        'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      ),
      byId: this.db.prepare<[string], Row>('SELECT * FROM events WHERE id = ?'),
      insert: this.db.prepare(
        'INSERT INTO events (id, stream_id, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      stream: this.db.prepare<[string, number], Row>(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision',
      ),
      all: this.db.prepare<[number, number], Row>(
        'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
      ),
      maxPosition: this.db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    };
    this.appendCall = this.db.transaction((writes: StreamAppend[]) => {
      let inserted = false;
      const results = writes.map(({ streamId, events, expected }) => {
        const result = this.appendInTransaction(streamId, events, expected);
        inserted ||= result.inserted;
        return { nextRevision: result.nextRevision, position: result.position };
      });
      return { results, inserted };
    });
    this.commitGroup = this.db.transaction((calls: StreamAppend[][]) =>
      calls.map((writes) => {
        try {
          return this.appendCall(writes);
        } catch (error) {
          return { error };
        }
      }),
    );
  }

  readonly atomicAppendMany = true;

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const [result] = await this.appendMany([{ streamId, events, expected }]);
    return result as AppendResult;
  }

  /**
   * Every part in one transaction: a refused part (its expected revision) rolls back the others. Group commit: the
   * calls made during one turn of the event loop are committed together, one fsync for all, each call in a
   * savepoint of its own, so a refused call rolls back only itself; each promise settles once the commit is done.
   */
  async appendMany(writes: StreamAppend[]): Promise<AppendResult[]> {
    for (const write of writes)
      if (write.events.length === 0) throw new Error('append needs at least one event');
    if (writes.length === 0) return [];
    return new Promise((resolve, reject) => {
      this.pending.push({ writes, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.commitPending());
    });
  }

  private commitPending(): void {
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    let outcomes: ({ results: AppendResult[]; inserted: boolean } | { error: unknown })[];
    try {
      outcomes = this.commitGroup.immediate(group.map((call) => call.writes));
    } catch (error) {
      for (const call of group) call.reject(error);
      return;
    }
    if (outcomes.some((o) => 'inserted' in o && o.inserted)) this.appended.emit('append');
    for (const [i, call] of group.entries()) {
      const outcome = outcomes[i];
      if (outcome && 'results' in outcome) call.resolve(outcome.results);
      else call.reject(outcome?.error);
    }
  }

  private appendInTransaction(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): AppendResult & { inserted: boolean } {
    const existing = this.idempotentResult(streamId, events, expected);
    if (existing) return { ...existing, inserted: false };
    const lastRow = this.stmts.last.get(streamId);
    const current = lastRow === undefined ? ('no_stream' as const) : BigInt(lastRow.revision);
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === 'no_stream') ||
      (expected === 'stream_exists' && current !== 'no_stream') ||
      (typeof expected === 'bigint' && current === expected);
    if (!ok) throw new WrongExpectedVersionError(streamId, expected, current);
    let revision = current === 'no_stream' ? -1 : Number(current);
    const createdAt = new Date().toISOString();
    let position = 0;
    for (const e of events) {
      revision += 1;
      const info = this.stmts.insert.run(
        e.id,
        streamId,
        revision,
        e.type,
        JSON.stringify(e.data),
        JSON.stringify(e.metadata),
        createdAt,
      );
      position = Number(info.lastInsertRowid);
    }
    return { nextRevision: BigInt(revision), position: formatPosition(position), inserted: true };
  }

  /**
   * When every event id is already in this stream, in order, the append already happened: report its result
   * (the revision and position of its last event, as EventStoreDB does). A partial overlap is refused.
   */
  private idempotentResult(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): AppendResult | undefined {
    const first = events[0] && this.stmts.byId.get(events[0].id);
    if (!first) return undefined;
    let last = first;
    for (const [i, e] of events.entries()) {
      const row = i === 0 ? first : this.stmts.byId.get(e.id);
      if (!row || row.stream_id !== streamId || row.revision !== first.revision + i) {
        const tail = this.stmts.last.get(streamId);
        throw new WrongExpectedVersionError(streamId, expected, tail ? BigInt(tail.revision) : 'no_stream');
      }
      last = row;
    }
    return { nextRevision: BigInt(last.revision), position: formatPosition(last.position) };
  }

  async readStream(streamId: string, options: { fromRevision?: bigint } = {}): Promise<RecordedEvent[]> {
    return this.stmts.stream.all(streamId, Number(options.fromRevision ?? 0n)).map(toRecorded);
  }

  async readAll(options: { from?: string; limit?: number } = {}): Promise<RecordedEvent[]> {
    return this.stmts.all.all(Number(options.from ?? 0), options.limit ?? 1000).map(toRecorded);
  }

  async lastPosition(): Promise<string | undefined> {
    const p = this.stmts.maxPosition.get()?.p;
    return p == null ? undefined : formatPosition(p);
  }

  subscribeAll(
    handler: (events: RecordedEvent[]) => Promise<void>,
    options: SubscribeOptions = {},
  ): Subscription {
    const read = async (from: string | undefined, limit: number) => ({
      events: await this.readAll({ from, limit }),
      heldBack: false, // a committed event is visible at once: SQLite has one writer at a time
    });
    const signal = {
      on: (wake: () => void) => {
        this.appended.on('append', wake);
        return () => this.appended.off('append', wake);
      },
    };
    return subscribe(read, signal, handler, { ...options, pollMs: POLL_MS });
  }

  async close(): Promise<void> {
    this.commitPending();
    await this.handle.close();
  }
}
