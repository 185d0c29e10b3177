import { LEGACY_READ_MODELS_CHECKPOINT, RETIRED_READ_MODEL_COLLECTIONS } from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';
import { LogFeed } from './feed.js';
import type { Projector } from './projector.js';
import { ProjectionRunner, type RunnerOptions } from './runner.js';
import { readStoredStatus } from './status.js';

export interface ProjectionsOptions extends Omit<RunnerOptions, 'projector'> {
  projectors: readonly Projector[];
}

/**
 * Every projection of the process, each with its own runner, state and checkpoint, fed by one reader of the log:
 * each batch is read once and handed to every projection that is up to date. One read model that fails, lags or
 * rebuilds leaves the feed and does not hold up the others (login reads `users`, never behind a dashboard bug);
 * it catches up by itself and joins again.
 */
export class Projections {
  readonly runners: readonly ProjectionRunner[];
  private readonly feed: LogFeed;

  constructor(private readonly options: ProjectionsOptions) {
    const { batchSize, retryMs, log } = options;
    this.feed = new LogFeed(options.events, options.documents, {
      ...(batchSize === undefined ? {} : { batchSize }),
      ...(retryMs === undefined ? {} : { retryMs }),
      ...(log ? { log } : {}),
    });
    this.runners = options.projectors.map(
      (projector) => new ProjectionRunner({ ...options, projector, feed: this.feed }),
    );
  }

  runner(name: string): ProjectionRunner | undefined {
    return this.runners.find((r) => r.name === name);
  }

  async start(): Promise<void> {
    // An older data folder kept every read model under one checkpoint. No projection has a stored version in such a
    // data folder, so each rebuilds its collections from the log; the old checkpoint is no one's any more.
    await this.options.documents.reset([], [LEGACY_READ_MODELS_CHECKPOINT]);
    for (const retired of RETIRED_READ_MODEL_COLLECTIONS)
      if ((await this.options.documents.count(retired)) > 0)
        await this.options.documents.reset([retired], []);
    // The runners that follow join the feed before it starts: it starts at the lowest of their checkpoints.
    for (const runner of this.runners) await runner.start();
    await this.feed.start();
  }

  async stop(): Promise<void> {
    await this.feed.stop();
    await Promise.all(this.runners.map((r) => r.stop()));
  }

  /**
   * Read-your-writes for the gateway: resolves true once every projection includes `position`. A parked
   * projection will not get there by itself, so it is not waited for: the answer is then false as soon as the
   * others got there (the write is answered as pending instead of waiting out the bound).
   */
  async waitFor(position: string | undefined, timeoutMs: number): Promise<boolean> {
    const results = await Promise.all(this.runners.map((r) => r.waitFor(position, timeoutMs)));
    return results.every(Boolean);
  }
}

/**
 * The same wait for a process without runners (the distributed gateway): polls the stored checkpoints and
 * states. A parked projection is not waited for (the answer is then false).
 */
export async function waitForCheckpoints(
  documents: DocumentStore,
  names: readonly string[],
  position: string | undefined,
  timeoutMs: number,
  pollMs = 25,
): Promise<boolean> {
  if (position === undefined) return true;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let reached = 0;
    let parked = 0;
    for (const name of names) {
      const checkpoint = await documents.checkpoint(name);
      if (checkpoint !== undefined && checkpoint >= position) reached++;
      else if ((await readStoredStatus(documents, name))?.state === 'parked') parked++;
    }
    if (reached === names.length) return true;
    if (reached + parked === names.length || Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
