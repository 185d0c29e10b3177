import { randomBytes } from 'node:crypto';
import { foldForSearch } from '@portal/contracts';
import type Database from 'better-sqlite3';
import { compactSqlite, openSqlite, type SqliteHandle } from '../sqlite.js';
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
  type StoredDoc,
  type TextSearch,
} from './port.js';
import {
  applyDeclaration,
  checkedDeclaration,
  createOrderIndex,
  dropIndexes,
  field,
  literal,
} from './sqlite-indexes.js';
import {
  type Clause,
  ftsQuery,
  idsClause,
  limitClause,
  orderClause,
  scanSearchClause,
  whereClause,
} from './sqlite-query.js';
import { createTables, optimizeSearch, searchTableSql } from './sqlite-schema.js';

/**
 * A collection's documents are stored under a physical name: its own until a reset or a rebuild's switch gives it
 * another (collection_names), so a switch renames one row instead of moving every document. Resolved inside each
 * statement, so another process's switch (the rebuild command beside a running portal) is seen at once. Bound with
 * the collection's name twice.
 */
const PHYSICAL = 'COALESCE((SELECT physical FROM collection_names WHERE name = ?), ?)';
/** Marks the physical names made by `freshPhysical` (a collection's own name never is one of those). */
const GENERATED = '__g';
/** Rows deleted per transaction when a former collection is swept. */
const SWEEP_CHUNK = 2000;

/** Prepared list and count statements kept (by SQL text: the physical collection is written in it). */
const CACHED_STATEMENTS = 500;

/** A list or count statement and its query plan, as `recordPlans` keeps them. */
export interface RecordedPlan {
  collection: string;
  sql: string;
  plan: string[];
}

/** The embedded document store: JSON bodies in one SQLite table, with projection checkpoints beside them. */
export class SqliteDocumentStore implements DocumentStore {
  private readonly handle: SqliteHandle;
  private readonly db: Database.Database;
  private readonly stmts;

  /**
   * `synchronous` FULL for what cannot be rebuilt from the log (the keys of personal data); NORMAL, the default, for
   * read models. Pages freed by a delete or an overwrite are zeroed (`secure_delete`): a person's erased data must
   * not stay readable in free pages of the file.
   */
  constructor(file: string, options: { synchronous?: 'NORMAL' | 'FULL' } = {}) {
    this.handle = openSqlite(file, options);
    this.db = this.handle.db;
    this.db.pragma('secure_delete = ON');
    // Search ignores case and accents ('jose' finds 'José'), as people type names on a phone.
    this.db.function('portal_fold', { deterministic: true }, (value: unknown) =>
      typeof value === 'string' ? foldForSearch(value) : value,
    );
    createTables(this.db);
    this.stmts = {
      get: this.db.prepare<[string, string, string], { body: string; position: string | null }>(
        `SELECT body, position FROM documents WHERE collection = ${PHYSICAL} AND id = ?`,
      ),
      put: this.db.prepare(
        `INSERT INTO documents (collection, id, body, position) VALUES (${PHYSICAL}, ?, ?, NULL)
         ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body`,
      ),
      insert: this.db.prepare(
        `INSERT INTO documents (collection, id, body, position) VALUES (${PHYSICAL}, ?, ?, NULL)
         ON CONFLICT (collection, id) DO NOTHING`,
      ),
      del: this.db.prepare(`DELETE FROM documents WHERE collection = ${PHYSICAL} AND id = ?`),
      // Within a transaction that resolved the physical name once (commitProjection).
      projectPut: this.db.prepare(
        `INSERT INTO documents (collection, id, body, position) VALUES (?, ?, ?, ?)
         ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body, position = excluded.position
         WHERE documents.position IS NULL OR documents.position < excluded.position`,
      ),
      projectDel: this.db.prepare(
        'DELETE FROM documents WHERE collection = ? AND id = ? AND (position IS NULL OR position < ?)',
      ),
      checkpoint: this.db.prepare<[string], { position: string }>(
        'SELECT position FROM checkpoints WHERE projection = ?',
      ),
      setCheckpoint: this.db.prepare(
        `INSERT INTO checkpoints (projection, position) VALUES (?, ?)
         ON CONFLICT (projection) DO UPDATE SET position = excluded.position`,
      ),
      firstCheckpoint: this.db.prepare(
        'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ON CONFLICT (projection) DO NOTHING',
      ),
      moveCheckpoint: this.db.prepare(
        'UPDATE checkpoints SET position = ? WHERE projection = ? AND position = ?',
      ),
      clearCheckpoint: this.db.prepare('DELETE FROM checkpoints WHERE projection = ?'),
      physical: this.db.prepare<[string], { physical: string }>(
        'SELECT physical FROM collection_names WHERE name = ?',
      ),
      name: this.db.prepare('INSERT OR REPLACE INTO collection_names (name, physical) VALUES (?, ?)'),
      discard: this.db.prepare('INSERT OR IGNORE INTO collection_garbage (physical) VALUES (?)'),
      garbage: this.db.prepare<[], { physical: string }>('SELECT physical FROM collection_garbage LIMIT 1'),
      inUse: this.db.prepare<[string, string, string], { n: number }>(
        `SELECT (SELECT COUNT(*) FROM collection_names WHERE physical = ?)
              + (CASE WHEN ? = 'generated' THEN 0
                      ELSE (SELECT COUNT(*) = 0 FROM collection_names WHERE name = ?) END) AS n`,
      ),
      sweepChunk: this.db.prepare(
        `DELETE FROM documents WHERE rowid IN (SELECT rowid FROM documents WHERE collection = ? LIMIT ${SWEEP_CHUNK})`,
      ),
      swept: this.db.prepare('DELETE FROM collection_garbage WHERE physical = ?'),
      forget: this.db.prepare('DELETE FROM search_fields WHERE physical = ?'),
      forgetCount: this.db.prepare('DELETE FROM collection_counts WHERE physical = ?'),
      counter: this.db.prepare<[string, string], { n: number }>(
        `SELECT COALESCE((SELECT n FROM collection_counts WHERE physical = ${PHYSICAL}), 0) AS n`,
      ),
      searchFields: this.db.prepare<[string], { paths: string }>(
        'SELECT paths FROM search_fields WHERE physical = ?',
      ),
      declaration: this.db.prepare<[string], { declaration: string }>(
        'SELECT declaration FROM collection_declarations WHERE collection = ?',
      ),
      declare: this.db.prepare(
        `INSERT INTO collection_declarations (collection, declaration) VALUES (?, ?)
         ON CONFLICT (collection) DO UPDATE SET declaration = excluded.declaration`,
      ),
      dataVersion: this.db.prepare<[], number>('PRAGMA data_version').pluck(),
      physicalCount: this.db
        .prepare<[string], number>('SELECT n FROM collection_counts WHERE physical = ?')
        .pluck(),
    };
    // A switch or reset that a crash interrupted left rows to delete: they go now, in the background.
    setImmediate(() => {
      if (this.db.open) void this.sweep().catch(() => {});
    });
  }

  /** Where a collection's documents are now (its own name until a reset or a switch gave it a fresh one). */
  private physicalOf(collection: string): string {
    return this.stmts.physical.get(collection)?.physical ?? collection;
  }

  /** A physical name never used before, for `collection`'s next contents. */
  private freshPhysical(collection: string): string {
    return `${collection}${GENERATED}${randomBytes(8).toString('hex')}`;
  }

  private sweeping: Promise<void> | undefined;

  /**
   * Deletes the documents of the physical collections a reset or a switch left behind, a chunk of rows per
   * transaction with the event loop free in between (a switch of 200,000 documents used to hold one transaction,
   * and every request, for seconds), then their indexes, search fields and counter. A name still in use is never
   * swept. The triggers take each deleted row out of the counter and the full-text index.
   */
  private async sweep(): Promise<void> {
    // A sweep under way may be past its last look at the list: go again while something is left.
    for (let round = 0; round < 3 && this.db.open && this.stmts.garbage.get(); round++) {
      this.sweeping ??= this.sweepAll().finally(() => {
        this.sweeping = undefined;
      });
      await this.sweeping;
    }
  }

  private async sweepAll(): Promise<void> {
    for (let row = this.stmts.garbage.get(); row && this.db.open; row = this.stmts.garbage.get()) {
      const { physical } = row;
      const kind = physical.includes(GENERATED) ? 'generated' : 'named';
      if ((this.stmts.inUse.get(physical, kind, physical)?.n ?? 0) === 0) {
        while (this.db.open && this.stmts.sweepChunk.run(physical).changes === SWEEP_CHUNK)
          await new Promise((resolve) => setImmediate(resolve));
        if (!this.db.open) return;
        this.db
          .transaction(() => {
            dropIndexes(this.db, physical);
            this.stmts.forget.run(physical);
            this.stmts.forgetCount.run(physical);
          })
          .immediate();
      }
      this.stmts.swept.run(physical);
    }
  }

  async get<T extends object = Doc>(collection: string, id: string): Promise<T | undefined> {
    const row = this.stmts.get.get(collection, collection, id);
    return row ? (JSON.parse(row.body) as T) : undefined;
  }

  async getRaw(collection: string, id: string): Promise<string | undefined> {
    return this.stmts.get.get(collection, collection, id)?.body;
  }

  async getStored<T extends object = Doc>(collection: string, id: string): Promise<StoredDoc<T> | undefined> {
    const row = this.stmts.get.get(collection, collection, id);
    if (!row) return undefined;
    return { id, body: JSON.parse(row.body) as T, ...(row.position ? { position: row.position } : {}) };
  }

  async put(collection: string, id: string, body: Doc): Promise<void> {
    this.stmts.put.run(collection, collection, id, JSON.stringify(body));
  }

  async insert(collection: string, id: string, body: Doc): Promise<boolean> {
    return this.stmts.insert.run(collection, collection, id, JSON.stringify(body)).changes === 1;
  }

  /**
   * Several `insert`s in one transaction (one commit, one fsync for them all): each document created only when none
   * has its id; true for each created, in their order. All or none when the transaction fails.
   */
  async insertAll(collection: string, docs: readonly { id: string; body: Doc }[]): Promise<boolean[]> {
    return this.db
      .transaction(() =>
        docs.map(
          ({ id, body }) =>
            this.stmts.insert.run(collection, collection, id, JSON.stringify(body)).changes === 1,
        ),
      )
      .immediate();
  }

  async delete(collection: string, id: string): Promise<void> {
    this.stmts.del.run(collection, collection, id);
  }

  /** The declaration a collection is read by, as stored in the file (by whichever process declared it). */
  private declarationOf(collection: string): Required<CollectionIndexes> | undefined {
    const row = this.stmts.declaration.get(collection);
    return row ? (JSON.parse(row.declaration) as Required<CollectionIndexes>) : undefined;
  }

  async declareIndexes(declarations: IndexDeclarations): Promise<void> {
    const checked = Object.entries(declarations).map(
      ([collection, declaration]) => [collection, checkedDeclaration(declaration)] as const,
    );
    // One transaction per collection: a first declaration over many documents builds its indexes one at a time.
    for (const [collection, declaration] of checked) {
      this.db
        .transaction(() => {
          this.stmts.declare.run(collection, JSON.stringify(declaration));
          applyDeclaration(this.db, this.physicalOf(collection), declaration);
        })
        .immediate();
    }
  }

  private readonly statements = new Map<string, Database.Statement>();

  /** A list or count statement, prepared once per SQL text (the physical collection is written in it). */
  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (statement) this.statements.delete(sql);
    else {
      statement = this.db.prepare(sql);
      if (this.statements.size >= CACHED_STATEMENTS) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
    }
    this.statements.set(sql, statement);
    return statement;
  }

  private plans: RecordedPlan[] | undefined;

  /** While on, every list and count statement's query plan is kept (for a test that no read scans a collection). */
  recordPlans(on: boolean): void {
    this.plans = on ? (this.plans ?? []) : undefined;
  }

  /** The plans recorded since the last call. */
  takePlans(): RecordedPlan[] {
    const plans = this.plans ?? [];
    if (this.plans) this.plans = [];
    return plans;
  }

  private read(collection: string, sql: string, params: unknown[]): Database.Statement {
    if (this.plans)
      this.plans.push({
        collection,
        sql,
        plan: this.db
          .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((row) => row.detail),
      });
    return this.statement(sql);
  }

  /** `PRAGMA data_version`: changes when another connection (another process) committed to the file. */
  foreignChanges(): number {
    return this.stmts.dataVersion.get() as number;
  }

  /** The (physical collection, field) pairs lists were ordered by, each looked at once. */
  private readonly indexed = new Set<string>();

  /**
   * A list of a collection that declares no index, ordered by a field, gets an index on that field for that
   * (physical) collection, once, at the first such list: a fallback, every collection read by a route declares its
   * indexes.
   */
  private ensureOrderIndex(collection: string, physical: string, orderBy: string): void {
    const key = `${physical}\u0000${orderBy}`;
    if (this.indexed.has(key)) return;
    field(orderBy);
    if (!this.stmts.declaration.get(collection)) createOrderIndex(this.db, physical, orderBy);
    this.indexed.add(key);
  }

  /**
   * The rows of a list or count: the collection, the filters, and the search — through the full-text index when
   * the collection declares one (its matches first, then the documents they name), else from the documents.
   * Within the caller's read transaction.
   */
  private selection(
    physical: string,
    options: Pick<ListOptions, 'where' | 'search' | 'ids'>,
    counted = false,
  ): Clause {
    const where = whereClause(options.where);
    const ids = idsClause(options.ids);
    const search = options.search;
    for (const f of search?.fields ?? []) field(f);
    const inCollection = `collection = ${literal(physical)}`;
    const tail = { sql: where.sql + ids.sql, params: [...where.params, ...ids.params] };
    const match = search && this.stmts.searchFields.get(physical) ? ftsQuery(search.text) : undefined;
    const fts = searchTableSql(physical);
    // The collection's own full-text index: a count with nothing else to check reads no document.
    if (match !== undefined && counted && tail.sql === '')
      return { sql: `FROM ${fts} WHERE ${fts} MATCH ?`, params: [match] };
    if (match !== undefined)
      return {
        sql: `FROM ${fts} CROSS JOIN documents ON documents.rowid = ${fts}.rowid
          WHERE ${fts} MATCH ? AND documents.${inCollection}${tail.sql}`,
        params: [match, ...tail.params],
      };
    const scan = search ? scanSearchClause(search) : { sql: '', params: [] };
    return {
      sql: `FROM documents WHERE ${inCollection}${tail.sql}${scan.sql}`,
      params: [...tail.params, ...scan.params],
    };
  }

  /**
   * A page of a search through the collection's full-text index (undefined: without one, or without a limit, or
   * when the walk below gives up). The page is the first `window` (offset + limit) matches in the list's order:
   * - a few matches, at most √(documents × window / 20): those, each looked up by rowid, then sorted;
   * - more: the list's order index walked from its top (its entries only, no document read), each kept when it
   *   is a match, until the window is full; then those documents. Sorting them all would read every matching
   *   document (a first name among 100,000 clients: 2,500). Matches spread over the order fill the window after
   *   about documents × window / matches entries, fewer than 20 × the bound (an entry costs about a twentieth of
   *   a document read); the walk stops at twice that (matches that sit together far from the top, as clients
   *   named Rubén sorted by name) and the matches are sorted instead.
   */
  private searchedPage(
    collection: string,
    physical: string,
    options: ListOptions,
    order: string,
    limit: string,
  ): { body: string }[] | undefined {
    const searched = options.search && this.stmts.searchFields.get(physical);
    const match = searched && options.search ? ftsQuery(options.search.text) : undefined;
    if (match === undefined || !options.limit) return undefined;
    const fts = searchTableSql(physical);
    const where = whereClause(options.where);
    const ids = idsClause(options.ids);
    const filter = `documents.collection = ${literal(physical)}${where.sql}${ids.sql}`;
    const params = [...where.params, ...ids.params];
    const window = Math.max(0, Math.floor(options.offset ?? 0)) + Math.max(0, Math.floor(options.limit));
    const documents = Number(this.stmts.physicalCount.get(physical) ?? 0);
    const bound = Math.ceil(Math.sqrt((documents * window) / 20));
    const probe = `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${bound + 1}`;
    let rowids = this.read(collection, probe, [match]).pluck().all(match) as number[];
    if (rowids.length > bound) {
      const budget = 40 * bound;
      const walk = `SELECT walked.match_rowid
        FROM (SELECT documents.rowid AS match_rowid FROM documents WHERE ${filter}${order} LIMIT ${budget}) AS walked
        WHERE walked.match_rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?) LIMIT ${window}`;
      rowids = this.read(collection, walk, [...params, match])
        .pluck()
        .all(...params, match) as number[];
      if (rowids.length < window && documents > budget) return undefined;
    }
    const page = `SELECT body FROM (SELECT value AS match_rowid FROM json_each(?)) AS matched
      CROSS JOIN documents ON documents.rowid = matched.match_rowid WHERE ${filter}${order}${limit}`;
    const pageParams = [JSON.stringify(rowids), ...params];
    return this.read(collection, page, pageParams).all(...pageParams) as { body: string }[];
  }

  async list<T extends object = Doc>(collection: string, options: ListOptions = {}): Promise<T[]> {
    if (options.ids?.length === 0) return [];
    const order = orderClause(options);
    const limit = limitClause(options);
    if (options.orderBy) this.ensureOrderIndex(collection, this.physicalOf(collection), options.orderBy);
    // One read transaction: the physical name and its rows from the same snapshot, even beside a switch.
    const rows = this.db.transaction(() => {
      const physical = this.physicalOf(collection);
      const searched = this.searchedPage(collection, physical, options, order, limit);
      if (searched) return searched;
      const from = this.selection(physical, options);
      const sql = `SELECT body ${from.sql}${order}${limit}`;
      return this.read(collection, sql, from.params).all(...from.params) as { body: string }[];
    })();
    return rows.map((r) => JSON.parse(r.body) as T);
  }

  async count(collection: string, where?: ListOptions['where'], search?: TextSearch): Promise<number> {
    if ((!where || Object.keys(where).length === 0) && (!search || ftsQuery(search.text) === undefined)) {
      for (const f of search?.fields ?? []) field(f);
      if (this.plans) this.read(collection, this.stmts.counter.source, [collection, collection]);
      return this.stmts.counter.get(collection, collection)?.n ?? 0;
    }
    return this.db.transaction(() => {
      const from = this.selection(
        this.physicalOf(collection),
        { ...(where ? { where } : {}), ...(search ? { search } : {}) },
        true,
      );
      const sql = `SELECT COUNT(*) AS n ${from.sql}`;
      const row = this.read(collection, sql, from.params).get(...from.params) as { n: number } | undefined;
      return row?.n ?? 0;
    })();
  }

  async commitProjection(
    projection: string,
    writes: DocWrite[],
    position: string,
    expected?: { position: string | undefined },
  ): Promise<void> {
    this.db
      .transaction(() =>
        this.writeProjection({ projection, writes, position, ...(expected ? { expected } : {}) }),
      )
      .immediate();
  }

  async commitProjections(commits: readonly ProjectionCommit[]): Promise<ProjectionCommitResult[]> {
    // better-sqlite3 runs a transaction function called inside another as a savepoint: a part that throws rolls
    // back its own writes only. A part without writes is one statement (the checkpoint's compare-and-set), which
    // changes nothing when it fails: no savepoint for it.
    const part = this.db.transaction((commit: ProjectionCommit) => this.writeProjection(commit));
    return this.db
      .transaction(() =>
        commits.map((commit): ProjectionCommitResult => {
          try {
            if (commit.writes.length === 0) this.moveCheckpoint(commit);
            else part(commit);
            return { projection: commit.projection };
          } catch (error) {
            return { projection: commit.projection, error };
          }
        }),
      )
      .immediate();
  }

  /**
   * Moves a projection's checkpoint to `position` in one statement; with `expected`, only from that checkpoint
   * (compare-and-set), else CheckpointConflictError and nothing changed.
   */
  private moveCheckpoint({ projection, position, expected }: ProjectionCommit): void {
    if (!expected) {
      this.stmts.setCheckpoint.run(projection, position);
      return;
    }
    const moved =
      expected.position === undefined
        ? this.stmts.firstCheckpoint.run(projection, position)
        : this.stmts.moveCheckpoint.run(position, projection, expected.position);
    if (moved.changes === 1) return;
    const actual = this.stmts.checkpoint.get(projection)?.position;
    throw new CheckpointConflictError(projection, expected.position, actual);
  }

  /** One projection's checkpoint and writes, within the caller's transaction (a conflict writes nothing). */
  private writeProjection(commit: ProjectionCommit): void {
    this.moveCheckpoint(commit);
    const { writes, position } = commit;
    const physical = new Map<string, string>();
    const at = (collection: string) => {
      const known = physical.get(collection);
      if (known !== undefined) return known;
      const name = this.physicalOf(collection);
      physical.set(collection, name);
      return name;
    };
    for (const w of writes) {
      if (w.kind === 'put')
        this.stmts.projectPut.run(at(w.collection), w.id, JSON.stringify(w.body), position);
      else this.stmts.projectDel.run(at(w.collection), w.id, position);
    }
  }

  async checkpoint(projection: string): Promise<string | undefined> {
    return this.stmts.checkpoint.get(projection)?.position;
  }

  async deleteWhereBefore(collection: string, fieldName: string, before: string): Promise<number> {
    return this.db
      .prepare(
        `DELETE FROM documents WHERE collection = ${PHYSICAL} AND json_extract(body, ${field(fieldName)}) < ?`,
      )
      .run(collection, collection, before).changes;
  }

  /** `collection` takes physical collection `physical`, with the indexes and search fields it declares. */
  private rename(collection: string, physical: string): void {
    this.stmts.name.run(collection, physical);
    applyDeclaration(this.db, physical, this.declarationOf(collection));
  }

  /** `collection` starts over on a fresh physical name; what it held is swept afterwards. */
  private restart(collection: string): void {
    this.stmts.discard.run(this.physicalOf(collection));
    this.rename(collection, this.freshPhysical(collection));
  }

  async reset(collections: string[], projections: string[]): Promise<void> {
    this.db
      .transaction(() => {
        for (const c of collections) this.restart(c);
        for (const p of projections) this.stmts.clearCheckpoint.run(p);
      })
      .immediate();
    await this.sweep();
  }

  /**
   * The switch of a rebuild: each target takes its source's physical collection (a name changes, no document is
   * moved) and the source starts over empty, in one short transaction; the target's former documents are swept
   * afterwards, in chunks. The target's declared indexes and full-text rows are built on what it takes within
   * that transaction (the rebuild wrote its documents without them, which is faster than keeping them per write).
   */
  async replaceCollections(
    pairs: { from: string; to: string }[],
    checkpoint: { from: string; to: string },
  ): Promise<void> {
    // The target's indexes and full-text rows are built on the source's documents first, one step per transaction
    // with the event loop free in between, so the switch's own transaction (which checks them again) is short.
    // Only for a source that declares nothing itself (a rebuild's scratch collection).
    for (const { from, to } of pairs) {
      const declaration = from === to || this.declarationOf(from) ? undefined : this.declarationOf(to);
      if (!declaration) continue;
      const steps = [
        ...declaration.indexes.map((_, i) => ({ indexes: declaration.indexes.slice(0, i + 1), search: [] })),
        declaration,
      ];
      for (const step of steps) {
        this.db.transaction(() => applyDeclaration(this.db, this.physicalOf(from), step)).immediate();
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    this.db
      .transaction(() => {
        for (const { from, to } of pairs) {
          if (from === to) continue;
          this.stmts.discard.run(this.physicalOf(to));
          this.rename(to, this.physicalOf(from));
          this.rename(from, this.freshPhysical(from));
        }
        const cp = this.stmts.checkpoint.get(checkpoint.from);
        if (cp) this.stmts.setCheckpoint.run(checkpoint.to, cp.position);
        else this.stmts.clearCheckpoint.run(checkpoint.to);
        this.stmts.clearCheckpoint.run(checkpoint.from);
      })
      .immediate();
    await this.sweep();
  }

  /**
   * Rewrites the file without its free pages and empties the WAL (after an erasure: no former page keeps what was
   * deleted, nor the full-text index a trace of it). Waits for a sweep under way first, so the rows it deletes are gone too.
   */
  async compact(): Promise<void> {
    await this.sweep();
    // The full-text index keeps a removed document's trigrams in its segments until they are merged: merged now.
    optimizeSearch(this.db);
    await compactSqlite(this.db);
  }

  async close(): Promise<void> {
    await this.sweeping;
    await this.handle.close();
  }
}
