import type Database from 'better-sqlite3';

/**
 * The tables of the embedded document store and the triggers that keep its counters and its full-text index exact
 * on every write, whichever statement or process makes it (a projection's batch, a reset's sweep, the rebuild
 * command beside a running portal). The triggers are plain SQL, so any connection to the file keeps them, the
 * sqlite3 shell included: no function of this process is needed to write a document.
 */

/** The shared full-text index of every searched collection, before each had its own: dropped when found. */
const SHARED_SEARCH_TABLE = 'search_text';

/**
 * The full-text index of one physical collection: folded by the tokenizer (case and accents), trigrams, rowid =
 * documents.rowid. One per collection, so a search reads the posting lists of that collection alone: with one
 * table for all of them, a common name matched in every searched collection (users, clients, cases, case rows)
 * and each match was looked up in the documents to be told apart (100,000 clients: 44 ms for one first name).
 */
const searchTableOf = (physical: string) => `search:${physical}`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The full-text index of a physical collection as written in SQL (quoted). */
export const searchTableSql = (physical: string) => quoted(searchTableOf(physical));

/**
 * Stands for '^' in indexed and searched text: '^^' marks the start of each indexed word, so a literal '^' must
 * never be one (a private-use character nobody types).
 */
export const CARET = '\uE000';

/**
 * The indexed text of a document: the values at `paths` (a JSON array of '$.a.b' paths), joined by spaces, each
 * word written as '^^word' (so a 1–2 character word can be found as a word start: '^^w', '^wo').
 */
function searchTextSql(body: string, paths: string): string {
  let text = `group_concat(json_extract(${body}, p.value), ' ')`;
  text = `replace(${text}, '^', char(${CARET.codePointAt(0)}))`;
  for (const space of [9, 10, 13, 160]) text = `replace(${text}, char(${space}), ' ')`;
  return `(SELECT '^^' || replace(${text}, ' ', ' ^^') FROM json_each(${paths}) AS p)`;
}

/** The triggers of a collection's full-text index, by the statement they follow. */
const TRIGGERS = ['insert', 'update', 'delete'] as const;
const triggerOf = (physical: string, on: (typeof TRIGGERS)[number]) => `search_${on}:${physical}`;

/**
 * Gives physical collection `physical` its full-text index over the fields at `paths` (a JSON array of '$.a.b'
 * paths), kept by triggers of its own (plain SQL, so any connection to the file keeps it), filled from its
 * current documents and merged into one segment (a search then reads one posting list per trigram instead of
 * one per segment the inserts left: 18 segments over 100,000 clients made a search 3x slower).
 *
 * The index is contentless (it keeps no copy of the text): a row is removed by giving FTS5 the text it was
 * indexed with, computed again from the old body. Measured on 100,000 updates of 2 KB documents, that costs
 * 3.7 s of CPU where `contentless_delete = 1` cost 9.7 s; an update that leaves the searched text as it was
 * (most projection writes) does not touch the index at all.
 */
export function createSearch(db: Database.Database, physical: string, paths: string): void {
  const table = quoted(searchTableOf(physical));
  const fields = literal(paths);
  const text = (row: string) => searchTextSql(`${row}.body`, fields);
  const add = `INSERT INTO ${table} (rowid, text) VALUES (new.rowid, ${text('new')});`;
  const remove = `INSERT INTO ${table} (${table}, rowid, text) VALUES ('delete', old.rowid, ${text('old')});`;
  const mine = (row: string) => `${row}.collection = ${literal(physical)}`;
  db.exec(`
    CREATE VIRTUAL TABLE IF NOT EXISTS ${table} USING fts5(
      text, content = '', tokenize = 'trigram remove_diacritics 1');
    CREATE TRIGGER IF NOT EXISTS ${quoted(triggerOf(physical, 'insert'))} AFTER INSERT ON documents
      WHEN ${mine('new')}
    BEGIN
      ${add}
    END;
    CREATE TRIGGER IF NOT EXISTS ${quoted(triggerOf(physical, 'update'))} AFTER UPDATE OF body ON documents
      WHEN ${mine('new')} AND ${text('new')} IS NOT ${text('old')}
    BEGIN
      ${remove}
      ${add}
    END;
    CREATE TRIGGER IF NOT EXISTS ${quoted(triggerOf(physical, 'delete'))} AFTER DELETE ON documents
      WHEN ${mine('old')}
    BEGIN
      ${remove}
    END;
    INSERT INTO ${table} (rowid, text)
      SELECT rowid, ${searchTextSql('body', fields)} FROM documents WHERE ${mine('documents')};
    INSERT INTO ${table} (${table}) VALUES ('optimize');`);
}

/** Takes a physical collection's full-text index and its triggers away (its rows go with the table). */
export function dropSearch(db: Database.Database, physical: string): void {
  for (const on of TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${quoted(triggerOf(physical, on))}`);
  db.exec(`DROP TABLE IF EXISTS ${quoted(searchTableOf(physical))}`);
}

/** Merges each full-text index into one segment (what a removed document left in former segments goes). */
export function optimizeSearch(db: Database.Database): void {
  const searched = db.prepare<[], { physical: string }>('SELECT physical FROM search_fields').all();
  for (const { physical } of searched) {
    const table = quoted(searchTableOf(physical));
    db.exec(`INSERT INTO ${table} (${table}) VALUES ('optimize')`);
  }
}

/** What the first version of the full-text index left (contentless_delete, slower to update): replaced. */
const FORMER_SEARCH = `
  DROP TRIGGER IF EXISTS documents_search_insert;
  DROP TRIGGER IF EXISTS documents_search_update;
  DROP TRIGGER IF EXISTS documents_search_delete;
  DROP TABLE IF EXISTS document_search;`;

/** What the shared full-text index left: replaced by one index per collection. */
const SHARED_SEARCH = `
  DROP TRIGGER IF EXISTS documents_text_insert;
  DROP TRIGGER IF EXISTS documents_text_update;
  DROP TRIGGER IF EXISTS documents_text_delete;
  DROP TABLE IF EXISTS ${SHARED_SEARCH_TABLE};`;

/**
 * Counters per physical collection (count with no filter is one row), search fields per physical collection (the
 * triggers index a document when its collection has a row there), the declarations each collection is read by.
 */
const TABLES = `
  CREATE TABLE IF NOT EXISTS collection_declarations (collection TEXT PRIMARY KEY, declaration TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS search_fields (physical TEXT PRIMARY KEY, paths TEXT NOT NULL) WITHOUT ROWID;`;

const COUNTERS = `
  CREATE TABLE collection_counts (physical TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
  INSERT INTO collection_counts (physical, n) SELECT collection, COUNT(*) FROM documents GROUP BY collection;
  CREATE TRIGGER documents_count_insert AFTER INSERT ON documents
  BEGIN
    INSERT INTO collection_counts (physical, n) VALUES (new.collection, 1)
      ON CONFLICT (physical) DO UPDATE SET n = n + 1;
  END;
  CREATE TRIGGER documents_count_delete AFTER DELETE ON documents
  BEGIN
    UPDATE collection_counts SET n = n - 1 WHERE physical = old.collection;
  END;`;

/**
 * The documents in a rowid table with a unique (collection, id) index. It used to be a WITHOUT ROWID
 * table keyed by (collection, id): SQLite advises against that for rows beyond ~1/20 of a page, and a client's
 * dashboard is several KB of JSON — writing 200,000 such documents took twice as long (measured: 13.5 s against
 * 6.7 s). A data folder with the old table is moved over once, in one transaction, when it is opened; one made
 * before the counters has them counted from its rows once.
 */
export function createTables(db: Database.Database): void {
  const has = (type: string, name: string) =>
    db
      .prepare<[string, string], { sql: string }>('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?')
      .get(type, name);
  const table = (name: string) => `
    CREATE TABLE ${name} (
      collection TEXT NOT NULL,
      id         TEXT NOT NULL,
      body       TEXT NOT NULL,
      position   TEXT
    )`;
  db.transaction(() => {
    const existing = has('table', 'documents');
    if (!existing) db.exec(table('documents'));
    else if (/WITHOUT\s+ROWID/i.test(existing.sql)) {
      db.exec(`${table('documents_rowid')};
        INSERT INTO documents_rowid (collection, id, body, position)
          SELECT collection, id, body, position FROM documents ORDER BY collection, id;
        DROP TABLE documents;
        ALTER TABLE documents_rowid RENAME TO documents;`);
    }
    db.exec(`
      CREATE UNIQUE INDEX IF NOT EXISTS documents_key ON documents (collection, id);
      CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS collection_names (name TEXT PRIMARY KEY, physical TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS collection_garbage (physical TEXT PRIMARY KEY) WITHOUT ROWID;
      ${TABLES}`);
    if (has('table', 'document_search')) db.exec(FORMER_SEARCH);
    if (has('table', SHARED_SEARCH_TABLE)) db.exec(SHARED_SEARCH);
    // Each searched collection has its index (a file from before them gets them here, filled once).
    const searched = db.prepare<[], { physical: string; paths: string }>(
      'SELECT physical, paths FROM search_fields',
    );
    for (const { physical, paths } of searched.all())
      if (!has('table', searchTableOf(physical))) createSearch(db, physical, paths);
    if (!has('table', 'collection_counts')) db.exec(COUNTERS);
  }).immediate();
}
