import type Database from 'better-sqlite3';

/**
 * A collection's documents are stored under a physical name: its own until a reset or a rebuild's switch gives it
 * another (collection_names), so a switch renames one row instead of moving every document. Resolved inside each
 * statement, so another process's switch (the rebuild command beside a running portal) is seen at once. Bound with
 * the collection's name twice.
 */
export const PHYSICAL = 'COALESCE((SELECT physical FROM collection_names WHERE name = ?), ?)';
/** Rows deleted per transaction when a former collection is swept. */
export const SWEEP_CHUNK = 2000;

type Statement<P extends unknown[] = unknown[], R = unknown> = Database.Statement<P, R>;
type ById = [collection: string, physicalDefault: string, id: string];

/** The statements of the embedded document store that do not depend on a list's options, prepared once. */
export interface Statements {
  get: Statement<ById, { body: string; position: string | null }>;
  put: Statement;
  insert: Statement;
  del: Statement;
  projectPut: Statement;
  projectDel: Statement;
  checkpoint: Statement<[string], { position: string }>;
  setCheckpoint: Statement;
  firstCheckpoint: Statement;
  moveCheckpoint: Statement;
  clearCheckpoint: Statement;
  physical: Statement<[string], { physical: string }>;
  name: Statement;
  discard: Statement;
  garbage: Statement<[], { physical: string }>;
  inUse: Statement<[string, string, string], { n: number }>;
  sweepChunk: Statement;
  swept: Statement;
  forget: Statement;
  forgetCount: Statement;
  counter: Statement<[string, string], { n: number }>;
  searchFields: Statement<[string], { paths: string }>;
  declaration: Statement<[string], { declaration: string }>;
  declare: Statement;
  dataVersion: Statement<[], number>;
  physicalCount: Statement<[string], number>;
}

export function prepareStatements(db: Database.Database): Statements {
  return {
    get: db.prepare<ById, { body: string; position: string | null }>(
      `SELECT body, position FROM documents WHERE collection = ${PHYSICAL} AND id = ?`,
    ),
    put: db.prepare(
      `INSERT INTO documents (collection, id, body, position) VALUES (${PHYSICAL}, ?, ?, NULL)
         ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body`,
    ),
    insert: db.prepare(
      `INSERT INTO documents (collection, id, body, position) VALUES (${PHYSICAL}, ?, ?, NULL)
         ON CONFLICT (collection, id) DO NOTHING`,
    ),
    del: db.prepare(`DELETE FROM documents WHERE collection = ${PHYSICAL} AND id = ?`),
    // Within a transaction that resolved the physical name once (commitProjection).
    projectPut: db.prepare(
      `INSERT INTO documents (collection, id, body, position) VALUES (?, ?, ?, ?)
         ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body, position = excluded.position
         WHERE documents.position IS NULL OR documents.position < excluded.position`,
    ),
    projectDel: db.prepare(
      'DELETE FROM documents WHERE collection = ? AND id = ? AND (position IS NULL OR position < ?)',
    ),
    checkpoint: db.prepare<[string], { position: string }>(
      'SELECT position FROM checkpoints WHERE projection = ?',
    ),
    setCheckpoint: db.prepare(
      `INSERT INTO checkpoints (projection, position) VALUES (?, ?)
         ON CONFLICT (projection) DO UPDATE SET position = excluded.position`,
    ),
    firstCheckpoint: db.prepare(
      'INSERT INTO checkpoints (projection, position) VALUES (?, ?) ON CONFLICT (projection) DO NOTHING',
    ),
    moveCheckpoint: db.prepare('UPDATE checkpoints SET position = ? WHERE projection = ? AND position = ?'),
    clearCheckpoint: db.prepare('DELETE FROM checkpoints WHERE projection = ?'),
    physical: db.prepare<[string], { physical: string }>(
      'SELECT physical FROM collection_names WHERE name = ?',
    ),
    name: db.prepare('INSERT OR REPLACE INTO collection_names (name, physical) VALUES (?, ?)'),
    discard: db.prepare('INSERT OR IGNORE INTO collection_garbage (physical) VALUES (?)'),
    garbage: db.prepare<[], { physical: string }>('SELECT physical FROM collection_garbage LIMIT 1'),
    inUse: db.prepare<[string, string, string], { n: number }>(
      `SELECT (SELECT COUNT(*) FROM collection_names WHERE physical = ?)
              + (CASE WHEN ? = 'generated' THEN 0
                      ELSE (SELECT COUNT(*) = 0 FROM collection_names WHERE name = ?) END) AS n`,
    ),
    sweepChunk: db.prepare(
      `DELETE FROM documents WHERE rowid IN (SELECT rowid FROM documents WHERE collection = ? LIMIT ${SWEEP_CHUNK})`,
    ),
    swept: db.prepare('DELETE FROM collection_garbage WHERE physical = ?'),
    forget: db.prepare('DELETE FROM search_fields WHERE physical = ?'),
    forgetCount: db.prepare('DELETE FROM collection_counts WHERE physical = ?'),
    counter: db.prepare<[string, string], { n: number }>(
      `SELECT COALESCE((SELECT n FROM collection_counts WHERE physical = ${PHYSICAL}), 0) AS n`,
    ),
    searchFields: db.prepare<[string], { paths: string }>(
      'SELECT paths FROM search_fields WHERE physical = ?',
    ),
    declaration: db.prepare<[string], { declaration: string }>(
      'SELECT declaration FROM collection_declarations WHERE collection = ?',
    ),
    declare: db.prepare(
      `INSERT INTO collection_declarations (collection, declaration) VALUES (?, ?)
         ON CONFLICT (collection) DO UPDATE SET declaration = excluded.declaration`,
    ),
    dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(),
    physicalCount: db.prepare<[string], number>('SELECT n FROM collection_counts WHERE physical = ?').pluck(),
  };
}
