import { compactSqlite, openSqlite, type SqliteHandle } from '@portal/platform';
import { type PollWorker, startPollWorker } from './poll-worker.js';
import type {
  DeadLetter,
  EffectLog,
  JobHandler,
  JobQueue,
  NewJob,
  QueueCounts,
  ReactorCheckpoint,
  WorkerHandle,
  WorkOptions,
} from './port.js';
import { sqliteJobs } from './sqlite-jobs.js';
import { QUEUE_DDL } from './sqlite-schema.js';

/** The queue file's tables (the bench's raw-insert baseline writes into the same table). */
export { QUEUE_DDL };

export interface SqliteJobQueueOptions {
  /** How often an idle worker looks for jobs enqueued by another process or left by a dead one. */
  pollMs?: number;
  /** FULL (default): every enqueue, outcome and sent-log entry survives a power loss; NORMAL: a crash only. */
  synchronous?: 'NORMAL' | 'FULL';
}

/**
 * The embedded queue: jobs, reactor checkpoints and the sent log in one SQLite file (e.g. DATA_DIR/queue.sqlite).
 * Any number of processes may open the same file: claims are atomic.
 */
export class SqliteJobQueue implements JobQueue {
  readonly effects: EffectLog;
  private readonly handle: SqliteHandle;
  private readonly workers = new Set<PollWorker>();
  private readonly pollMs: number;
  private closed = false;
  private readonly insertAll: (parts: readonly Enqueued[], now: number) => void;
  /** Enqueues waiting for this turn's commit (group commit: one FULL transaction for all of them). */
  private pending: Enqueued[] = [];
  private readonly countAll: (now: number) => QueueCounts;

  constructor(file: string, options: SqliteJobQueueOptions = {}) {
    this.pollMs = options.pollMs ?? 250;
    this.handle = openSqlite(file, { synchronous: options.synchronous ?? 'FULL' });
    const db = this.handle.db;
    // A deleted job leaves no bytes in free pages: its payload may name a person (an erasure deletes it).
    db.pragma('secure_delete = ON');
    db.exec(QUEUE_DDL);
    this.effects = sqliteEffectLog(db);
    const insert = db.prepare(
      `INSERT OR IGNORE INTO jobs (id, kind, payload, state, attempt, run_at, created_at)
       VALUES (@id, @kind, @payload, 'waiting', 0, @now, @now)`,
    );
    const moveCheckpoint = db.prepare(
      `INSERT INTO reactor_checkpoints (reactor, position, updated_at) VALUES (@reactor, @position, @now)
       ON CONFLICT (reactor) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
    );
    // better-sqlite3 runs a transaction function called inside another as a savepoint: a part that throws rolls
    // back alone (its caller is told), the others commit with the transaction.
    const part = db.transaction((jobs: readonly NewJob[], checkpoint: ReactorCheckpoint, now: number) => {
      for (const job of jobs)
        insert.run({ id: job.id, kind: job.kind, payload: JSON.stringify(job.payload), now });
      moveCheckpoint.run({ reactor: checkpoint.reactor, position: checkpoint.position, now });
    });
    const insertAll = db.transaction((parts: readonly Enqueued[], now: number) => {
      for (const enqueued of parts)
        try {
          part(enqueued.jobs, enqueued.checkpoint, now);
          enqueued.outcome = { ok: true };
        } catch (error) {
          enqueued.outcome = { ok: false, error };
        }
    });
    this.insertAll = (parts, now) => insertAll.immediate(parts, now);
    // Per state from the (state, …) index, plus the waiting jobs whose retry time has not come, in one read.
    const byState = db.prepare<[], { state: string; n: number }>(
      'SELECT state, COUNT(*) AS n FROM jobs GROUP BY state',
    );
    const notYet = db.prepare<[number], { n: number }>(
      `SELECT COUNT(*) AS n FROM jobs WHERE state = 'waiting' AND run_at > ?`,
    );
    this.countAll = db.transaction((now: number) => {
      const n = Object.fromEntries(byState.all().map((r) => [r.state, r.n]));
      const delayed = notYet.get(now)?.n ?? 0;
      return {
        waiting: (n.waiting ?? 0) - delayed,
        active: n.active ?? 0,
        delayed,
        done: n.done ?? 0,
        dead: n.dead ?? 0,
      };
    });
  }

  /**
   * Group commit: the enqueues of one event-loop turn (each reactor's batch for the same appended events) are
   * committed together in one transaction, each in a savepoint of its own, so they share one fsync; each caller
   * is answered once its part is durable (or failed alone).
   */
  enqueue(jobs: NewJob[], checkpoint: ReactorCheckpoint): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The job queue is closed'));
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ jobs, checkpoint, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.commitPending());
    });
  }

  private commitPending(): void {
    const parts = this.pending;
    this.pending = [];
    if (parts.length === 0) return;
    try {
      this.insertAll(parts, Date.now());
    } catch (error) {
      for (const enqueued of parts) enqueued.reject(error);
      return;
    }
    for (const enqueued of parts)
      if (enqueued.outcome?.ok) enqueued.resolve();
      else enqueued.reject(enqueued.outcome?.error);
    for (const worker of this.workers) worker.wake();
  }

  async checkpoint(reactor: string): Promise<string | undefined> {
    const row = this.handle.db
      .prepare<[string], { position: string }>('SELECT position FROM reactor_checkpoints WHERE reactor = ?')
      .get(reactor);
    return row?.position;
  }

  work(handlers: Record<string, JobHandler>, options: WorkOptions): WorkerHandle {
    const worker = startPollWorker(sqliteJobs(this.handle.db), handlers, options, this.pollMs);
    this.workers.add(worker);
    return {
      stop: async () => {
        await worker.stop();
        this.workers.delete(worker);
      },
    };
  }

  async counts(): Promise<QueueCounts> {
    return this.countAll(Date.now());
  }

  async retryDead(id: string): Promise<boolean> {
    const result = this.handle.db
      .prepare(
        `UPDATE jobs SET state = 'waiting', attempt = 0, run_at = ?, finished_at = NULL, last_error = NULL,
         lease_owner = NULL, lease_until = NULL WHERE id = ? AND state = 'dead'`,
      )
      .run(Date.now(), id);
    return result.changes === 1;
  }

  async discardDead(id: string): Promise<boolean> {
    return this.handle.db.prepare(`DELETE FROM jobs WHERE id = ? AND state = 'dead'`).run(id).changes === 1;
  }

  async dead(limit: number): Promise<DeadLetter[]> {
    const rows = this.handle.db
      .prepare<
        [number],
        { id: string; kind: string; attempt: number; last_error: string | null; finished_at: number }
      >(
        `SELECT id, kind, attempt, last_error, finished_at FROM jobs WHERE state = 'dead'
         ORDER BY finished_at DESC, rowid DESC LIMIT ?`,
      )
      .all(limit);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      attempts: r.attempt,
      error: r.last_error ?? '',
      failedAt: new Date(r.finished_at).toISOString(),
    }));
  }

  async prune(before: Date): Promise<number> {
    return this.handle.db
      .prepare(`DELETE FROM jobs WHERE state = 'done' AND finished_at < ?`)
      .run(before.getTime()).changes;
  }

  async removeJobsNaming(values: readonly string[]): Promise<number> {
    if (values.length === 0) return 0;
    return this.handle.db
      .prepare(
        `DELETE FROM jobs WHERE EXISTS (
           SELECT 1 FROM json_tree(jobs.payload) WHERE type = 'text' AND value IN (${values.map(() => '?').join(', ')}))`,
      )
      .run(...values).changes;
  }

  /** Rewrites the file without free pages and empties its WAL (after an erasure deleted jobs). */
  async compact(): Promise<void> {
    await compactSqlite(this.handle.db);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.commitPending();
    for (const worker of this.workers) worker.abandon();
    this.workers.clear();
    await this.handle.close();
  }
}

interface Enqueued {
  jobs: readonly NewJob[];
  checkpoint: ReactorCheckpoint;
  resolve: () => void;
  reject: (error: unknown) => void;
  outcome?: { ok: true } | { ok: false; error: unknown };
}

function sqliteEffectLog(db: SqliteHandle['db']): EffectLog {
  const has = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM effects WHERE id = ?');
  const record = db.prepare('INSERT OR IGNORE INTO effects (id, recorded_at) VALUES (?, ?)');
  return {
    has: async (effectId) => has.get(effectId) !== undefined,
    record: async (effectId, at) => void record.run(effectId, at.getTime()),
  };
}
