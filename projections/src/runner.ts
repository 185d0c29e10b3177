import { EventEmitter } from 'node:events';
import type { ProjectionError, ProjectionState } from '@portal/contracts';
import {
  CheckpointConflictError,
  type DocumentStore,
  type EventStore,
  type RecordedEvent,
} from '@portal/platform';
import { outcomeOf, type PreparedBatch, prepareBatch } from './apply-batch.js';
import { type FeedMember, type FeedPart, LogFeed } from './feed.js';
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
  /** After a failure of the stores (not of the projector): wait before following again. */
  retryMs?: number;
  /** While parked: how often to look whether a rebuild moved the checkpoint. */
  parkedPollMs?: number;
  /** The reader of the log shared by the process's projections (Projections); a runner alone reads its own. */
  feed?: LogFeed;
}

export interface RunnerStatus {
  name: string;
  position: string | undefined;
  state: ProjectionState | 'stopped';
  error: ProjectionError | null;
}

/** The checkpoint moved under the runner (a rebuild switched collections in): start again from it. */
class CheckpointMoved extends Error {}
/** The projection parked: it leaves the feed, the runner waits for a rebuild or a restart. */
class Parked extends Error {}

/**
 * Keeps one projection: follows the log from its stored checkpoint and applies the events in order. It reads on
 * its own only while it is behind the process's shared feed (at start, after a failure, a park or a rebuild);
 * once there it joins the feed, which reads each batch once for every projection. Documents and checkpoint are
 * committed together per batch, and each document remembers the last event applied to it, so a crash at any
 * point neither skips nor double-applies an event.
 *
 * At start, when the version stored for the projection is not its projector's (a changed definition, or a
 * data folder from before versions), it first rebuilds the collections beside the live ones and switches
 * them in (`rebuilding`). An event the projector cannot apply parks it (`parked`): logged once, stored with
 * the error, not retried; the runner only watches its checkpoint and resumes when a rebuild moves it.
 * A failure of the stores is retried.
 */
export class ProjectionRunner extends EventEmitter implements FeedMember {
  private readonly feed: LogFeed;
  /** The runner reads the log by itself (no Projections gave it a shared feed): it starts and stops that one. */
  private readonly ownFeed: boolean;
  private running = false;
  private status: RunnerStatus;
  private storedVersion: number | null = null;
  /** The log's last position when the runner started following: reaching it makes the runner `live`. */
  private target: string | undefined;
  private parkedPoll: NodeJS.Timeout | undefined;
  private rebuild: AbortController | undefined;
  private rebuilding: Promise<void> | undefined;
  /** Following again (after a failure of the stores, a moved checkpoint, a park a rebuild ended): stop() waits for it. */
  private resuming: Promise<void> | undefined;
  /** The read on its own up to the feed (stop() waits for it). */
  private catchingUp: Promise<void> | undefined;
  /** The batch being applied (stop() waits for it). */
  private applying: Promise<void> | undefined;

  constructor(private readonly options: RunnerOptions) {
    super();
    this.setMaxListeners(0);
    this.status = { name: options.projector.name, position: undefined, state: 'stopped', error: null };
    this.ownFeed = options.feed === undefined;
    this.feed =
      options.feed ??
      new LogFeed(options.events, options.documents, {
        ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
        ...(options.retryMs === undefined ? {} : { retryMs: options.retryMs }),
      });
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
      await this.follow();
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
      await this.follow();
    } catch (error) {
      if (!this.running) return;
      log?.error(`projection ${projector.name}: rebuild failed; retrying`, error);
      await new Promise((r) => setTimeout(r, this.options.retryMs ?? 1000));
      if (this.running) await this.rebuildThenFollow();
    } finally {
      this.rebuild = undefined;
    }
  }

  /** From the stored checkpoint: says where it stands, then reads on by itself until it can join the feed. */
  private async follow(): Promise<void> {
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
    if (this.feed.join(this)) {
      if (this.ownFeed) await this.feed.start();
      return;
    }
    const catchingUp = this.catchUp();
    this.catchingUp = catchingUp;
    void catchingUp.finally(() => {
      if (this.catchingUp === catchingUp) this.catchingUp = undefined;
    });
  }

  /** Reads the log from its own position until the feed takes it (the feed is ahead of it). */
  private async catchUp(): Promise<void> {
    const { events, batchSize } = this.options;
    try {
      while (this.running) {
        const batch = await events.readAll({
          ...(this.status.position ? { from: this.status.position } : {}),
          limit: batchSize ?? 500,
        });
        if (!this.running) return;
        await this.take(batch);
        if (this.feed.join(this)) return;
        // Nothing more to read yet the feed is ahead: it is reading what was just appended.
        if (batch.length === 0) await new Promise((r) => setTimeout(r, 5));
      }
    } catch (error) {
      this.detached(error);
    }
  }

  /** The feed let go of it (or its own read failed): parked, moved, or a failure of the stores to retry. */
  detached(error: unknown): void {
    if (!this.running || error instanceof Parked) return;
    this.resume(error instanceof CheckpointMoved ? undefined : error);
  }

  /**
   * Follows again, after `failure` (a failure of the stores: logged, kept as the projection's last error,
   * retried after a pause) or at once (the checkpoint moved). A store still down when it retries is retried
   * again: nothing here may end the process.
   */
  private resume(failure?: unknown): void {
    const { projector, log } = this.options;
    this.feed.leave(this);
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
        await this.catchingUp;
        await this.follow();
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

  /**
   * The events of `batch` after its position (the feed's batches may begin before it) applied to a view: its part
   * of the batch's commit. Compare-and-set: a rebuild that switches in before the commit makes this part fail
   * (nothing of it written) instead of landing the batch on the rebuilt collections; the runner then starts again
   * from the switched checkpoint.
   */
  async prepare(batch: readonly RecordedEvent[]): Promise<FeedPart | undefined> {
    let settle = () => {};
    this.applying = new Promise<void>((resolve) => {
      settle = resolve;
    });
    try {
      const { documents, projector } = this.options;
      const from = this.status.position;
      const first = batch[0];
      const fresh =
        from === undefined || (first && first.position > from)
          ? batch
          : batch.filter((e) => e.position > from);
      const prepared = fresh.length === 0 ? undefined : await prepareBatch(documents, projector, fresh);
      if (!prepared) {
        settle();
        return undefined;
      }
      const { commit } = prepared;
      return {
        commit: commit && { projection: projector.name, ...commit, expected: { position: from } },
        committed: (error) => this.committed(prepared, error).finally(settle),
      };
    } catch (error) {
      settle();
      throw error;
    }
  }

  /** After its part of a batch was committed (or refused with `error`). */
  private async committed(prepared: PreparedBatch, error: unknown): Promise<void> {
    if (error instanceof CheckpointConflictError) throw new CheckpointMoved();
    if (error !== undefined) throw error;
    const outcome = outcomeOf(prepared);
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

  /** A batch it read by itself (catching up): prepared and committed alone. */
  private async take(batch: readonly RecordedEvent[]): Promise<void> {
    const part = await this.prepare(batch);
    if (!part) return;
    let error: unknown;
    try {
      const [result] = part.commit ? await this.options.documents.commitProjections([part.commit]) : [];
      error = result?.error;
    } catch (failure) {
      error = failure;
    }
    await part.committed(error);
  }

  /** Stops at the event that failed, says so once, and only watches the checkpoint until a rebuild moves it. */
  private park(error: ProjectionError): void {
    const { documents, projector, log } = this.options;
    this.feed.leave(this);
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
    this.feed.leave(this);
    if (this.ownFeed) await this.feed.stop();
    clearTimeout(this.parkedPoll);
    this.parkedPoll = undefined;
    this.rebuild?.abort();
    await this.rebuilding;
    await this.resuming;
    await this.catchingUp;
    await this.applying?.catch(() => {});
    this.status = { ...this.status, state: 'stopped' };
  }
}
