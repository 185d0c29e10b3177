import type Database from 'better-sqlite3';
import { openSqlite, type SqliteHandle } from '../sqlite.js';
import {
  CheckpointConflictError,
  type Doc,
  type DocumentStore,
  type DocWrite,
  type ListOptions,
  type StoredDoc,
  type TextSearch,
} from './port.js';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
function field(name: string): string {
  if (!FIELD.test(name)) throw new Error(`Invalid field name: ${name}`);
  return `'$.${name}'`;
}
/** Lower case without accents (NFD, combining marks removed). */
const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const bindable = (v: string | number | boolean | null) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/** The embedded document store: JSON bodies in one SQLite table, with projection checkpoints beside them. */
export class SqliteDocumentStore implements DocumentStore {
  private readonly handle: SqliteHandle;
  private readonly db: Database.Database;
  private readonly stmts;

  constructor(file: string) {
    this.handle = openSqlite(file);
    this.db = this.handle.db;
    // Search ignores case and accents ('jose' finds 'José'), as people type names on a phone.
    this.db.function('portal_fold', { deterministic: true }, (value: unknown) =>
      typeof value === 'string' ? foldText(value) : value,
    );
    this.createTables();
    this.stmts = {
      get: this.db.prepare<[string, string], { body: string; position: string | null }>(
        'SELECT body, position FROM documents WHERE collection = ? AND id = ?',
      ),
      put: this.db.prepare(
        `INSERT INTO documents (collection, id, body, position) VALUES (?, ?, ?, NULL)
         ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body`,
      ),
      projectPut: this.db.prepare(
        `INSERT INTO documents (collection, id, body, position) VALUES (?, ?, ?, ?)
         ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body, position = excluded.position
         WHERE documents.position IS NULL OR documents.position < excluded.position`,
      ),
      del: this.db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
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
      clear: this.db.prepare('DELETE FROM documents WHERE collection = ?'),
      clearCheckpoint: this.db.prepare('DELETE FROM checkpoints WHERE projection = ?'),
      move: this.db.prepare('UPDATE documents SET collection = ? WHERE collection = ?'),
    };
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
          CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position TEXT NOT NULL) WITHOUT ROWID;`);
      })
      .immediate();
  }

  async get<T extends object = Doc>(collection: string, id: string): Promise<T | undefined> {
    const row = this.stmts.get.get(collection, id);
    return row ? (JSON.parse(row.body) as T) : undefined;
  }

  async getStored<T extends object = Doc>(collection: string, id: string): Promise<StoredDoc<T> | undefined> {
    const row = this.stmts.get.get(collection, id);
    if (!row) return undefined;
    return { id, body: JSON.parse(row.body) as T, ...(row.position ? { position: row.position } : {}) };
  }

  async put(collection: string, id: string, body: Doc): Promise<void> {
    this.stmts.put.run(collection, id, JSON.stringify(body));
  }

  async delete(collection: string, id: string): Promise<void> {
    this.stmts.del.run(collection, id);
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
    const pattern = `%${foldText(search.text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // One parse of the body for all the fields (json_extract with several paths answers a JSON array of their
    // values) and one fold of that text: a search reads each document once.
    const values =
      search.fields.length === 1
        ? `json_extract(body, ${field(search.fields[0] as string)})`
        : `json_extract(body, ${search.fields.map(field).join(', ')})`;
    return { sql: ` AND portal_fold(${values}) LIKE ? ESCAPE '\\'`, params: [pattern] };
  }

  /** The (collection, field) pairs lists were ordered by: each has its partial expression index. */
  private readonly indexed = new Set<string>();

  /**
   * A list ordered by a field gets an index on that field for that collection (once, at the first such list),
   * so a page in the middle of 10,000 documents walks the index instead of sorting them all. The collection is
   * written into the statement (a partial index needs it literally); names are checked like field names.
   */
  private orderIndex(collection: string, orderBy: string): string {
    if (!FIELD.test(collection) || collection.includes('.')) return 'collection = ?';
    const key = `${collection}\u0000${orderBy}`;
    if (!this.indexed.has(key)) {
      const name = `ix2_${collection}_${orderBy.replaceAll('.', '_')}`;
      this.db.exec(
        `CREATE INDEX IF NOT EXISTS "${name}" ON documents (collection, json_extract(body, ${field(orderBy)}), id) WHERE collection = '${collection}'`,
      );
      this.indexed.add(key);
    }
    return `collection = '${collection}'`;
  }

  async list<T extends object = Doc>(collection: string, options: ListOptions = {}): Promise<T[]> {
    const where = this.where(options.where);
    const search = this.search(options.search);
    const w = { sql: where.sql + search.sql, params: [...where.params, ...search.params] };
    const direction = options.desc ? 'DESC' : 'ASC';
    const order = options.orderBy
      ? ` ORDER BY json_extract(body, ${field(options.orderBy)}) ${direction}, id ${direction}`
      : ' ORDER BY id';
    const inCollection = options.orderBy ? this.orderIndex(collection, options.orderBy) : 'collection = ?';
    const offset = Math.max(0, Math.floor(options.offset ?? 0));
    const limit = options.limit
      ? ` LIMIT ${Math.max(0, Math.floor(options.limit))}${offset ? ` OFFSET ${offset}` : ''}`
      : offset
        ? ` LIMIT -1 OFFSET ${offset}`
        : '';
    const rows = this.db
      .prepare<unknown[], { body: string }>(
        `SELECT body FROM documents WHERE ${inCollection}${w.sql}${order}${limit}`,
      )
      .all(...(inCollection === 'collection = ?' ? [collection] : []), ...w.params);
    return rows.map((r) => JSON.parse(r.body) as T);
  }

  async count(collection: string, where?: ListOptions['where'], text?: TextSearch): Promise<number> {
    const filter = this.where(where);
    const search = this.search(text);
    const w = { sql: filter.sql + search.sql, params: [...filter.params, ...search.params] };
    const row = this.db
      .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM documents WHERE collection = ?${w.sql}`)
      .get(collection, ...w.params);
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
        for (const w of writes) {
          if (w.kind === 'put')
            this.stmts.projectPut.run(w.collection, w.id, JSON.stringify(w.body), position);
          else this.stmts.projectDel.run(w.collection, w.id, position);
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
      .prepare(`DELETE FROM documents WHERE collection = ? AND json_extract(body, ${field(fieldName)}) < ?`)
      .run(collection, before).changes;
  }

  async reset(collections: string[], projections: string[]): Promise<void> {
    this.db
      .transaction(() => {
        for (const c of collections) this.stmts.clear.run(c);
        for (const p of projections) this.stmts.clearCheckpoint.run(p);
      })
      .immediate();
  }

  async replaceCollections(
    pairs: { from: string; to: string }[],
    checkpoint: { from: string; to: string },
  ): Promise<void> {
    this.db
      .transaction(() => {
        for (const { from, to } of pairs) {
          this.stmts.clear.run(to);
          this.stmts.move.run(to, from);
        }
        const cp = this.stmts.checkpoint.get(checkpoint.from);
        if (cp) this.stmts.setCheckpoint.run(checkpoint.to, cp.position);
        else this.stmts.clearCheckpoint.run(checkpoint.to);
        this.stmts.clearCheckpoint.run(checkpoint.from);
      })
      .immediate();
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
