import { type AnyBulkWriteOperation, type Collection, type Filter, MongoBulkWriteError } from 'mongodb';
import { DUPLICATE_KEY, type MongoDoc } from './mongo-docs.js';
import { SEARCH_FIELD, searchedText } from './mongo-search.js';
import type { DocWrite } from './port.js';

/** A projection write applies only when the document holds no position or an older one. */
const olderThan = (id: string, position: string): Filter<MongoDoc> => ({
  _id: id,
  $or: [{ position: { $exists: false } }, { position: null }, { position: { $lt: position } }],
});

function firstWriteError(error: MongoBulkWriteError): { index: number; code: number } | undefined {
  const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
  const first = errors[0];
  return first ? { index: first.index, code: first.code } : undefined;
}

/**
 * A projection's consecutive writes to one collection, as one ordered bulk write at `position` (each skipped
 * where the document holds that position or a later one); `search`: the collection's search fields.
 */
export async function applyInOrder(
  target: Collection<MongoDoc>,
  writes: DocWrite[],
  position: string,
  search: readonly string[] | undefined,
): Promise<void> {
  const ops: AnyBulkWriteOperation<MongoDoc>[] = writes.map((w) =>
    w.kind === 'put'
      ? {
          updateOne: {
            filter: olderThan(w.id, position),
            update: {
              $set: {
                body: w.body,
                position,
                ...(search ? { [SEARCH_FIELD]: searchedText(w.body, search) } : {}),
              },
            },
            upsert: true,
          },
        }
      : { deleteOne: { filter: olderThan(w.id, position) } },
  );
  let start = 0;
  while (start < ops.length) {
    try {
      await target.bulkWrite(ops.slice(start), { ordered: true });
      return;
    } catch (error) {
      const failedAt = error instanceof MongoBulkWriteError ? firstWriteError(error) : undefined;
      if (!failedAt || failedAt.code !== DUPLICATE_KEY) throw error;
      // The upsert found a document that holds a position at or after this one, and its insert then hit the
      // existing _id: the write is skipped. Retried once without upsert in case the document was inserted
      // concurrently with an older position.
      const index = start + failedAt.index;
      const op = ops[index];
      if (op && 'updateOne' in op) {
        const { filter, update } = op.updateOne;
        await target.updateOne(filter, update);
      }
      start = index + 1;
    }
  }
}

/** The writes in runs of consecutive writes to one collection, in their order. */
export function runsByCollection(writes: DocWrite[]): { collection: string; writes: DocWrite[] }[] {
  const runs: { collection: string; writes: DocWrite[] }[] = [];
  for (const write of writes) {
    const last = runs.at(-1);
    if (last?.collection === write.collection) last.writes.push(write);
    else runs.push({ collection: write.collection, writes: [write] });
  }
  return runs;
}
