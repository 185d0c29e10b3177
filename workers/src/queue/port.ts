/**
 * The job queue port: reactors enqueue jobs with their checkpoint, workers run the
 * jobs' handlers with a lease, retries with backoff and jitter, and dead letters. Two adapters: the embedded
 * one on SQLite (sqlite.ts) and the distributed one on BullMQ (bullmq.ts); the same handlers run on both.
 */

/** id: deterministic, `${eventId}.${effect}`, so a re-enqueue is a no-op. */
export interface NewJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
}
export interface Job extends NewJob {
  /** 1 on the first run; a run cut short by a dead worker (lease expired) counts as one. */
  attempt: number;
}
export interface ReactorCheckpoint {
  reactor: string;
  position: string;
}
export interface QueueCounts {
  waiting: number;
  active: number;
  /** Waiting for their retry time. */
  delayed: number;
  done: number;
  dead: number;
}
/** Throws to fail the attempt. */
export type JobHandler = (job: Job) => Promise<void>;
/** Exponential backoff with full jitter: a random delay between 0 and min(maxDelayMs, baseDelayMs * 2^(attempt-1)). */
export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}
export interface WorkerHandle {
  /** Stops claiming jobs and waits for the running handlers. */
  stop(): Promise<void>;
}
export interface DeadLetter {
  id: string;
  kind: string;
  attempts: number;
  error: string;
  /** ISO 8601. */
  failedAt: string;
}
export interface WorkOptions {
  concurrency: number;
  retry: RetryPolicy;
  /** How long a claimed job stays with its worker without a renewal; a dead worker's jobs return after it. */
  leaseMs: number;
}

export interface JobQueue {
  /** Adds the jobs (idempotent by id) and moves the reactor's checkpoint, atomically where the engine allows
   *  (SQLite: one transaction; BullMQ: jobs first, then the checkpoint — a replay re-adds the same ids: no-op). */
  enqueue(jobs: NewJob[], checkpoint: ReactorCheckpoint): Promise<void>;
  /** The reactor's stored checkpoint (undefined before its first event). */
  checkpoint(reactor: string): Promise<string | undefined>;
  /** Runs handlers for claimed jobs until stopped: lease/lock, retries with backoff+jitter, dead letter after `attempts`. */
  work(handlers: Record<string, JobHandler>, options: WorkOptions): WorkerHandle;
  counts(): Promise<QueueCounts>;
  /** Dead letters, newest first (id, kind, attempts, last error) for the ops status. */
  dead(limit: number): Promise<DeadLetter[]>;
  /** A dead letter runs again from its first attempt (an operator's decision); false when there is no such dead letter. */
  retryDead(id: string): Promise<boolean>;
  /** A dead letter is given up for good (deleted); false when there is no such dead letter. */
  discardDead(id: string): Promise<boolean>;
  /** Deletes done jobs finished before `before` (retention longer than any replay window: default 30 days). */
  prune(before: Date): Promise<number>;
  /**
   * Deletes every job whose payload names one of `values` (a string anywhere in it equal to one: a user id,
   * an e-mail), whatever its state, except one a worker holds now on BullMQ (that one completes: its handler
   * skips an erased person). For an erasure: a job's payload may carry a name, a phone or an address. Answers how
   * many went.
   */
  removeJobsNaming(values: readonly string[]): Promise<number>;
  /** Releases the connection. Handlers still running are abandoned (call stop() first for a clean shutdown):
   *  their jobs return to another worker once their lease expires, as if this process had died. */
  close(): Promise<void>;
}

/** The sent log: which effects (e.g. a mail's Message-ID) already happened, so a re-run job skips them. */
export interface EffectLog {
  has(effectId: string): Promise<boolean>;
  record(effectId: string, at: Date): Promise<void>;
}
