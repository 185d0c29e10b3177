import pg from 'pg';
import { inTransaction } from '../postgres-transaction.js';
import type {
  Doc,
  DocumentStore,
  DocWrite,
  IndexDeclarations,
  ListOptions,
  ProjectionCommit,
  ProjectionCommitResult,
  StoredDoc,
  TextSearch,
} from './port.js';
import {
  fieldValue,
  filterClause,
  orderClause,
  orEmpty,
  pageClause,
  run,
  SCHEMA,
  tableOf,
} from './postgres-sql.js';
import {
  applyDeclaration,
  checkedDeclaration,
  declarationOf,
  installTrigrams,
  vacuumCollections,
} from './postgres-tables.js';
import { insertSql, putSql, withTables, writeProjection } from './postgres-writes.js';

/**
 * The document store on PostgreSQL: a table per collection (`"doc:<name>"`, made on its first write) holding each
 * document as `jsonb` for filters and expression indexes beside the text as written (getRaw sends it byte for
 * byte), the position of the last event applied and the folded searched text of the declared search fields.
 * A table per collection lets a rebuild's switch be a rename in one transaction (DDL is transactional here) and
 * a reset a TRUNCATE, and keeps each declared index to its own collection's rows. Declarations and checkpoints
 * live in `portal_declarations` and `portal_checkpoints`. Its parts: the SQL pieces (postgres-sql), the tables
 * and their declared indexes (postgres-tables), the writes and the compare-and-set checkpoint (postgres-writes).
 */
export class PostgresDocumentStore implements DocumentStore {
  private ready: Promise<void> | undefined;
  constructor(private readonly pool: pg.Pool) {
    pool.on('error', () => {}); // an idle connection the server dropped would end the process; the pool replaces it
  }

  /** A store on the database at `url` (postgres://…), with a pool of at most `max` connections. */
  static connect(url: string, max = 10): PostgresDocumentStore {
    return new PostgresDocumentStore(new pg.Pool({ connectionString: url, max }));
  }
  /** The shared tables and the folding function, made once per store (and idempotent between processes). */
  private schema(): Promise<pg.Pool> {
    this.ready ??= this.transaction(async (client) => {
      for (const sql of SCHEMA) await client.query(sql);
    }, false).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready.then(() => this.pool);
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>, prepared = true): Promise<T> {
    if (prepared) await this.schema();
    return inTransaction(this.pool, work);
  }

  async get<T extends object = Doc>(collection: string, id: string): Promise<T | undefined> {
    const raw = await this.getRaw(collection, id);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  async getStored<T extends object = Doc>(collection: string, id: string): Promise<StoredDoc<T> | undefined> {
    const db = await this.schema();
    const row = await orEmpty(
      async () =>
        (
          await db.query<{ raw: string; position: string | null }>(
            `SELECT raw, position FROM ${tableOf(collection)} WHERE id = $1`,
            [id],
          )
        ).rows[0],
      undefined,
    );
    if (!row) return undefined;
    return { id, body: JSON.parse(row.raw) as T, ...(row.position ? { position: row.position } : {}) };
  }

  async getRaw(collection: string, id: string): Promise<string | undefined> {
    const db = await this.schema();
    return orEmpty(
      async () =>
        (await db.query<{ raw: string }>(`SELECT raw FROM ${tableOf(collection)} WHERE id = $1`, [id]))
          .rows[0]?.raw,
      undefined,
    );
  }

  async put(collection: string, id: string, body: Doc): Promise<void> {
    const db = await this.schema();
    const text = JSON.stringify(body);
    await withTables(db, [collection], () => db.query(putSql(collection), [id, text, collection]));
  }

  async insert(collection: string, id: string, body: Doc): Promise<boolean> {
    const db = await this.schema();
    const text = JSON.stringify(body);
    const inserted = await withTables(db, [collection], () =>
      db.query(insertSql(collection), [id, text, collection]),
    );
    return inserted.rowCount === 1;
  }

  async delete(collection: string, id: string): Promise<void> {
    const db = await this.schema();
    await orEmpty(() => db.query(`DELETE FROM ${tableOf(collection)} WHERE id = $1`, [id]), undefined);
  }

  async list<T extends object = Doc>(collection: string, options: ListOptions = {}): Promise<T[]> {
    const order = orderClause(options);
    if (options.ids?.length === 0) return [];
    const db = await this.schema();
    const filter = filterClause(options.where, await this.searched(collection, options.search), options.ids);
    const rows = await orEmpty(
      async () =>
        (
          await run<{ raw: string }>(
            db,
            `SELECT raw FROM ${tableOf(collection)}`,
            filter,
            order,
            pageClause(options),
          )
        ).rows,
      [],
    );
    return rows.map((r) => JSON.parse(r.raw) as T);
  }

  async count(collection: string, where?: ListOptions['where'], search?: TextSearch): Promise<number> {
    const db = await this.schema();
    const filter = filterClause(where, await this.searched(collection, search));
    return orEmpty(
      async () =>
        (await run<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${tableOf(collection)}`, filter))
          .rows[0]?.n ?? 0,
      0,
    );
  }

  /** A search with whether its collection declares its searched fields (then they are the ones looked in). */
  private async searched(collection: string, search: TextSearch | undefined) {
    if (!search) return undefined;
    const db = await this.schema();
    const declared = await db.query<{ search: string[] | null }>(
      'SELECT search FROM portal_declarations WHERE collection = $1',
      [collection],
    );
    return { search, declared: (declared.rows[0]?.search ?? null) !== null };
  }

  async declareIndexes(declarations: IndexDeclarations): Promise<void> {
    const checked = Object.entries(declarations).map(([c, d]) => [c, checkedDeclaration(d)] as const);
    await this.transaction(async (client) => {
      if (checked.some(([, d]) => d.search !== null)) await installTrigrams(client);
      for (const [collection, declaration] of checked) {
        await client.query(
          `INSERT INTO portal_declarations (collection, indexes, search) VALUES ($1, $2::jsonb, $3::text[])
             ON CONFLICT (collection) DO UPDATE SET indexes = excluded.indexes, search = excluded.search`,
          [collection, JSON.stringify(declaration.indexes), declaration.search],
        );
        await applyDeclaration(client, collection, declaration);
      }
    });
  }

  async commitProjection(
    projection: string,
    writes: DocWrite[],
    position: string,
    expected?: { position: string | undefined },
  ): Promise<void> {
    const [result] = await this.commitProjections([{ projection, writes, position, expected }]);
    if (result?.error !== undefined) throw result.error;
  }

  /** One transaction, each projection's part in a savepoint of its own: a failing part is rolled back alone. */
  async commitProjections(commits: readonly ProjectionCommit[]): Promise<ProjectionCommitResult[]> {
    if (commits.length === 0) return [];
    return this.transaction(async (client) => {
      const results: ProjectionCommitResult[] = [];
      for (const commit of commits) {
        const collections = commit.writes.map((w) => w.collection);
        try {
          await withTables(client, collections, () => writeProjection(client, commit), 'part');
          await client.query('RELEASE SAVEPOINT part');
          results.push({ projection: commit.projection });
        } catch (error) {
          await client.query('ROLLBACK TO SAVEPOINT part');
          await client.query('RELEASE SAVEPOINT part');
          results.push({ projection: commit.projection, error });
        }
      }
      return results;
    });
  }

  async checkpoint(projection: string): Promise<string | undefined> {
    const db = await this.schema();
    const row = (
      await db.query<{ position: string }>('SELECT position FROM portal_checkpoints WHERE projection = $1', [
        projection,
      ])
    ).rows[0];
    return row?.position;
  }

  async deleteWhereBefore(collection: string, field: string, before: string): Promise<number> {
    const value = fieldValue(field).replace('#>', '#>>');
    const db = await this.schema();
    return orEmpty(
      async () =>
        (await db.query(`DELETE FROM ${tableOf(collection)} WHERE ${value} COLLATE "C" < $1`, [before]))
          .rowCount ?? 0,
      0,
    );
  }

  async reset(collections: string[], projections: string[]): Promise<void> {
    await this.transaction(async (client) => {
      for (const c of collections) {
        const exists = await client.query('SELECT to_regclass($1) AS t', [tableOf(c)]);
        if (exists.rows[0]?.t !== null) await client.query(`TRUNCATE ${tableOf(c)}`);
      }
      if (projections.length > 0)
        await client.query('DELETE FROM portal_checkpoints WHERE projection = ANY($1::text[])', [
          projections,
        ]);
    });
  }

  /**
   * One transaction: each `to` table is dropped and its `from` table takes its name (the documents move without
   * being copied), then gets `to`'s declared indexes and searched text; a `from` never written leaves `to`
   * absent, which reads as empty. The checkpoint moves in the same transaction, so a projection's compare-and-set
   * commit sees either the old collections and checkpoint or the new ones.
   */
  async replaceCollections(
    pairs: { from: string; to: string }[],
    checkpoint: { from: string; to: string },
  ): Promise<void> {
    await this.transaction(async (client) => {
      for (const { from, to } of pairs) {
        if (from === to) continue;
        await client.query(`DROP TABLE IF EXISTS ${tableOf(to)}`);
        const exists = await client.query('SELECT to_regclass($1) AS t', [tableOf(from)]);
        if (exists.rows[0]?.t === null) continue;
        await client.query(`ALTER TABLE ${tableOf(from)} RENAME TO ${tableOf(to)}`);
        await applyDeclaration(client, to, await declarationOf(client, to));
        // The source starts over empty, with the indexes it declares (if any), as a fresh collection would.
        const declared = await declarationOf(client, from);
        if (declared) await applyDeclaration(client, from, declared);
      }
      const cp = (
        await client.query<{ position: string }>(
          'SELECT position FROM portal_checkpoints WHERE projection = $1',
          [checkpoint.from],
        )
      ).rows[0]?.position;
      if (cp !== undefined)
        await client.query(
          `INSERT INTO portal_checkpoints (projection, position) VALUES ($1, $2)
             ON CONFLICT (projection) DO UPDATE SET position = excluded.position`,
          [checkpoint.to, cp],
        );
      else await client.query('DELETE FROM portal_checkpoints WHERE projection = $1', [checkpoint.to]);
      if (checkpoint.from !== checkpoint.to)
        await client.query('DELETE FROM portal_checkpoints WHERE projection = $1', [checkpoint.from]);
    });
  }

  /** After an erasure: `rewritten`'s tables written anew, the other collections' vacuumed (postgres-tables). */
  async compact(rewritten: readonly string[]): Promise<void> {
    await vacuumCollections(await this.schema(), rewritten);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
