import type Database from 'better-sqlite3';

/**
 * The tables of the embedded document store and the triggers that keep its counters and its full-text index exact
 * on every write, whichever statement or process makes it (a projection's batch, a reset's sweep, the rebuild
 * command beside a running portal). The triggers are plain SQL, so any connection to the file keeps them, the
 * sqlite3 shell included: no function of this process is needed to write a document.
 */

/** The full-text index: folded by the tokenizer (case and accents), trigrams, rowid = documents.rowid. */
export const SEARCH_TABLE = 'search_text';

/**
 * Stands for '^' in indexed and searched text: '^^' marks the start of each indexed word, so a literal '^' must
 * never be one (a private-use character nobody types).
 */
export const CARET = '\uE000';

/**
 * The indexed text of a document: the values at `paths` (a JSON array of '$.a.b' paths), joined by spaces, each
 * word written as '^^word' (so a 1–2 character word can be found as a word start: '^^w', '^wo').
 */
export function searchTextSql(body: string, paths: string): string {
  let text = `group_concat(json_extract(${body}, p.value), ' ')`;
  text = `replace(${text}, '^', char(${CARET.codePointAt(0)}))`;
  for (const space of [9, 10, 13, 160]) text = `replace(${text}, char(${space}), ' ')`;
  return `(SELECT '^^' || replace(${text}, ' ', ' ^^') FROM json_each(${paths}) AS p)`;
}

const pathsOf = (row: 'new' | 'old') =>
  `(SELECT paths FROM search_fields WHERE physical = ${row}.collection)`;
const addNew = `INSERT INTO ${SEARCH_TABLE} (rowid, text) VALUES (new.rowid, ${searchTextSql('new.body', pathsOf('new'))});`;
const removeOld = `INSERT INTO ${SEARCH_TABLE} (${SEARCH_TABLE}, rowid, text)
    VALUES ('delete', old.rowid, ${searchTextSql('old.body', pathsOf('old'))});`;
const searched = (row: 'new' | 'old') =>
  `EXISTS (SELECT 1 FROM search_fields WHERE physical = ${row}.collection)`;

/**
 * The full-text index is contentless (it keeps no copy of the text): a row is removed by giving FTS5 the text it
 * was indexed with, computed again from the old body. Measured on 100,000 updates of 2 KB documents, that costs
 * 3.7 s of CPU where `contentless_delete = 1` cost 9.7 s; an update that leaves the searched text as it was
 * (most projection writes) does not touch the index at all.
 */
const SEARCH = `
  CREATE VIRTUAL TABLE IF NOT EXISTS ${SEARCH_TABLE} USING fts5(
    text, content = '', tokenize = 'trigram remove_diacritics 1');
  CREATE TRIGGER IF NOT EXISTS documents_text_insert AFTER INSERT ON documents WHEN ${searched('new')}
  BEGIN
    ${addNew}
  END;
  CREATE TRIGGER IF NOT EXISTS documents_text_update AFTER UPDATE OF body ON documents
  WHEN (SELECT ${searchTextSql('new.body', 'paths')} IS NOT ${searchTextSql('old.body', 'paths')}
        FROM search_fields WHERE physical = new.collection)
  BEGIN
    ${removeOld}
    ${addNew}
  END;
  CREATE TRIGGER IF NOT EXISTS documents_text_delete AFTER DELETE ON documents WHEN ${searched('old')}
  BEGIN
    ${removeOld}
  END;`;

/** What the first version of the full-text index left (contentless_delete, slower to update): replaced. */
const FORMER_SEARCH = `
  DROP TRIGGER IF EXISTS documents_search_insert;
  DROP TRIGGER IF EXISTS documents_search_update;
  DROP TRIGGER IF EXISTS documents_search_delete;
  DROP TABLE IF EXISTS document_search;`;

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
 * The documents in a rowid table with a unique (collection, id) index. Until issue 12 it was a WITHOUT ROWID
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
    if (!has('table', SEARCH_TABLE)) {
      db.exec(SEARCH);
      db.exec(`INSERT INTO ${SEARCH_TABLE} (rowid, text)
        SELECT d.rowid, ${searchTextSql('d.body', 's.paths')} FROM search_fields s JOIN documents d ON d.collection = s.physical`);
    }
    if (!has('table', 'collection_counts')) db.exec(COUNTERS);
  }).immediate();
}
