import type { AnyBulkWriteOperation, Collection, Db } from 'mongodb';
import { hasCode, type MongoDoc, NAMESPACE_NOT_FOUND } from './mongo-docs.js';
import { bodyField, SEARCH_FIELD, searchedText } from './mongo-search.js';
import type { CollectionIndexes, IndexDeclarations } from './port.js';

/** A collection's declared indexes and search fields, as stored in `_declarations`. */
export interface MongoDeclaration {
  _id: string;
  indexes: string[][];
  search: string[];
}

const DECLARATIONS = '_declarations';
/** How long this process trusts the declarations it read (another process may declare meanwhile). */
const DECLARATIONS_TTL_MS = 10_000;
/** Documents given their search text per bulk write when a collection's search fields change. */
const BACKFILL_CHUNK = 1000;

/**
 * The indexes and search fields each collection declares, kept in the database (every process reads the same),
 * and how a Mongo collection is given them.
 */
export class MongoDeclarations {
  private declarations: Promise<Map<string, MongoDeclaration>> | undefined;
  private declarationsAt = 0;

  constructor(private readonly db: Db) {}

  private get declared(): Collection<MongoDeclaration> {
    return this.db.collection<MongoDeclaration>(DECLARATIONS);
  }

  /** The declarations of every collection, as stored in the database (by whichever process declared them). */
  async now(): Promise<Map<string, MongoDeclaration>> {
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
  async searchOf(collection: string): Promise<readonly string[] | undefined> {
    const search = (await this.now()).get(collection)?.search;
    return search?.length ? search : undefined;
  }

  /** Stores each collection's declaration and gives its Mongo collection the indexes and search text. */
  async declare(declarations: IndexDeclarations): Promise<void> {
    for (const [collection, declaration] of Object.entries(declarations)) {
      const checked = {
        indexes: (declaration.indexes ?? []).map((fields) => [...fields]),
        search: [...(declaration.search ?? [])],
      } satisfies Required<CollectionIndexes>;
      for (const f of [...checked.indexes.flat(), ...checked.search]) bodyField(f);
      const former = (await this.now()).get(collection);
      await this.declared.replaceOne({ _id: collection }, checked, { upsert: true });
      this.declarations = undefined;
      await this.apply(collection, checked, former?.search.join('\u0000') !== checked.search.join('\u0000'));
    }
  }

  /**
   * Gives a Mongo collection the declared indexes (dropping the ones of ours no longer declared) and, when its
   * search fields changed or its documents came from elsewhere, every document its folded search text.
   */
  async apply(
    collection: string,
    declaration: { indexes: string[][]; search: string[] } | undefined,
    searchChanged: boolean,
  ): Promise<void> {
    const target = this.db.collection<MongoDoc>(collection);
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
}
