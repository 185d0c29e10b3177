import { EventEmitter } from 'node:events';
import type { ProjectionError, ProjectionState } from '@portal/contracts';
import {
  CheckpointConflictError,
  type DocumentStore,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@portal/platform';
import { applyBatch } from './apply-batch.js';
import type { Projector } from './projector.js';
import { rebuildProjection } from './rebuild/rebuild.js';
import { readStoredStatus, writeStoredStatus } from './status.js';

/** Where a runner says what it does (the gateway's JSON logger fits). */
export interface ProjectionLog {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown, fields?: Record<string, unknown>): void;
}

export interface RunnerOptions {
  projector: Projector;
  events: EventStore;
  documents: DocumentStore;
  batchSize?: number;
  log?: ProjectionLog;
  /** After a failure of the stores (not of the projector): wait before subscribing again. */
  retryMs?: number;
  /** While parked: how often to look whether a rebuild moved the checkpoint. */
  parkedPollMs?: number;
}

export interface RunnerStatus {
  name: string;
  position: string | undefined;
  state: ProjectionState | 'stopped';
  error: ProjectionError | null;
}

/** The checkpoint moved under the runner (a rebuild switched collections in): start again from it. */
class CheckpointMoved extends Error {}
/** The projection parked: the subscription ends, the runner waits for a rebuild or a restart. */
class Parked extends Error {}

/**
 * Keeps one projection: subscribes to all events from its stored checkpoint and applies them in order.
 * Documents and checkpoint are committed together per batch, and each document remembers the last event
 * applied to it, so a crash at any point neither skips nor double-applies an event.
 *
 * At start, when the version stored for the projection is not its projector's (a changed definition, or a
 * data folder from before versions), it first rebuilds the collections beside the live ones and switches
 * them in (`rebuilding`). An event the projector cannot apply parks it (`parked`): logged once, stored with
 * the error, not retried; the runner only watches its checkpoint and resumes when a rebuild moves it.
 * A failure of the stores is retried.
 */
export class ProjectionRunner extends EventEmitter {
  private subscription: Subscription | undefined;
  private running = false;
  private status: RunnerStatus;
  private storedVersion: number | null = null;
  /** The log's last position when the runner subscribed: reaching it makes the runner `live`. */
  private target: string | undefined;
  private parkedPoll: NodeJS.Timeout | undefined;
  private rebuild: AbortController | undefined;
  private rebuilding: Promise<void> | undefined;
  /** A resume under way (after a failure of the stores, or when a rebuild ended a park): stop() waits for it. */
  private resuming: Promise<void> | undefined;

  constructor(private readonly options: RunnerOptions) {
    super();
    this.setMaxListeners(0);
    this.status = { name: options.projector.name, position: undefined, state: 'stopped', error: null };
  }

  get name(): string {
    return this.status.name;
  }

  get position(): string | undefined {
    return this.status.position;
  }

  report(): RunnerStatus {
    return { ...this.status };
  }

  /** Starts following the log; a rebuild the version calls for runs in the background. */
  async start(): Promise<void> {
    const { documents, projector } = this.options;
    this.running = true;
    const stored = await readStoredStatus(documents, projector.name);
    this.storedVersion = stored?.version ?? null;
    this.status = { ...this.status, position: await documents.checkpoint(projector.name) };
    if (this.storedVersion === projector.version) {
      await this.subscribe();
      return;
    }
    await this.setState('rebuilding', null);
    this.rebuilding = this.rebuildThenFollow();
  }

  private async rebuildThenFollow(): Promise<void> {
    const { events, documents, projector, log } = this.options;
    this.rebuild = new AbortController();
    log?.info(`projection ${projector.name} rebuilding`, {
      storedVersion: this.storedVersion,
      version: projector.version,
    });
    try {
      const result = await rebuildProjection({ projector, events, documents, signal: this.rebuild.signal });
      if (result.aborted || !this.running) return;
      if (result.failure) {
        this.park(result.failure);
        return;
      }
      await this.subscribe();
    } catch (error) {
      if (!this.running) return;
      log?.error(`projection ${projector.name}: rebuild failed; retrying`, error);
      await new Promise((r) => setTimeout(r, this.options.retryMs ?? 1000));
      if (this.running) await this.rebuildThenFollow();
    } finally {
      this.rebuild = undefined;
    }
  }

  private async subscribe(): Promise<void> {
    const { events, documents, projector } = this.options;
    const from = await documents.checkpoint(projector.name);
    // A rebuild (this runner's, or `npm run rebuild` beside it) stores the version it built with.
    this.storedVersion = (await readStoredStatus(documents, projector.name))?.version ?? null;
    this.target = await events.lastPosition();
    if (!this.running) return;
    this.status = { ...this.status, position: from };
    await this.setState(this.caughtUp() ? 'live' : 'catching-up', null);
    if (!this.running) return;
    this.emit('position', from);
    const subscription = events.subscribeAll((batch) => this.handle(batch), {
      ...(from ? { from } : {}),
      batchSize: this.options.batchSize ?? 500,
    });
    this.subscription = subscription;
    void subscription.failed.then((error) => {
      if (!this.running || this.subscription !== subscription || error instanceof Parked) return;
      this.resume(error instanceof CheckpointMoved ? undefined : error);
    });
  }

  /**
   * Subscribes again, after `failure` (a failure of the stores: logged, kept as the projection's last error,
   * retried after a pause) or at once (the checkpoint moved). A store still down when it retries is retried
   * again: nothing here may end the process.
   */
  private resume(failure?: unknown): void {
    const { projector, log } = this.options;
    const attempt = async (error: unknown): Promise<void> => {
      if (error !== undefined) {
        log?.error(`projection ${projector.name} failed; retrying`, error);
        const failure = {
          message: error instanceof Error ? error.message : String(error),
          position: this.status.position ?? '',
        };
        const state = this.status.state === 'stopped' ? 'catching-up' : this.status.state;
        // Stored too, for the ops status of every gateway, when the store takes it (it may be what failed).
        await this.setState(state, failure).catch(() => {});
        await new Promise((r) => setTimeout(r, this.options.retryMs ?? 1000));
      }
      if (!this.running) return;
      try {
        await this.subscribe();
      } catch (next) {
        if (this.running) await attempt(next);
      }
    };
    const previous = this.resuming ?? Promise.resolve();
    this.resuming = previous.then(() => attempt(failure));
  }

  private caughtUp(): boolean {
    const { position } = this.status;
    return this.target === undefined || (position !== undefined && position >= this.target);
  }

  private async handle(batch: RecordedEvent[]): Promise<void> {
    const { documents, projector } = this.options;
    const stored = await documents.checkpoint(projector.name);
    if (stored !== this.status.position) throw new CheckpointMoved();
    // Compare-and-set: a rebuild that switches in between this check and the commit makes the commit fail
    // (nothing written) instead of landing this batch on the rebuilt collections; the runner starts again from
    // the switched checkpoint.
    const outcome = await applyBatch(documents, projector.name, projector, batch, '', {
      position: this.status.position,
    }).catch((error: unknown) => {
      if (error instanceof CheckpointConflictError) throw new CheckpointMoved();
      throw error;
    });
    if (!outcome) return;
    if (outcome.position !== undefined) {
      this.status = { ...this.status, position: outcome.position };
      this.emit('position', outcome.position);
    }
    if (!outcome.ok) {
      this.park(outcome.error);
      throw new Parked();
    }
    if (this.status.state === 'catching-up' && this.caughtUp()) await this.setState('live', null);
  }

  /** Stops at the event that failed, says so once, and only watches the checkpoint until a rebuild moves it. */
  private park(error: ProjectionError): void {
    const { documents, projector, log } = this.options;
    log?.error(`projection ${projector.name} parked at ${error.position}`, error.message);
    void this.setState('parked', error).catch((e) =>
      log?.error(`projection ${projector.name}: storing its state failed`, e),
    );
    const parkedAt = this.status.position;
    const watch = async () => {
      this.parkedPoll = undefined;
      if (!this.running) return;
      const checkpoint = await documents.checkpoint(projector.name).catch(() => parkedAt);
      if (!this.running || this.parkedPoll !== undefined) return;
      if (checkpoint !== parkedAt) {
        log?.info(`projection ${projector.name} resumes: a rebuild moved its checkpoint`);
        this.resume();
      } else this.parkedPoll = setTimeout(watch, this.options.parkedPollMs ?? 2000);
    };
    this.parkedPoll = setTimeout(watch, this.options.parkedPollMs ?? 2000);
  }

  private async setState(state: ProjectionState, error: ProjectionError | null): Promise<void> {
    this.status = { ...this.status, state, error };
    this.emit('state', state);
    await writeStoredStatus(this.options.documents, this.name, {
      version: this.storedVersion,
      state,
      error,
    });
  }

  /** Whether the projection includes `position`. */
  reached(position: string | undefined): boolean {
    return position === undefined || (this.status.position !== undefined && this.status.position >= position);
  }

  /**
   * Resolves true once the projection includes `position`; false after `timeoutMs`, or at once when the
   * projection is (or becomes) parked: it will not get there by itself.
   */
  waitFor(position: string | undefined, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    if (this.status.state === 'parked') return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.off('position', check);
        this.off('state', check);
        resolve(ok);
      };
      const check = () => {
        if (this.reached(position)) done(true);
        else if (this.status.state === 'parked') done(false);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.on('position', check);
      this.on('state', check);
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.parkedPoll);
    this.parkedPoll = undefined;
    this.rebuild?.abort();
    await this.rebuilding;
    await this.resuming;
    this.status = { ...this.status, state: 'stopped' };
    await this.subscription?.stop();
  }
}
