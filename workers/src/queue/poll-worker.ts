import { randomUUID } from 'node:crypto';
import { errorText, retryDelayMs } from './backoff.js';
import type { Job, JobHandler, WorkerHandle, WorkOptions } from './port.js';

/** How a run of a job ended: done, or failed with its error (`retryAt` undefined: the job is dead). */
export type Outcome =
  | { job: Job; done: true }
  | { job: Job; done: false; error: string; retryAt: number | undefined };

/** What the poll loop needs from a job table; every write is checked against the owner and the attempt. */
export interface ClaimingStore {
  /**
   * Records `outcomes` (the runs that ended since the last claim) and claims up to `limit` due jobs (new, retry
   * time reached, or lease expired) for `owner` until `leaseUntil`, in one transaction.
   */
  claim(
    owner: string,
    limit: number,
    leaseUntil: number,
    maxAttempts: number,
    outcomes: readonly Outcome[],
  ): Job[];
  /** Records `outcomes` without claiming (a worker stopping). */
  settle(owner: string, outcomes: readonly Outcome[]): void;
  renew(owner: string, leaseUntil: number): void;
  /** The earliest run_at among waiting jobs. */
  nextRunAt(): number | undefined;
}

export interface PollWorker extends WorkerHandle {
  /** Claims at once (a job was enqueued in this process). */
  wake(): void;
  /** Stops claiming and renewing at once, without waiting: the running jobs' leases run out. */
  abandon(): void;
}

/**
 * The embedded worker: claims due jobs up to `concurrency`, runs their handlers, renews their lease every
 * third of it while they run, and records the outcome. It claims again as soon as a handler finishes or a job
 * is enqueued here, else every `pollMs` (jobs enqueued by another process, expired leases) or at the next
 * retry time, whichever comes first. The outcomes of the runs that ended meanwhile are written with that claim,
 * in its transaction (one commit for both); one not written (busy) is tried again with the next, and one never
 * written (the process died) leaves its job to run again when its lease expires, as before.
 */
export function startPollWorker(
  store: ClaimingStore,
  handlers: Record<string, JobHandler>,
  { concurrency, retry, leaseMs }: WorkOptions,
  pollMs: number,
): PollWorker {
  const owner = randomUUID();
  const running = new Set<Promise<void>>();
  let outcomes: Outcome[] = [];
  let stopped = false;
  let woken = false;
  let wakeSleeper: (() => void) | undefined;

  const wake = () => {
    woken = true;
    wakeSleeper?.();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleeper = undefined;
        resolve();
      }
      wakeSleeper = done;
    });
  const renewal = setInterval(
    () => {
      if (running.size === 0) return;
      try {
        store.renew(owner, Date.now() + leaseMs);
      } catch {
        // Busy or closed: the next renewal tries again, or the lease runs out and the job comes back.
      }
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );

  async function run(job: Job): Promise<void> {
    let failure: unknown;
    let failed = false;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job);
    } catch (error) {
      failed = true;
      failure = error;
    }
    const outcome: Outcome = failed
      ? {
          job,
          done: false,
          error: errorText(failure),
          retryAt: job.attempt < retry.attempts ? Date.now() + retryDelayMs(retry, job.attempt) : undefined,
        }
      : { job, done: true };
    outcomes.push(outcome);
    // Stopped: no claim comes to carry it.
    if (stopped) settle();
  }

  /** Writes the outcomes waiting for a claim; not written (closed or busy): the lease runs out, the job runs again. */
  function settle(): void {
    const written = outcomes;
    outcomes = [];
    try {
      if (written.length > 0) store.settle(owner, written);
    } catch {
      // As above.
    }
  }

  function start(job: Job): void {
    const task = run(job).finally(() => {
      running.delete(task);
      wake();
    });
    running.add(task);
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      woken = false;
      const free = concurrency - running.size;
      let jobs: Job[] = [];
      let next: number | undefined;
      try {
        const settled = outcomes;
        if (free > 0 || settled.length > 0) {
          jobs = store.claim(owner, Math.max(0, free), Date.now() + leaseMs, retry.attempts, settled);
          outcomes = outcomes.slice(settled.length);
        }
        if (jobs.length < free) next = store.nextRunAt();
      } catch {
        // Busy or closed: try again after the poll interval.
      }
      for (const job of jobs) start(job);
      if (free > 0 && jobs.length === free) continue;
      const untilNext = next === undefined ? pollMs : Math.max(0, next - Date.now());
      await sleep(Math.min(pollMs, untilNext + 1));
    }
  }

  const looping = loop();
  const halt = () => {
    stopped = true;
    wake();
  };
  return {
    wake,
    abandon() {
      halt();
      settle();
      clearInterval(renewal);
    },
    async stop() {
      halt();
      await looping;
      settle();
      await Promise.all(running);
      clearInterval(renewal);
    },
  };
}
