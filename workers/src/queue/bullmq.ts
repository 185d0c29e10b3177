import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { errorText, retryDelayMs } from './backoff.js';
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

export interface BullmqJobQueueOptions {
  /** REDIS_URL. */
  url: string;
  /** The BullMQ queue (default portal-jobs); its checkpoints and sent log live under `portal:<name>:`. */
  name?: string;
  /** How long done jobs are kept, so a re-enqueue of the same id stays a no-op (default 30 days). */
  retentionDays?: number;
  /** How long the sent log remembers an effect (default 400 days). */
  effectDays?: number;
  /** Connection and worker errors (default: printed to stderr). */
  onError?: (error: unknown) => void;
}

interface JobData {
  id: string;
  payload: Record<string, unknown>;
}

const DAY_S = 86_400;
/** The jobs' own attempts bound; work()'s retry.attempts (maxStartedAttempts) ends a job sooner. */
const ATTEMPTS_CAP = 100_000;
const BACKOFF = 'portal-full-jitter';

/** BullMQ refuses ':' in a job id and an all-digit id: ours are percent-encoded, and '#' marks all digits. */
export function bullmqJobId(id: string): string {
  const safe = encodeURIComponent(id);
  return /^\d+$/.test(safe) ? `#${safe}` : safe;
}

/** The distributed queue: BullMQ on Redis; reactor checkpoints and the sent log as plain Redis keys. */
export class BullmqJobQueue implements JobQueue {
  readonly effects: EffectLog;
  private readonly redis: Redis;
  private readonly queue: Queue<JobData>;
  private readonly workers = new Map<Worker<JobData>, Redis>();
  private readonly keys: string;
  private readonly onError: (error: unknown) => void;
  private closed = false;

  constructor(private readonly options: BullmqJobQueueOptions) {
    const name = options.name ?? 'portal-jobs';
    this.keys = `portal:${name}:`;
    this.onError = options.onError ?? ((e) => console.error(`job queue ${name} (BullMQ): ${errorText(e)}`));
    this.redis = new Redis(options.url);
    this.redis.on('error', this.onError);
    this.queue = new Queue<JobData>(name, {
      connection: this.redis,
      defaultJobOptions: {
        attempts: ATTEMPTS_CAP,
        backoff: { type: BACKOFF },
        removeOnComplete: { age: (options.retentionDays ?? 30) * DAY_S },
        // Dead letters stay until someone looks at them.
        removeOnFail: false,
      },
    });
    this.queue.on('error', this.onError);
    const effectS = (options.effectDays ?? 400) * DAY_S;
    const effectKey = (id: string) => `${this.keys}effect:${id}`;
    this.effects = {
      has: async (id) => (await this.redis.exists(effectKey(id))) === 1,
      record: async (id, at) =>
        void (await this.redis.set(effectKey(id), at.toISOString(), 'EX', effectS, 'NX')),
    };
  }

  async enqueue(jobs: NewJob[], checkpoint: ReactorCheckpoint): Promise<void> {
    if (jobs.length > 0)
      await this.queue.addBulk(
        jobs.map((j) => ({
          name: j.kind,
          data: { id: j.id, payload: j.payload },
          opts: { jobId: bullmqJobId(j.id) },
        })),
      );
    await this.redis.set(`${this.keys}checkpoint:${checkpoint.reactor}`, checkpoint.position);
  }

  async checkpoint(reactor: string): Promise<string | undefined> {
    return (await this.redis.get(`${this.keys}checkpoint:${reactor}`)) ?? undefined;
  }

  work(handlers: Record<string, JobHandler>, { concurrency, retry, leaseMs }: WorkOptions): WorkerHandle {
    const connection = new Redis(this.options.url, { maxRetriesPerRequest: null });
    connection.on('error', this.onError);
    const worker = new Worker<JobData>(
      this.queue.name,
      async (job) => {
        const handler = handlers[job.name];
        if (!handler) throw new Error(`no handler for job kind "${job.name}"`);
        await handler({
          id: job.data.id,
          kind: job.name,
          payload: job.data.payload,
          attempt: job.attemptsStarted,
        });
      },
      {
        connection,
        concurrency,
        lockDuration: leaseMs,
        stalledInterval: leaseMs,
        // A job whose worker died comes back (stalled) until it has started `attempts` times in all.
        maxStalledCount: retry.attempts,
        maxStartedAttempts: retry.attempts,
        settings: { backoffStrategy: (failed: number) => retryDelayMs(retry, failed) },
      },
    );
    worker.on('error', this.onError);
    this.workers.set(worker, connection);
    return {
      stop: async () => {
        await worker.close();
        this.workers.delete(worker);
        await connection.quit().catch(() => connection.disconnect());
      },
    };
  }

  async counts(): Promise<QueueCounts> {
    const c = await this.queue.getJobCounts(
      'wait',
      'prioritized',
      'active',
      'delayed',
      'completed',
      'failed',
    );
    const n = (type: string) => c[type] ?? 0;
    return {
      waiting: n('wait') + n('prioritized'),
      active: n('active'),
      delayed: n('delayed'),
      done: n('completed'),
      dead: n('failed'),
    };
  }

  /** Every failed job is a dead letter: a job with attempts left waits in `delayed`, not in `failed`. */
  async retryDead(id: string): Promise<boolean> {
    const job = await this.queue.getJob(bullmqJobId(id));
    if (!job || !(await job.isFailed())) return false;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return true;
  }

  async discardDead(id: string): Promise<boolean> {
    const job = await this.queue.getJob(bullmqJobId(id));
    if (!job || !(await job.isFailed())) return false;
    await job.remove();
    return true;
  }

  async dead(limit: number): Promise<DeadLetter[]> {
    if (limit <= 0) return [];
    const jobs = await this.queue.getFailed(0, limit - 1);
    return jobs.map((job) => ({
      id: (job.data as JobData).id,
      kind: job.name,
      attempts: job.attemptsStarted,
      error: job.failedReason ?? '',
      failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
    }));
  }

  async prune(before: Date): Promise<number> {
    const grace = Math.max(0, Date.now() - before.getTime());
    let removed = 0;
    for (;;) {
      const ids = await this.queue.clean(grace, 1000, 'completed');
      removed += ids.length;
      if (ids.length < 1000) return removed;
    }
  }

  async removeJobsNaming(values: readonly string[]): Promise<number> {
    const wanted = new Set(values);
    if (wanted.size === 0) return 0;
    const names = (value: unknown): boolean =>
      typeof value === 'string'
        ? wanted.has(value)
        : value !== null && typeof value === 'object' && Object.values(value).some(names);
    let removed = 0;
    const page = 500;
    for (const state of ['waiting', 'prioritized', 'delayed', 'completed', 'failed'] as const) {
      // Removing shifts the pages: read from the start again until a page removes nothing.
      for (let start = 0; ; ) {
        const jobs = await this.queue.getJobs([state], start, start + page - 1, true);
        if (jobs.length === 0) break;
        let removedHere = 0;
        for (const job of jobs) {
          if (!names((job.data as JobData | undefined)?.payload)) continue;
          try {
            await job.remove();
            removedHere += 1;
          } catch {
            // Taken by a worker meanwhile: it completes (the handler skips an erased person).
          }
        }
        removed += removedHere;
        if (removedHere === 0) start += page;
      }
    }
    return removed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const [worker, connection] of this.workers) {
      await worker.close(true).catch(() => {});
      connection.disconnect();
    }
    this.workers.clear();
    await this.queue.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
