import {
  type Collection,
  type Db,
  type Filter,
  MongoClient,
  type MongoClientOptions,
  type Sort,
} from 'mongodb';
import { MongoDeclarations } from './mongo-declarations.js';
import { DUPLICATE_KEY, hasCode, type MongoDoc, NAMESPACE_NOT_FOUND, whereFilter } from './mongo-docs.js';
import { applyInOrder, runsByCollection } from './mongo-projection-writes.js';
import { bodyField, SEARCH_FIELD, searchedText } from './mongo-search.js';
import {
  CheckpointConflictError,
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

interface MongoCheckpoint {
  _id: string;
  position: string;
}

const CHECKPOINTS = '_checkpoints';

/**
 * The distributed document store on MongoDB: one Mongo collection per port collection, documents as
 * `{ _id, body, position }`, projection checkpoints in `_checkpoints`. Without a replica set there are no
 * multi-document transactions, so `commitProjection` writes the documents first and the checkpoint last: a crash
 * between them replays the batch, and the position check makes the replay change nothing. Its parts: the
 * declared indexes and search fields (mongo-declarations), a projection's ordered writes
 * (mongo-projection-writes), the documents' shape and filters (mongo-docs), the search (mongo-search).
 */
export class MongoDocumentStore implements DocumentStore {
  private readonly declarations: MongoDeclarations;

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.declarations = new MongoDeclarations(db);
  }

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
    const search = await this.declarations.searchOf(collection);
    await this.collection(collection).updateOne(
      { _id: id },
      { $set: { body, ...(search ? { [SEARCH_FIELD]: searchedText(body, search) } : {}) } },
      { upsert: true },
    );
  }

  async insert(collection: string, id: string, body: Doc): Promise<boolean> {
    const search = await this.declarations.searchOf(collection);
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

  async declareIndexes(declarations: IndexDeclarations): Promise<void> {
    await this.declarations.declare(declarations);
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
    const declaresSearch = options.search
      ? (await this.declarations.searchOf(collection)) !== undefined
      : false;
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
    const declaresSearch = search ? (await this.declarations.searchOf(collection)) !== undefined : false;
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
    for (const run of runsByCollection(writes)) {
      const search = await this.declarations.searchOf(run.collection);
      await applyInOrder(this.collection(run.collection), run.writes, position, search);
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

  async checkpoint(projection: string): Promise<string | undefined> {
    return (await this.checkpoints.findOne({ _id: projection }))?.position;
  }

  async deleteWhereBefore(collection: string, field: string, before: string): Promise<number> {
    const filter: Filter<MongoDoc> = { [bodyField(field)]: { $lt: before } };
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
      const declarations = await this.declarations.now();
      await this.declarations.apply(to, declarations.get(to), true);
      await this.declarations.apply(from, declarations.get(from), false);
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
