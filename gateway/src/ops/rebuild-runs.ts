import { DomainError, opsTexts, type RebuildRun } from '@portal/contracts';
import type { DocumentStore, EventStore } from '@portal/platform';
import { readModelProjectors, rebuildProjection } from '@portal/projections';

/** Events per second and the time left, from the progress so far. */
function pace(done: number, total: number, startedAt: number, now: number) {
  const seconds = Math.max((now - startedAt) / 1000, 0.001);
  const eventsPerSecond = Math.round(done / seconds);
  const secondsLeft = eventsPerSecond > 0 ? Math.max(0, Math.round((total - done) / eventsPerSecond)) : null;
  return { eventsPerSecond, secondsLeft };
}

/**
 * The rebuilds an operator starts from the console: one at a time per projection, run in this
 * process beside the live read model (the online rebuild: built into `rebuild__*` collections, switched in when
 * caught up; a runner elsewhere follows the moved checkpoint). Their progress is kept in memory: a restart
 * forgets the list, never the read model (an interrupted rebuild switches nothing).
 */
export class RebuildRuns {
  private readonly runs = new Map<string, RebuildRun & { started: number }>();

  constructor(private readonly deps: { events: EventStore; documents: DocumentStore }) {}

  list(): RebuildRun[] {
    return [...this.runs.values()].map(({ started: _s, ...run }) => run);
  }

  start(projection: string, check: boolean): RebuildRun {
    const projector = readModelProjectors.find((p) => p.name === projection);
    if (!projector)
      throw new DomainError('validation', opsTexts.unknownProjection, {
        projection: opsTexts.unknownProjection,
      });
    if (this.runs.get(projection)?.state === 'running')
      throw new DomainError('conflict', opsTexts.rebuildRunning);
    const started = Date.now();
    const run: RebuildRun & { started: number } = {
      projection,
      mode: check ? 'check' : 'rebuild',
      state: 'running',
      done: 0,
      total: 0,
      eventsPerSecond: 0,
      secondsLeft: null,
      startedAt: new Date(started).toISOString(),
      finishedAt: null,
      differences: null,
      differenceSamples: [],
      error: null,
      started,
    };
    this.runs.set(projection, run);
    void rebuildProjection({
      projector,
      events: this.deps.events,
      documents: this.deps.documents,
      checkOnly: check,
      onProgress: (done, total) => {
        Object.assign(run, { done, total }, pace(done, total, started, Date.now()));
      },
    })
      .then((result) => {
        run.state = result.failure ? 'failed' : 'done';
        run.error = result.failure?.message ?? null;
        run.done = run.total;
        run.secondsLeft = 0;
        if (result.differences) {
          run.differences = result.differences.length;
          run.differenceSamples = result.differences.slice(0, 20);
        }
      })
      .catch((error: unknown) => {
        run.state = 'failed';
        run.error = error instanceof Error ? error.message : String(error);
      })
      .finally(() => {
        run.finishedAt = new Date().toISOString();
      });
    const { started: _s, ...copy } = run;
    return copy;
  }
}
