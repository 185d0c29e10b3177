import type Database from 'better-sqlite3';
import type { CollectionIndexes } from './port.js';
import { createSearch, dropSearch } from './sqlite-schema.js';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** The JSON path literal of a body field (names are checked: they are written into the SQL). */
export function field(name: string): string {
  if (!FIELD.test(name)) throw new Error(`Invalid field name: ${name}`);
  return `'$.${name}'`;
}

/** A string written into the SQL as a literal (a physical collection: partial indexes need it literally). */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const identifier = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The partial-index condition every index of one physical collection ends with. */
const PARTIAL = /WHERE\s+collection\s*=\s*'((?:[^']|'')*)'\s*$/i;

/** A declaration as stored: checked, with its fields in order. */
export function checkedDeclaration(declaration: CollectionIndexes): Required<CollectionIndexes> {
  const indexes = (declaration.indexes ?? []).map((fields) => {
    if (fields.length === 0) throw new Error('An index needs at least one field');
    for (const f of fields) field(f);
    return [...fields];
  });
  const search = [...(declaration.search ?? [])];
  for (const f of search) field(f);
  return { indexes, search };
}

/**
 * Indexes of a physical collection: declared ones (`ix3:<physical>:<fields>`) and the ones lists of an undeclared
 * collection made lazily (`ix2_...`), told apart from other collections' by their partial condition.
 */
function indexesOf(db: Database.Database, physical: string): { name: string; declared: boolean }[] {
  return db
    .prepare<[], { name: string; sql: string | null }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND sql IS NOT NULL",
    )
    .all()
    .filter((row) => row.sql?.match(PARTIAL)?.[1]?.replaceAll("''", "'") === physical)
    .map((row) => ({ name: row.name, declared: row.name.startsWith('ix3:') }));
}

/** A swept physical collection's indexes, full-text index included. */
export function dropIndexes(db: Database.Database, physical: string): void {
  for (const index of indexesOf(db, physical)) db.exec(`DROP INDEX IF EXISTS ${identifier(index.name)}`);
  dropSearch(db, physical);
  db.prepare('DELETE FROM search_fields WHERE physical = ?').run(physical);
}

/** The lazy order index of an undeclared collection (a list ordered by a field it has no declared index for). */
export function createOrderIndex(db: Database.Database, physical: string, orderBy: string): void {
  const name = `ix2_${physical}_${orderBy.replaceAll('.', '_')}`;
  db.exec(
    `CREATE INDEX IF NOT EXISTS ${identifier(name)} ON documents (collection, json_extract(body, ${field(orderBy)}), id) WHERE collection = ${literal(physical)}`,
  );
}

/**
 * Gives physical collection `physical` the indexes and the full-text index of `declaration` (undefined: its
 * collection declares nothing, so only the declared indexes go and lazy ones stay), dropping those no longer
 * declared. Within the caller's transaction. The full-text index is made again only when the searched fields
 * change.
 */
export function applyDeclaration(
  db: Database.Database,
  physical: string,
  declaration: Required<CollectionIndexes> | undefined,
): void {
  const wanted = new Map(
    (declaration?.indexes ?? []).map((fields) => [`ix3:${physical}:${fields.join(',')}`, fields]),
  );
  for (const index of indexesOf(db, physical))
    if (!wanted.has(index.name) && (declaration || index.declared))
      db.exec(`DROP INDEX IF EXISTS ${identifier(index.name)}`);
  for (const [name, fields] of wanted) {
    const expressions = fields.map((f) => `json_extract(body, ${field(f)})`).join(', ');
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${identifier(name)} ON documents (collection, ${expressions}, id) WHERE collection = ${literal(physical)}`,
    );
  }
  const paths = declaration?.search.length ? JSON.stringify(declaration.search.map((f) => `$.${f}`)) : null;
  const current = db
    .prepare<[string], { paths: string }>('SELECT paths FROM search_fields WHERE physical = ?')
    .get(physical)?.paths;
  if ((current ?? null) === paths) return;
  if (current !== undefined) {
    dropSearch(db, physical);
    db.prepare('DELETE FROM search_fields WHERE physical = ?').run(physical);
  }
  if (paths === null) return;
  db.prepare('INSERT INTO search_fields (physical, paths) VALUES (?, ?)').run(physical, paths);
  createSearch(db, physical, paths);
}
