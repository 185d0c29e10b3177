import type { ProjectionError } from '@portal/contracts';
import type { DocumentStore, EventStore } from '@portal/platform';
import { outcomeOf, type PreparedBatch, prepareBatch } from '../apply-batch.js';
import type { Projector } from '../projector.js';
import { readStoredStatus, writeStoredStatus } from '../status.js';

export interface RebuildOptions {
  projector: Projector;
  events: EventStore;
  documents: DocumentStore;
  batchSize?: number;
  /** Build beside the live documents and compare instead of switching over. */
  checkOnly?: boolean;
  onProgress?: (done: number, total: number) => void;
  /** Stops between batches (a shutdown during a rebuild at start); nothing is switched then. */
  signal?: AbortSignal;
}

export interface RebuildResult {
  name: string;
  events: number;
  position: string | undefined;
  /** With checkOnly: documents that differ between the live read model and the rebuilt one. */
  differences?: string[];
  /** The event the projector could not apply: nothing was switched, the live read model is as it was. */
  failure?: ProjectionError;
  /** Stopped by the signal before the end: nothing was switched. */
  aborted?: boolean;
}

const PREFIX = 'rebuild__';

/**
 * Rebuilds one projection from the whole log beside its live collections (prefixed `rebuild__`, with a
 * `rebuild__<name>` checkpoint), then switches them in with the checkpoint in one step and stores the
 * projector's version as the one its collections were built with. A running runner of that projection
 * notices the moved checkpoint and continues from it (a parked one resumes), so the portal need not stop.
 */
export async function rebuildProjection(o: RebuildOptions): Promise<RebuildResult> {
  const { projector, ...rest } = o;
  const [result] = await rebuildProjections({ ...rest, projectors: [projector] });
  return result as RebuildResult;
}

/**
 * Rebuilds several projections as rebuildProjection does each, reading the log once for all of them: each batch
 * is applied to every projector in turn (an erasure rebuilds every read model, and each read of the log opens
 * every sealed value of personal data again). A projector that fails is left out from there (nothing of it is
 * switched); the others go on. One result per projector, in their order.
 */
export async function rebuildProjections(
  o: Omit<RebuildOptions, 'projector'> & { projectors: readonly Projector[] },
): Promise<RebuildResult[]> {
  const { documents } = o;
  const runs = o.projectors.map((projector) => ({
    projector,
    name: projector.name,
    collections: [...projector.collections],
    tmpName: `${PREFIX}${projector.name}`,
    scratch: projector.collections.map((c) => PREFIX + c),
    position: undefined as string | undefined,
    count: 0,
    failure: undefined as ProjectionError | undefined,
  }));
  for (const run of runs) await documents.reset(run.scratch, [run.tmpName]);
  const target = await o.events.lastPosition();
  const total = target ? Number(BigInt(target)) : 0;
  let position: string | undefined;
  o.onProgress?.(0, total);
  while (target !== undefined && (position === undefined || position < target)) {
    if (o.signal?.aborted) {
      for (const run of runs) await documents.reset(run.scratch, [run.tmpName]);
      return runs.map((run) => ({
        name: run.name,
        events: run.count,
        position: run.position,
        aborted: true,
      }));
    }
    const batch = await o.events.readAll({
      ...(position ? { from: position } : {}),
      limit: o.batchSize ?? 1000,
    });
    if (batch.length === 0) break;
    // Every projector's part of the batch committed in one transaction.
    const prepared: { run: (typeof runs)[number]; batch: PreparedBatch }[] = [];
    for (const run of runs) {
      if (run.failure) continue;
      const part = await prepareBatch(documents, run.projector, batch, PREFIX);
      if (part) prepared.push({ run, batch: part });
    }
    const commits = prepared.flatMap(({ run, batch: part }) =>
      part.commit ? [{ projection: run.tmpName, ...part.commit }] : [],
    );
    const failed = (await documents.commitProjections(commits)).find((r) => r.error !== undefined);
    if (failed) throw failed.error;
    for (const { run, batch: part } of prepared) {
      const outcome = outcomeOf(part);
      if (!outcome.ok) {
        await documents.reset(run.scratch, [run.tmpName]);
        run.failure = outcome.error;
        run.position = outcome.position ?? run.position;
        continue;
      }
      run.position = outcome.position;
      run.count += batch.length;
    }
    position = batch.at(-1)?.position;
    o.onProgress?.(Math.min(total, Number(BigInt(position ?? '0'))), total);
  }
  const results: RebuildResult[] = [];
  for (const run of runs) {
    const { name, collections, tmpName, scratch } = run;
    if (run.failure) {
      results.push({ name, events: run.count, position: run.position, failure: run.failure });
      continue;
    }
    if (o.checkOnly) {
      const differences = await compare(documents, collections);
      await documents.reset(scratch, [tmpName]);
      results.push({ name, events: run.count, position: run.position, differences });
      continue;
    }
    await documents.replaceCollections(
      collections.map((c) => ({ from: PREFIX + c, to: c })),
      { from: tmpName, to: name },
    );
    // The collections are now this version's, and whatever parked the projection is behind it. A runner (if
    // one runs) says how it goes on; a state that was fine stays as it was.
    const stored = await readStoredStatus(documents, name);
    const state = stored?.state === 'live' || stored?.state === 'catching-up' ? stored.state : 'catching-up';
    await writeStoredStatus(documents, name, { version: run.projector.version, state, error: null });
    results.push({ name, events: run.count, position: run.position });
  }
  return results;
}

async function compare(documents: DocumentStore, collections: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const c of collections) {
    const live = await documents.list(c);
    const rebuilt = await documents.list(PREFIX + c);
    const key = (d: object) => JSON.stringify(d);
    const liveSet = new Set(live.map(key));
    const rebuiltSet = new Set(rebuilt.map(key));
    for (const d of live)
      if (!rebuiltSet.has(key(d))) out.push(`${c}: live document not in rebuild: ${key(d).slice(0, 120)}`);
    for (const d of rebuilt)
      if (!liveSet.has(key(d))) out.push(`${c}: rebuilt document not live: ${key(d).slice(0, 120)}`);
  }
  return out;
}
