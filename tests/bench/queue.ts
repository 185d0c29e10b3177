import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type JobQueue, type NewJob, QUEUE_DDL, SqliteJobQueue } from '@portal/workers';
import { BullmqJobQueue } from '@portal/workers/bullmq';
import Database from 'better-sqlite3';
import { privateRedis } from '../support/redis-server.js';

/**
 * The job queue's throughput: jobs enqueued per second (with the reactor's checkpoint, in batches of 1 and 10)
 * and jobs processed per second (a queue of `drain` jobs emptied by one worker, concurrency 4, no-op handler:
 * claim, run, record done), for the embedded queue and, when redis-server is installed, BullMQ on a private
 * one. Baseline: raw better-sqlite3 INSERTs into the queue's own table with the same durability.
 */
export const queueSettings = {
  enqueue: 20_000,
  drain: 5_000,
  capS: 4,
  batches: [1, 10],
  concurrency: 4,
} as const;

export interface QueueRow {
  name: string;
  jobs: number;
  seconds: number;
  jobsPerSec: number;
}
export interface QueueResult {
  settings: typeof queueSettings;
  enqueue: QueueRow[];
  processed: QueueRow[];
  /** Why BullMQ was not measured, when it was not. */
  bullmqSkipped?: string;
}

const mailJob = (i: number): NewJob => ({
  id: `${randomUUID()}.registrationReceived`,
  kind: 'mail',
  payload: {
    template: 'registrationReceived',
    userId: `user-${i}`,
    caseNumber: `RC-2026-${String(i).padStart(6, '0')}`,
  },
});
const row = (name: string, jobs: number, seconds: number): QueueRow => ({
  name,
  jobs,
  seconds,
  jobsPerSec: jobs / seconds,
});

/** Calls `step(i)` (which writes `batch` jobs) until `total` jobs are written or the cap passes. */
async function timed(name: string, batch: number, step: (i: number) => unknown): Promise<QueueRow> {
  const steps = Math.ceil(queueSettings.enqueue / batch);
  const start = performance.now();
  let done = 0;
  while (done < steps) {
    await step(done++);
    if (done % 50 === 0 && performance.now() - start > queueSettings.capS * 1000) break;
  }
  return row(name, done * batch, (performance.now() - start) / 1000);
}

async function inTemp<T>(run: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-queue-'));
  try {
    return await run(join(dir, 'queue.sqlite'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function enqueueRow(name: string, queue: JobQueue, batch: number): Promise<QueueRow> {
  return timed(name, batch, (i) =>
    queue.enqueue(
      Array.from({ length: batch }, (_, k) => mailJob(i * batch + k)),
      { reactor: 'mail', position: String(i) },
    ),
  );
}

/** The queue's own table and indexes, WAL + synchronous FULL, one transaction per batch, nothing else. */
function rawInsert(batch: number): Promise<QueueRow> {
  return inTemp(async (file) => {
    const db = new Database(file);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.exec(QUEUE_DDL);
      const insert = db.prepare(
        `INSERT INTO jobs (id, kind, payload, state, attempt, run_at, created_at) VALUES (?, ?, ?, 'waiting', 0, ?, ?)`,
      );
      const tx = db.transaction((i: number) => {
        const now = Date.now();
        for (let k = 0; k < batch; k++) {
          const j = mailJob(i * batch + k);
          insert.run(j.id, j.kind, JSON.stringify(j.payload), now, now);
        }
      });
      return await timed(`raw INSERT into the queue's table, ${batch} per tx`, batch, (i) => tx.immediate(i));
    } finally {
      db.close();
    }
  });
}

/** Fills the queue with `drain` jobs, then times one worker emptying it (or the cap). */
async function drain(name: string, queue: JobQueue): Promise<QueueRow> {
  const total = queueSettings.drain;
  for (let i = 0; i < total; i += 100)
    await queue.enqueue(
      Array.from({ length: 100 }, (_, k) => mailJob(i + k)),
      { reactor: 'mail', position: String(i) },
    );
  let ran = 0;
  const start = performance.now();
  const handle = queue.work(
    { mail: async () => void ran++ },
    {
      concurrency: queueSettings.concurrency,
      retry: { attempts: 3, baseDelayMs: 100, maxDelayMs: 1000 },
      leaseMs: 30_000,
    },
  );
  while (ran < total && performance.now() - start < queueSettings.capS * 1000)
    await new Promise((r) => setTimeout(r, 5));
  await handle.stop();
  const seconds = (performance.now() - start) / 1000;
  return row(name, (await queue.counts()).done, seconds);
}

async function sqlite<T>(synchronous: 'FULL' | 'NORMAL', run: (q: SqliteJobQueue) => Promise<T>): Promise<T> {
  return inTemp(async (file) => {
    const queue = new SqliteJobQueue(file, { synchronous });
    try {
      return await run(queue);
    } finally {
      await queue.close();
    }
  });
}

export async function runQueueBench(): Promise<QueueResult> {
  const enqueue: QueueRow[] = [];
  const processed: QueueRow[] = [];
  for (const batch of queueSettings.batches) {
    enqueue.push(
      await sqlite('FULL', (q) => enqueueRow(`SqliteJobQueue.enqueue, ${batch} per call`, q, batch)),
    );
    enqueue.push(await rawInsert(batch));
  }
  processed.push(await sqlite('FULL', (q) => drain('SqliteJobQueue (synchronous FULL, the default)', q)));
  processed.push(await sqlite('NORMAL', (q) => drain('SqliteJobQueue (synchronous NORMAL)', q)));

  const redis = await privateRedis();
  if (!redis.available) return { settings: queueSettings, enqueue, processed, bullmqSkipped: redis.reason };
  try {
    const bullmq = async <T>(run: (q: BullmqJobQueue) => Promise<T>) => {
      const queue = new BullmqJobQueue({ url: redis.url, name: `bench-${randomUUID()}` });
      try {
        return await run(queue);
      } finally {
        await queue.close();
      }
    };
    for (const batch of queueSettings.batches)
      enqueue.push(await bullmq((q) => enqueueRow(`BullmqJobQueue.enqueue, ${batch} per call`, q, batch)));
    processed.push(await bullmq((q) => drain('BullmqJobQueue (private redis-server, no persistence)', q)));
  } finally {
    await redis.stop();
  }
  return { settings: queueSettings, enqueue, processed };
}
