import { foldForSearch } from '@portal/contracts';
import type Database from 'better-sqlite3';
import { compactSqlite, openSqlite, type SqliteHandle } from '../sqlite.js';
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
import { PhysicalCollections } from './sqlite-collections.js';
import { applyDeclaration, checkedDeclaration, field } from './sqlite-indexes.js';
import { moveCheckpoint, writeProjection } from './sqlite-projection-commit.js';
import { ftsQuery, limitClause, orderClause } from './sqlite-query.js';
import { type RecordedPlan, SqliteReads } from './sqlite-reads.js';
import { createTables, optimizeSearch } from './sqlite-schema.js';
import { PHYSICAL, prepareStatements, type Statements } from './sqlite-statements.js';

export type { RecordedPlan } from './sqlite-reads.js';

/**
 * The embedded document store: JSON bodies in one SQLite table, with projection checkpoints beside them. Its
 * parts: the prepared statements (sqlite-statements), the physical collections and their sweep
 * (sqlite-collections), the SQL of lists and counts (sqlite-reads), a projection's commit
 * (sqlite-projection-commit), the tables and full-text index (sqlite-schema) and the declared indexes
 * (sqlite-indexes).
 */
export class SqliteDocumentStore implements DocumentStore {
  private readonly handle: SqliteHandle;
  private readonly db: Database.Database;
  private readonly stmts: Statements;
  private readonly physical: PhysicalCollections;
  private readonly reads: SqliteReads;

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
    this.stmts = prepareStatements(this.db);
    this.physical = new PhysicalCollections(this.db, this.stmts);
    this.reads = new SqliteReads(this.db, this.stmts);
    // A switch or reset that a crash interrupted left rows to delete: they go now, in the background.
    setImmediate(() => {
      if (this.db.open) void this.physical.sweep().catch(() => {});
    });
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

  async declareIndexes(declarations: IndexDeclarations): Promise<void> {
    const checked = Object.entries(declarations).map(
      ([collection, declaration]) => [collection, checkedDeclaration(declaration)] as const,
    );
    // One transaction per collection: a first declaration over many documents builds its indexes one at a time.
    for (const [collection, declaration] of checked) {
      this.db
        .transaction(() => {
          this.stmts.declare.run(collection, JSON.stringify(declaration));
          applyDeclaration(this.db, this.physical.of(collection), declaration);
        })
        .immediate();
    }
  }

  /** While on, every list and count statement's query plan is kept (for a test that no read scans a collection). */
  recordPlans(on: boolean): void {
    this.reads.recordPlans(on);
  }

  /** The plans recorded since the last call. */
  takePlans(): RecordedPlan[] {
    return this.reads.takePlans();
  }

  /** `PRAGMA data_version`: changes when another connection (another process) committed to the file. */
  foreignChanges(): number {
    return this.stmts.dataVersion.get() ?? 0;
  }

  async list<T extends object = Doc>(collection: string, options: ListOptions = {}): Promise<T[]> {
    if (options.ids?.length === 0) return [];
    const order = orderClause(options);
    const limit = limitClause(options);
    if (options.orderBy)
      this.reads.ensureOrderIndex(collection, this.physical.of(collection), options.orderBy);
    // One read transaction: the physical name and its rows from the same snapshot, even beside a switch.
    const rows = this.db.transaction(() => {
      const physical = this.physical.of(collection);
      const searched = this.reads.searchedPage(collection, physical, options, order, limit);
      if (searched) return searched;
      const from = this.reads.selection(physical, options);
      return this.reads.bodies(collection, `SELECT body ${from.sql}${order}${limit}`, from.params);
    })();
    return rows.map((r) => JSON.parse(r.body) as T);
  }

  async count(collection: string, where?: ListOptions['where'], search?: TextSearch): Promise<number> {
    if ((!where || Object.keys(where).length === 0) && (!search || ftsQuery(search.text) === undefined)) {
      for (const f of search?.fields ?? []) field(f);
      this.reads.recordPlan(collection, this.stmts.counter.source, [collection, collection]);
      return this.stmts.counter.get(collection, collection)?.n ?? 0;
    }
    return this.db.transaction(() => {
      const from = this.reads.selection(
        this.physical.of(collection),
        { ...(where ? { where } : {}), ...(search ? { search } : {}) },
        true,
      );
      return this.reads.count(collection, `SELECT COUNT(*) AS n ${from.sql}`, from.params);
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
            if (commit.writes.length === 0) moveCheckpoint(this.stmts, commit);
            else part(commit);
            return { projection: commit.projection };
          } catch (error) {
            return { projection: commit.projection, error };
          }
        }),
      )
      .immediate();
  }

  private writeProjection(commit: ProjectionCommit): void {
    writeProjection(this.stmts, (collection) => this.physical.of(collection), commit);
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

  async reset(collections: string[], projections: string[]): Promise<void> {
    this.db
      .transaction(() => {
        for (const c of collections) this.physical.restart(c);
        for (const p of projections) this.stmts.clearCheckpoint.run(p);
      })
      .immediate();
    await this.physical.sweep();
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
    const physical = this.physical;
    // The target's indexes and full-text rows are built on the source's documents first, one step per transaction
    // with the event loop free in between, so the switch's own transaction (which checks them again) is short.
    // Only for a source that declares nothing itself (a rebuild's scratch collection).
    for (const { from, to } of pairs) {
      const declaration =
        from === to || physical.declarationOf(from) ? undefined : physical.declarationOf(to);
      if (!declaration) continue;
      const steps = [
        ...declaration.indexes.map((_, i) => ({ indexes: declaration.indexes.slice(0, i + 1), search: [] })),
        declaration,
      ];
      for (const step of steps) {
        this.db.transaction(() => applyDeclaration(this.db, physical.of(from), step)).immediate();
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    this.db
      .transaction(() => {
        for (const { from, to } of pairs) {
          if (from === to) continue;
          this.stmts.discard.run(physical.of(to));
          physical.rename(to, physical.of(from));
          physical.rename(from, physical.fresh(from));
        }
        const cp = this.stmts.checkpoint.get(checkpoint.from);
        if (cp) this.stmts.setCheckpoint.run(checkpoint.to, cp.position);
        else this.stmts.clearCheckpoint.run(checkpoint.to);
        this.stmts.clearCheckpoint.run(checkpoint.from);
      })
      .immediate();
    await physical.sweep();
  }

  /**
   * Rewrites the file without its free pages and empties the WAL (after an erasure: no former page keeps what was
   * deleted, nor the full-text index a trace of it). Waits for a sweep under way first, so the rows it deletes are gone too.
   */
  async compact(): Promise<void> {
    await this.physical.sweep();
    // The full-text index keeps a removed document's trigrams in its segments until they are merged: merged now.
    optimizeSearch(this.db);
    await compactSqlite(this.db);
  }

  async close(): Promise<void> {
    await this.physical.settled();
    await this.handle.close();
  }
}
