import { type LoggedEvent, type ProjectionError, readLogged } from '@portal/contracts';
import type { EventStore, RecordedEvent, Subscription } from '@portal/platform';
import type { JobQueue, NewJob } from '../queue/port.js';
import type { Reactor } from './reactor.js';

export interface ReactorLog {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown, fields?: Record<string, unknown>): void;
}

export type ReactorState = 'catching-up' | 'live' | 'parked' | 'stopped';

export interface ReactorStatus {
  name: string;
  position: string | undefined;
  state: ReactorState;
  error: ProjectionError | null;
}

export interface ReactorRunnerOptions {
  reactor: Reactor;
  events: EventStore;
  queue: Pick<JobQueue, 'enqueue' | 'checkpoint'>;
  log?: ReactorLog;
  batchSize?: number;
  /** After a failure of the stores: wait before subscribing again. */
  retryMs?: number;
  /** Told each change of state or error (the composition stores it for the ops status of every process). */
  onStatus?: (status: ReactorStatus) => Promise<void>;
}

class Parked extends Error {}

/** How often at most a reactor stores its checkpoint after batches that gave no job. */
const CHECKPOINT_EVERY_MS = 1000;

/** The checkpoint of a reactor that starts before the log's first event. */
const FROM_START = '';

/**
 * Follows the event log for one reactor: the log is the outbox. Each batch's jobs are enqueued together with the
 * reactor's checkpoint (one transaction on the embedded queue; on BullMQ the ids make a replay a no-op), so a
 * crash anywhere neither loses nor doubles an effect. A reactor starting for the first time begins at the end of
 * the log: deploying it never acts on the past. `npm run rebuild` never starts a reactor, and a rebuild moves only
 * projection checkpoints, so it never re-sends anything. An event the reactor cannot read or react to parks it
 * (logged, reported); a failure of the stores is retried.
 */
export class ReactorRunner {
  private subscription: Subscription | undefined;
  private running = false;
  private target: string | undefined;
  private status: ReactorStatus;
  private retry: NodeJS.Timeout | undefined;
  /** Where the reactor began on its first start, before that was stored. */
  private firstFrom: { position: string } | undefined;
  /** When the checkpoint was last stored, and the position passed since then by batches without jobs. */
  private storedAt = 0;
  private unstored: string | undefined;
  /** Stores `unstored` once the second is over, so a log that goes quiet still has its checkpoint stored. */
  private trailing: NodeJS.Timeout | undefined;

  constructor(private readonly options: ReactorRunnerOptions) {
    this.status = { name: options.reactor.name, position: undefined, state: 'stopped', error: null };
  }

  report(): ReactorStatus {
    return { ...this.status };
  }

  /** A new status; a change of state or error is reported (a failure to store it is only logged). */
  private setStatus(next: ReactorStatus): void {
    const changed = next.state !== this.status.state || next.error?.message !== this.status.error?.message;
    this.status = next;
    if (changed && this.options.onStatus)
      this.options
        .onStatus({ ...next })
        .catch((error) => this.options.log?.error(`reactor ${next.name}: storing its state failed`, error));
  }

  async start(): Promise<void> {
    this.running = true;
    await this.subscribe();
  }

  private async subscribe(): Promise<void> {
    const { events, queue, reactor } = this.options;
    this.target = await events.lastPosition();
    let from = await queue.checkpoint(reactor.name);
    if (from === undefined) {
      // The first start: the end of the log now, kept here too so a retry after a failed store does not move it.
      // An empty log: stored as '' (before every event), so a crash before the first batch does not make the
      // next start a first start again, which would skip the events appended meanwhile.
      this.firstFrom ??= { position: this.target ?? FROM_START };
      from = this.firstFrom.position;
      await queue.enqueue([], { reactor: reactor.name, position: from });
    }
    if (!this.running) return;
    this.setStatus({
      ...this.status,
      position: from,
      state:
        this.target === undefined || (from !== undefined && from >= this.target) ? 'live' : 'catching-up',
      error: null,
    });
    const subscription = events.subscribeAll((batch) => this.handle(batch), {
      ...(from ? { from } : {}),
      batchSize: this.options.batchSize ?? 200,
    });
    this.subscription = subscription;
    void subscription.failed.then((error) => {
      if (!this.running || this.subscription !== subscription || error instanceof Parked) return;
      this.failedWith(error);
    });
  }

  /** A failure of the stores: logged, reported, and subscribed again after a pause (again and again if need be). */
  private failedWith(error: unknown): void {
    const { reactor, log, retryMs } = this.options;
    log?.error(`reactor ${reactor.name} failed; retrying`, error);
    const message = error instanceof Error ? error.message : String(error);
    this.setStatus({ ...this.status, error: { message, position: this.status.position ?? '' } });
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.running) this.subscribe().catch((next) => this.running && this.failedWith(next));
    }, retryMs ?? 1000);
  }

  private async handle(batch: RecordedEvent[]): Promise<void> {
    const { reactor, queue } = this.options;
    const handles = new Set<string>(reactor.handles);
    const jobs: NewJob[] = [];
    let position = this.status.position;
    for (const recorded of batch) {
      if (handles.has(recorded.type)) {
        const reacted = this.react(recorded);
        if ('failure' in reacted) {
          if (position !== this.status.position && position !== undefined)
            await queue.enqueue(jobs, { reactor: reactor.name, position });
          this.park(reacted.failure, position);
          throw new Parked();
        }
        jobs.push(...reacted.jobs);
      }
      position = recorded.position;
    }
    if (position === undefined) return;
    // A batch without jobs moves the checkpoint in memory, stored at most every CHECKPOINT_EVERY_MS (the last one
    // when that time is over, and on stop):
    // a crash before that replays events that give no job, and each job's id makes a second enqueue a no-op.
    if (jobs.length > 0 || Date.now() - this.storedAt >= CHECKPOINT_EVERY_MS) {
      // Cleared first: a trailing store must not write an older position after this one.
      this.unstored = undefined;
      await queue.enqueue(jobs, { reactor: reactor.name, position });
      this.storedAt = Date.now();
    } else {
      this.unstored = position;
      this.trailing ??= setTimeout(
        () => void this.storeTrailing(),
        Math.max(0, CHECKPOINT_EVERY_MS - (Date.now() - this.storedAt)),
      );
    }
    this.status = { ...this.status, position };
    if (this.status.state === 'catching-up' && (this.target === undefined || position >= this.target))
      this.setStatus({ ...this.status, state: 'live' });
  }

  private react(recorded: RecordedEvent): { jobs: NewJob[] } | { failure: ProjectionError } {
    const readable = readLogged(recorded);
    const at = recorded.position;
    if ('reason' in readable)
      return {
        failure: {
          message: `cannot read event ${recorded.id} (${recorded.type}): ${readable.reason}`,
          position: at,
        },
      };
    try {
      return { jobs: this.options.reactor.react(readable.logged as LoggedEvent) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        failure: {
          message: `${this.options.reactor.name} failed on event ${recorded.id} (${recorded.type}): ${reason}`,
          position: at,
        },
      };
    }
  }

  private park(error: ProjectionError, position: string | undefined): void {
    this.options.log?.error(
      `reactor ${this.options.reactor.name} parked at ${error.position}`,
      error.message,
    );
    this.setStatus({ ...this.status, position, state: 'parked', error });
  }

  /**
   * The checkpoint passed by the last batches without jobs, stored once their second is over: the other processes
   * read the stored one (the ops status of a gateway), and would otherwise see the reactor behind until the next
   * event. A failure is only logged: the next batch or the stop stores a later one, and a replay from the older one
   * gives no job twice.
   */
  private async storeTrailing(): Promise<void> {
    this.trailing = undefined;
    const position = this.unstored;
    if (position === undefined || !this.running) return;
    this.unstored = undefined;
    this.storedAt = Date.now();
    const { reactor, queue, log } = this.options;
    await queue
      .enqueue([], { reactor: reactor.name, position })
      .catch((error) => log?.error(`reactor ${reactor.name}: storing its checkpoint failed`, error));
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.retry);
    clearTimeout(this.trailing);
    this.trailing = undefined;
    this.status = { ...this.status, state: 'stopped' };
    await this.subscription?.stop();
    const position = this.unstored;
    this.unstored = undefined;
    if (position !== undefined)
      await this.options.queue
        .enqueue([], { reactor: this.options.reactor.name, position })
        .catch((error) =>
          this.options.log?.error(
            `reactor ${this.options.reactor.name}: storing its checkpoint failed`,
            error,
          ),
        );
  }
}
