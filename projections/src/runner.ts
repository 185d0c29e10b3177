import type { ProjectionError } from '@portal/contracts';
import { CheckpointConflictError, type RecordedEvent } from '@portal/platform';
import { eventsAfter, outcomeOf, type PreparedBatch, prepareBatch } from './apply-batch.js';
import { CheckpointWatch } from './checkpoint-watch.js';
import { type FeedMember, type FeedPart, LogFeed } from './feed.js';
import { rebuildProjection } from './rebuild/rebuild.js';
import type { RunnerOptions } from './runner-options.js';
import { type RunnerStatus, Standing } from './runner-standing.js';
import { readStoredStatus } from './status.js';

export type { RunnerOptions } from './runner-options.js';
export type { RunnerStatus } from './runner-standing.js';

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
export class ProjectionRunner implements FeedMember {
  private readonly feed: LogFeed;
  /** The runner reads the log by itself (no Projections gave it a shared feed): it starts and stops that one. */
  private readonly ownFeed: boolean;
  private running = false;
  private readonly standing: Standing;
  private readonly parkedWatch: CheckpointWatch;
  private rebuild: AbortController | undefined;
  private rebuilding: Promise<void> | undefined;
  /** Following again (after a failure of the stores, a moved checkpoint, a park a rebuild ended): stop() waits for it. */
  private resuming: Promise<void> | undefined;
  /** The read on its own up to the feed (stop() waits for it). */
  private catchingUp: Promise<void> | undefined;
  /** The batch being applied (stop() waits for it). */
  private applying: Promise<void> | undefined;

  constructor(private readonly options: RunnerOptions) {
    this.standing = new Standing(options.projector.name, options.documents);
    this.parkedWatch = new CheckpointWatch(
      options.documents,
      options.projector.name,
      options.parkedPollMs ?? 2000,
    );
    this.ownFeed = options.feed === undefined;
    this.feed =
      options.feed ??
      new LogFeed(options.events, options.documents, {
        ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
        ...(options.retryMs === undefined ? {} : { retryMs: options.retryMs }),
      });
  }

  private get status(): RunnerStatus {
    return this.standing.status;
  }

  private set status(status: RunnerStatus) {
    this.standing.status = status;
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
    this.standing.storedVersion = stored?.version ?? null;
    this.status = { ...this.status, position: await documents.checkpoint(projector.name) };
    if (this.standing.storedVersion === projector.version) {
      await this.follow();
      return;
    }
    await this.standing.setState('rebuilding', null);
    this.rebuilding = this.rebuildThenFollow();
  }

  private async rebuildThenFollow(): Promise<void> {
    const { events, documents, projector, log } = this.options;
    this.rebuild = new AbortController();
    log?.info(`projection ${projector.name} rebuilding`, {
      storedVersion: this.standing.storedVersion,
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
    this.standing.storedVersion = (await readStoredStatus(documents, projector.name))?.version ?? null;
    this.standing.target = await events.lastPosition();
    if (!this.running) return;
    this.status = { ...this.status, position: from };
    await this.standing.setState(this.standing.caughtUp() ? 'live' : 'catching-up', null);
    if (!this.running) return;
    this.standing.moved(from);
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
        // Stored too, for the ops status of every gateway, when the store takes it (it may be what failed).
        await this.standing.failed(error).catch(() => {});
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
      const fresh = eventsAfter(batch, from);
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
      this.standing.moved(outcome.position);
    }
    if (!outcome.ok) {
      this.park(outcome.error);
      throw new Parked();
    }
    if (this.status.state === 'catching-up' && this.standing.caughtUp())
      await this.standing.setState('live', null);
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
    const { projector, log } = this.options;
    this.feed.leave(this);
    log?.error(`projection ${projector.name} parked at ${error.position}`, error.message);
    void this.standing
      .setState('parked', error)
      .catch((e) => log?.error(`projection ${projector.name}: storing its state failed`, e));
    this.parkedWatch.start(
      this.status.position,
      () => this.running,
      () => {
        log?.info(`projection ${projector.name} resumes: a rebuild moved its checkpoint`);
        this.resume();
      },
    );
  }

  /**
   * Resolves true once the projection includes `position`; false after `timeoutMs`, or at once when the
   * projection is (or becomes) parked: it will not get there by itself.
   */
  waitFor(position: string | undefined, timeoutMs: number): Promise<boolean> {
    return this.standing.waitFor(position, timeoutMs);
  }

  async stop(): Promise<void> {
    this.running = false;
    this.feed.leave(this);
    if (this.ownFeed) await this.feed.stop();
    this.parkedWatch.stop();
    this.rebuild?.abort();
    await this.rebuilding;
    await this.resuming;
    await this.catchingUp;
    await this.applying?.catch(() => {});
    this.status = { ...this.status, state: 'stopped' };
  }
}
