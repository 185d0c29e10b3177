import {
  type AnyBulkWriteOperation,
  type Collection,
  type Db,
  type Filter,
  MongoBulkWriteError,
  MongoClient,
  type MongoClientOptions,
  MongoServerError,
  type Sort,
} from 'mongodb';
import { bodyField, SEARCH_FIELD, searchedText, searchFilter } from './mongo-search.js';
import {
  CheckpointConflictError,
  type CollectionIndexes,
  type Doc,
  type DocumentStore,
  type DocWrite,
  type IndexDeclarations,
  type ListOptions,
  type ProjectionCommit,
  type ProjectionCommitResult,
  type SortKey,
  type StoredDoc,
  type TextSearch,
} from './port.js';

/** How a port document is kept: one Mongo document per id, the body beside the last applied position. */
interface MongoDoc {
  _id: string;
  body: Doc;
  position?: string | null;
  /** The folded text of the collection's declared search fields (only in a collection that declares them). */
  _search?: string;
}
interface MongoDeclaration {
  _id: string;
  indexes: string[][];
  search: string[];
}
interface MongoCheckpoint {
  _id: string;
  position: string;
}

const CHECKPOINTS = '_checkpoints';
const DECLARATIONS = '_declarations';
/** How long this process trusts the declarations it read (another process may declare meanwhile). */
const DECLARATIONS_TTL_MS = 10_000;
/** Documents given their search text per bulk write when a collection's search fields change. */
const BACKFILL_CHUNK = 1000;
const DUPLICATE_KEY = 11000;
const NAMESPACE_NOT_FOUND = 26;

function whereFilter(
  where: ListOptions['where'] = {},
  search?: TextSearch,
  declaresSearch = false,
  ids?: readonly string[],
): Filter<MongoDoc> {
  const filter: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(where)) filter[bodyField(k)] = v;
  if (ids) filter._id = { $in: [...ids] };
  const matching = search ? searchFilter(search, declaresSearch) : undefined;
  if (matching) Object.assign(filter, matching);
  return filter as Filter<MongoDoc>;
}

/** A projection write applies only when the document holds no position or an older one. */
const olderThan = (id: string, position: string): Filter<MongoDoc> => ({
  _id: id,
  $or: [{ position: { $exists: false } }, { position: null }, { position: { $lt: position } }],
});

const hasCode = (error: unknown, code: number) => error instanceof MongoServerError && error.code === code;

/**
 * The distributed document store on MongoDB: one Mongo collection per port collection, documents as
 * `{ _id, body, position }`, projection checkpoints in `_checkpoints`. Without a replica set there are no
 * multi-document transactions, so `commitProjection` writes the documents first and the checkpoint last: a crash
 * between them replays the batch, and the position check makes the replay change nothing.
 */
export class MongoDocumentStore implements DocumentStore {
  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** Connects to `url` and uses database `dbName`. Server selection gives up after 2 s instead of 30 s. */
  static async connect(
    url: string,
    dbName: string,
    options: MongoClientOptions = {},
  ): Promise<MongoDocumentStore> {
    const client = new MongoClient(url, { serverSelectionTimeoutMS: 2000, ...options });
    await client.connect();
    return new MongoDocumentStore(client, client.db(dbName));
  }

  private collection(name: string): Collection<MongoDoc> {
    return this.db.collection<MongoDoc>(name);
  }

  private get checkpoints(): Collection<MongoCheckpoint> {
    return this.db.collection<MongoCheckpoint>(CHECKPOINTS);
  }

  async get<T extends object = Doc>(collection: string, id: string): Promise<T | undefined> {
    const doc = await this.collection(collection).findOne({ _id: id }, { projection: { body: 1 } });
    return doc ? (doc.body as T) : undefined;
  }

  async getStored<T extends object = Doc>(collection: string, id: string): Promise<StoredDoc<T> | undefined> {
    const doc = await this.collection(collection).findOne({ _id: id });
    if (!doc) return undefined;
    return { id, body: doc.body as T, ...(doc.position ? { position: doc.position } : {}) };
  }

  async put(collection: string, id: string, body: Doc): Promise<void> {
    const search = await this.searchOf(collection);
    await this.collection(collection).updateOne(
      { _id: id },
      { $set: { body, ...(search ? { [SEARCH_FIELD]: searchedText(body, search) } : {}) } },
      { upsert: true },
    );
  }

  async insert(collection: string, id: string, body: Doc): Promise<boolean> {
    const search = await this.searchOf(collection);
    try {
      await this.collection(collection).insertOne({
        _id: id,
        body,
        ...(search ? { [SEARCH_FIELD]: searchedText(body, search) } : {}),
      });
      return true;
    } catch (error) {
      if (hasCode(error, DUPLICATE_KEY)) return false;
      throw error;
    }
  }

  async delete(collection: string, id: string): Promise<void> {
    await this.collection(collection).deleteOne({ _id: id });
  }

  async getRaw(collection: string, id: string): Promise<string | undefined> {
    const doc = await this.collection(collection).findOne({ _id: id }, { projection: { body: 1 } });
    return doc ? JSON.stringify(doc.body) : undefined;
  }

  private declarations: Promise<Map<string, MongoDeclaration>> | undefined;
  private declarationsAt = 0;

  private get declared(): Collection<MongoDeclaration> {
    return this.db.collection<MongoDeclaration>(DECLARATIONS);
  }

  /** The declarations of every collection, as stored in the database (by whichever process declared them). */
  private async declarationsNow(): Promise<Map<string, MongoDeclaration>> {
    if (!this.declarations || Date.now() - this.declarationsAt > DECLARATIONS_TTL_MS) {
      this.declarationsAt = Date.now();
      this.declarations = this.declared
        .find({})
        .toArray()
        .then((all) => new Map(all.map((d) => [d._id, d])));
      this.declarations.catch(() => {
        this.declarations = undefined;
      });
    }
    return this.declarations;
  }

  /** The search fields a collection declares, if any (its documents then carry their folded text). */
  private async searchOf(collection: string): Promise<readonly string[] | undefined> {
    const search = (await this.declarationsNow()).get(collection)?.search;
    return search?.length ? search : undefined;
  }

  async declareIndexes(declarations: IndexDeclarations): Promise<void> {
    for (const [collection, declaration] of Object.entries(declarations)) {
      const checked = {
        indexes: (declaration.indexes ?? []).map((fields) => [...fields]),
        search: [...(declaration.search ?? [])],
      } satisfies Required<CollectionIndexes>;
      for (const f of [...checked.indexes.flat(), ...checked.search]) bodyField(f);
      const former = (await this.declarationsNow()).get(collection);
      await this.declared.replaceOne({ _id: collection }, checked, { upsert: true });
      this.declarations = undefined;
      await this.applyDeclaration(
        collection,
        checked,
        former?.search.join('\u0000') !== checked.search.join('\u0000'),
      );
    }
  }

  /**
   * Gives a Mongo collection the declared indexes (dropping the ones of ours no longer declared) and, when its
   * search fields changed or its documents came from elsewhere, every document its folded search text.
   */
  private async applyDeclaration(
    collection: string,
    declaration: { indexes: string[][]; search: string[] } | undefined,
    searchChanged: boolean,
  ): Promise<void> {
    const target = this.collection(collection);
    const wanted = new Map(
      (declaration?.indexes ?? []).map((fields) => {
        const key = Object.fromEntries([
          ...fields.map((f) => [bodyField(f), 1] as const),
          ['_id', 1] as const,
        ]);
        return [`portal_${fields.join('_')}`, key];
      }),
    );
    const existing = await target.indexes().catch((error) => {
      if (hasCode(error, NAMESPACE_NOT_FOUND)) return [];
      throw error;
    });
    for (const index of existing)
      if (index.name?.startsWith('portal_') && !wanted.has(index.name)) await target.dropIndex(index.name);
    for (const [name, key] of wanted) await target.createIndex(key, { name });
    if (!searchChanged) return;
    const search = declaration?.search.length ? declaration.search : undefined;
    if (!search) {
      await target.updateMany({ [SEARCH_FIELD]: { $exists: true } }, { $unset: { [SEARCH_FIELD]: '' } });
      return;
    }
    let ops: AnyBulkWriteOperation<MongoDoc>[] = [];
    for await (const doc of target.find({}, { projection: { body: 1 } })) {
      ops.push({
        updateOne: {
          filter: { _id: doc._id },
          update: { $set: { [SEARCH_FIELD]: searchedText(doc.body, search) } },
        },
      });
      if (ops.length === BACKFILL_CHUNK) {
        await target.bulkWrite(ops, { ordered: false });
        ops = [];
      }
    }
    if (ops.length) await target.bulkWrite(ops, { ordered: false });
  }

  async list<T extends object = Doc>(collection: string, options: ListOptions = {}): Promise<T[]> {
    if (options.ids?.length === 0) return [];
    const keys: SortKey[] = [
      ...(options.orderBy ? [{ field: options.orderBy, desc: options.desc ?? false }] : []),
      ...(options.thenBy ?? []),
    ];
    const sort: Sort = Object.fromEntries([
      ...keys.map((k) => [bodyField(k.field), k.desc ? -1 : 1] as const),
      ['_id', keys[0]?.desc ? -1 : 1] as const,
    ]);
    const declaresSearch = options.search ? (await this.searchOf(collection)) !== undefined : false;
    let cursor = this.collection(collection)
      .find(whereFilter(options.where, options.search, declaresSearch, options.ids), {
        projection: { body: 1 },
      })
      .sort(sort);
    if (options.offset) cursor = cursor.skip(Math.max(0, Math.floor(options.offset)));
    if (options.limit) cursor = cursor.limit(Math.max(0, Math.floor(options.limit)));
    const docs = await cursor.toArray();
    return docs.map((d) => d.body as T);
  }

  async count(collection: string, where?: ListOptions['where'], search?: TextSearch): Promise<number> {
    const declaresSearch = search ? (await this.searchOf(collection)) !== undefined : false;
    const filter = whereFilter(where, search, declaresSearch);
    // No filter: the collection's own count, from its metadata.
    if (Object.keys(filter).length === 0) return this.collection(collection).estimatedDocumentCount();
    return this.collection(collection).countDocuments(filter);
  }

  async commitProjection(
    projection: string,
    writes: DocWrite[],
    position: string,
    expected?: { position: string | undefined },
  ): Promise<void> {
    // Without transactions the check is made first and again on the checkpoint's own update: a switch between
    // them leaves documents written with their positions, which the runner's replay from the new checkpoint skips.
    if (expected) {
      const actual = (await this.checkpoints.findOne({ _id: projection }))?.position;
      if (actual !== expected.position)
        throw new CheckpointConflictError(projection, expected.position, actual);
    }
    // Consecutive writes to one collection go as one ordered bulk write, so the order of the writes holds.
    let i = 0;
    while (i < writes.length) {
      const collection = writes[i]?.collection as string;
      let j = i;
      while (j < writes.length && writes[j]?.collection === collection) j += 1;
      await this.applyInOrder(collection, writes.slice(i, j), position);
      i = j;
    }
    if (expected?.position !== undefined) {
      const moved = await this.checkpoints.updateOne(
        { _id: projection, position: expected.position },
        { $set: { position } },
      );
      if (moved.matchedCount === 0) {
        const actual = (await this.checkpoints.findOne({ _id: projection }))?.position;
        throw new CheckpointConflictError(projection, expected.position, actual);
      }
      return;
    }
    await this.checkpoints.updateOne({ _id: projection }, { $set: { position } }, { upsert: true });
  }

  /** One projection after the other, each as commitProjection (no multi-document transactions here). */
  async commitProjections(commits: readonly ProjectionCommit[]): Promise<ProjectionCommitResult[]> {
    const results: ProjectionCommitResult[] = [];
    for (const { projection, writes, position, expected } of commits) {
      try {
        await this.commitProjection(projection, writes, position, expected);
        results.push({ projection });
      } catch (error) {
        results.push({ projection, error });
      }
    }
    return results;
  }

  private async applyInOrder(collection: string, writes: DocWrite[], position: string): Promise<void> {
    const search = await this.searchOf(collection);
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
    const target = this.collection(collection);
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

  async checkpoint(projection: string): Promise<string | undefined> {
    return (await this.checkpoints.findOne({ _id: projection }))?.position;
  }

  async deleteWhereBefore(collection: string, field: string, before: string): Promise<number> {
    const filter = { [bodyField(field)]: { $lt: before } } as Filter<MongoDoc>;
    return (await this.collection(collection).deleteMany(filter)).deletedCount;
  }

  async reset(collections: string[], projections: string[]): Promise<void> {
    for (const c of collections) await this.collection(c).deleteMany({});
    if (projections.length > 0) await this.checkpoints.deleteMany({ _id: { $in: projections } });
  }

  async replaceCollections(
    pairs: { from: string; to: string }[],
    checkpoint: { from: string; to: string },
  ): Promise<void> {
    for (const { from, to } of pairs) {
      if (from === to) continue;
      try {
        // One atomic step on the server: the target is dropped and the source takes its name.
        await this.db.renameCollection(from, to, { dropTarget: true });
      } catch (error) {
        if (!hasCode(error, NAMESPACE_NOT_FOUND)) throw error;
        // No source collection: the target takes its (empty) content.
        await this.collection(to).deleteMany({});
      }
      // The renamed collection brings the source's indexes and no search text: it gets the target's.
      const declarations = await this.declarationsNow();
      await this.applyDeclaration(to, declarations.get(to), true);
      await this.applyDeclaration(from, declarations.get(from), false);
    }
    const cp = await this.checkpoint(checkpoint.from);
    if (cp !== undefined) {
      await this.checkpoints.updateOne({ _id: checkpoint.to }, { $set: { position: cp } }, { upsert: true });
    } else {
      await this.checkpoints.deleteOne({ _id: checkpoint.to });
    }
    if (checkpoint.from !== checkpoint.to) await this.checkpoints.deleteOne({ _id: checkpoint.from });
  }

  /** Drops the whole database (tests, throwaway environments). Not part of the port. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

function firstWriteError(error: MongoBulkWriteError): { index: number; code: number } | undefined {
  const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
  const first = errors[0];
  return first ? { index: first.index, code: first.code } : undefined;
}
