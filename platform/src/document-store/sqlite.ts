import { randomBytes } from 'node:crypto';
import { foldForSearch } from '@portal/contracts';
import type Database from 'better-sqlite3';
import { compactSqlite, openSqlite, type SqliteHandle } from '../sqlite.js';
import {
  CheckpointConflictError,
  type Doc,
  type DocumentStore,
  type DocWrite,
  type ListOptions,
  type StoredDoc,
  type TextSearch,
} from './port.js';

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

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
function field(name: string): string {
  if (!FIELD.test(name)) throw new Error(`Invalid field name: ${name}`);
  return `'$.${name}'`;
}
const bindable = (v: string | number | boolean | null) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

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
    this.createTables();
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
      indexesOf: this.db.prepare<[string, string], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND substr(name, 1, length(?)) = ?",
      ),
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
   * and every request, for seconds), and the order indexes made for them. A name still in use is never swept.
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
        for (const index of this.stmts.indexesOf.all(`ix2_${physical}_`, `ix2_${physical}_`))
          this.db.exec(`DROP INDEX IF EXISTS "${index.name}"`);
      }
      this.stmts.swept.run(physical);
    }
  }

  /**
   * The documents in a rowid table with a unique (collection, id) index. Until issue 12 it was a WITHOUT ROWID
   * table keyed by (collection, id): SQLite advises against that for rows beyond ~1/20 of a page, and a client's
   * dashboard is several KB of JSON — writing 200,000 such documents took twice as long (measured: 13.5 s against
   * 6.7 s). A data folder with the old table is moved over once, in one transaction, when it is opened.
   */
  private createTables(): void {
    const existing = this.db
      .prepare<[], { sql: string }>(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'documents'",
      )
      .get();
    const table = (name: string) => `
      CREATE TABLE ${name} (
        collection TEXT NOT NULL,
        id         TEXT NOT NULL,
        body       TEXT NOT NULL,
        position   TEXT
      )`;
    this.db
      .transaction(() => {
        if (!existing) this.db.exec(table('documents'));
        else if (/WITHOUT\s+ROWID/i.test(existing.sql)) {
          this.db.exec(`${table('documents_rowid')};
            INSERT INTO documents_rowid (collection, id, body, position)
              SELECT collection, id, body, position FROM documents ORDER BY collection, id;
            DROP TABLE documents;
            ALTER TABLE documents_rowid RENAME TO documents;`);
        }
        this.db.exec(`
          CREATE UNIQUE INDEX IF NOT EXISTS documents_key ON documents (collection, id);
          CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position TEXT NOT NULL) WITHOUT ROWID;
          CREATE TABLE IF NOT EXISTS collection_names (name TEXT PRIMARY KEY, physical TEXT NOT NULL) WITHOUT ROWID;
          CREATE TABLE IF NOT EXISTS collection_garbage (physical TEXT PRIMARY KEY) WITHOUT ROWID;`);
      })
      .immediate();
  }

  async get<T extends object = Doc>(collection: string, id: string): Promise<T | undefined> {
    const row = this.stmts.get.get(collection, collection, id);
    return row ? (JSON.parse(row.body) as T) : undefined;
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

  async delete(collection: string, id: string): Promise<void> {
    this.stmts.del.run(collection, collection, id);
  }

  private where(where: ListOptions['where'] = {}): { sql: string; params: (string | number | null)[] } {
    const parts: string[] = [];
    const params: (string | number | null)[] = [];
    for (const [k, v] of Object.entries(where)) {
      if (v === null) parts.push(`json_extract(body, ${field(k)}) IS NULL`);
      else {
        parts.push(`json_extract(body, ${field(k)}) = ?`);
        params.push(bindable(v));
      }
    }
    return { sql: parts.length ? ` AND ${parts.join(' AND ')}` : '', params };
  }

  /** Contains `text`, ignoring case and accents (LIKE's own wildcards in the text are taken literally). */
  private search(search: TextSearch | undefined): { sql: string; params: string[] } {
    if (!search || search.text === '' || search.fields.length === 0) return { sql: '', params: [] };
    const pattern = `%${foldForSearch(search.text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // One parse of the body for all the fields (json_extract with several paths answers a JSON array of their
    // values) and one fold of that text: a search reads each document once.
    const values =
      search.fields.length === 1
        ? `json_extract(body, ${field(search.fields[0] as string)})`
        : `json_extract(body, ${search.fields.map(field).join(', ')})`;
    return { sql: ` AND portal_fold(${values}) LIKE ? ESCAPE '\\'`, params: [pattern] };
  }

  /** The (physical collection, field) pairs lists were ordered by: each has its partial expression index. */
  private readonly indexed = new Set<string>();

  /**
   * A list ordered by a field gets an index on that field for that (physical) collection, once, at the first such
   * list, so a page in the middle of 10,000 documents walks the index instead of sorting them all. Names are
   * checked like field names (a partial index needs the collection written literally).
   */
  private ensureOrderIndex(physical: string, orderBy: string): void {
    if (!FIELD.test(physical) || physical.includes('.')) return;
    const key = `${physical}\u0000${orderBy}`;
    if (this.indexed.has(key)) return;
    const name = `ix2_${physical}_${orderBy.replaceAll('.', '_')}`;
    this.db.exec(
      `CREATE INDEX IF NOT EXISTS "${name}" ON documents (collection, json_extract(body, ${field(orderBy)}), id) WHERE collection = '${physical}'`,
    );
    this.indexed.add(key);
  }

  /** The collection's condition: written literally where its order index exists (so SQLite can use it). */
  private inCollection(physical: string, orderBy: string | undefined): string {
    return orderBy && this.indexed.has(`${physical}\u0000${orderBy}`)
      ? `collection = '${physical}'`
      : 'collection = ?';
  }

  async list<T extends object = Doc>(collection: string, options: ListOptions = {}): Promise<T[]> {
    const where = this.where(options.where);
    const search = this.search(options.search);
    const w = { sql: where.sql + search.sql, params: [...where.params, ...search.params] };
    const direction = options.desc ? 'DESC' : 'ASC';
    const order = options.orderBy
      ? ` ORDER BY json_extract(body, ${field(options.orderBy)}) ${direction}, id ${direction}`
      : ' ORDER BY id';
    const offset = Math.max(0, Math.floor(options.offset ?? 0));
    const limit = options.limit
      ? ` LIMIT ${Math.max(0, Math.floor(options.limit))}${offset ? ` OFFSET ${offset}` : ''}`
      : offset
        ? ` LIMIT -1 OFFSET ${offset}`
        : '';
    if (options.orderBy) this.ensureOrderIndex(this.physicalOf(collection), options.orderBy);
    // One read transaction: the physical name and its rows from the same snapshot, even beside a switch.
    const rows = this.db.transaction(() => {
      const physical = this.physicalOf(collection);
      const inCollection = this.inCollection(physical, options.orderBy);
      return this.db
        .prepare<unknown[], { body: string }>(
          `SELECT body FROM documents WHERE ${inCollection}${w.sql}${order}${limit}`,
        )
        .all(...(inCollection === 'collection = ?' ? [physical] : []), ...w.params);
    })();
    return rows.map((r) => JSON.parse(r.body) as T);
  }

  async count(collection: string, where?: ListOptions['where'], text?: TextSearch): Promise<number> {
    const filter = this.where(where);
    const search = this.search(text);
    const w = { sql: filter.sql + search.sql, params: [...filter.params, ...search.params] };
    const row = this.db
      .prepare<unknown[], { n: number }>(
        `SELECT COUNT(*) AS n FROM documents WHERE collection = ${PHYSICAL}${w.sql}`,
      )
      .get(collection, collection, ...w.params);
    return row?.n ?? 0;
  }

  async commitProjection(
    projection: string,
    writes: DocWrite[],
    position: string,
    expected?: { position: string | undefined },
  ): Promise<void> {
    this.db
      .transaction(() => {
        if (expected) {
          const actual = this.stmts.checkpoint.get(projection)?.position;
          if (actual !== expected.position)
            throw new CheckpointConflictError(projection, expected.position, actual);
        }
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
        this.stmts.setCheckpoint.run(projection, position);
      })
      .immediate();
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

  /** `collection` starts over on a fresh physical name; what it held is swept afterwards. */
  private restart(collection: string): void {
    this.stmts.discard.run(this.physicalOf(collection));
    this.stmts.name.run(collection, this.freshPhysical(collection));
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
   * afterwards, in chunks.
   */
  async replaceCollections(
    pairs: { from: string; to: string }[],
    checkpoint: { from: string; to: string },
  ): Promise<void> {
    this.db
      .transaction(() => {
        for (const { from, to } of pairs) {
          if (from === to) continue;
          this.stmts.discard.run(this.physicalOf(to));
          this.stmts.name.run(to, this.physicalOf(from));
          this.stmts.name.run(from, this.freshPhysical(from));
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
   * deleted). Waits for a sweep under way first, so the rows it deletes are gone too.
   */
  async compact(): Promise<void> {
    await this.sweep();
    await compactSqlite(this.db);
  }

  async close(): Promise<void> {
    await this.sweeping;
    await this.handle.close();
  }
}
