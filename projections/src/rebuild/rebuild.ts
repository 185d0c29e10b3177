import type { DocumentStore, EventStore } from '@portal/platform';
import { applyBatch } from '../apply-batch.js';
import type { Projector } from '../projector.js';

export interface RebuildOptions {
  name: string;
  projectors: readonly Projector[];
  events: EventStore;
  documents: DocumentStore;
  batchSize?: number;
  /** Build beside the live documents and compare instead of switching over. */
  checkOnly?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface RebuildResult {
  events: number;
  position: string | undefined;
  /** With checkOnly: documents that differ between the live read models and the rebuilt ones. */
  differences?: string[];
}

const PREFIX = 'rebuild__';

/**
 * Rebuilds read models from the whole log beside the live ones (collections prefixed `rebuild__`), then
 * switches them in with their checkpoint in one step. A running portal notices the moved checkpoint and
 * continues from it, so the portal need not stop.
 */
export async function rebuildReadModels(o: RebuildOptions): Promise<RebuildResult> {
  const collections = o.projectors.flatMap((p) => p.collections);
  const tmpName = `${PREFIX}${o.name}`;
  await o.documents.reset(
    collections.map((c) => PREFIX + c),
    [tmpName],
  );
  const target = await o.events.lastPosition();
  const total = target ? Number(BigInt(target)) : 0;
  let position: string | undefined;
  let count = 0;
  o.onProgress?.(0, total);
  while (target !== undefined && (position === undefined || position < target)) {
    const batch = await o.events.readAll({
      ...(position ? { from: position } : {}),
      limit: o.batchSize ?? 1000,
    });
    if (batch.length === 0) break;
    position = await applyBatch(o.documents, tmpName, o.projectors, batch, PREFIX);
    count += batch.length;
    o.onProgress?.(Math.min(total, Number(BigInt(position ?? '0'))), total);
  }
  if (o.checkOnly) {
    const differences = await compare(o.documents, collections);
    await o.documents.reset(
      collections.map((c) => PREFIX + c),
      [tmpName],
    );
    return { events: count, position, differences };
  }
  await o.documents.replaceCollections(
    collections.map((c) => ({ from: PREFIX + c, to: c })),
    { from: tmpName, to: o.name },
  );
  return { events: count, position };
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
