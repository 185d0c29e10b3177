import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { CollectionIndexes } from './port.js';
import { checkedField, createTable, fieldValue, tableOf } from './postgres-sql.js';

/** A declaration as stored: checked, with its fields in order. */
export interface Declaration {
  indexes: string[][];
  search: string[] | null;
}

export function checkedDeclaration(declaration: CollectionIndexes): Declaration {
  const indexes = (declaration.indexes ?? []).map((fields) => {
    if (fields.length === 0) throw new Error('An index needs at least one field');
    return fields.map(checkedField);
  });
  const search = (declaration.search ?? []).map(checkedField);
  return { indexes, search: search.length > 0 ? search : null };
}

/** What a comment marks as ours: the fields of a declared index, the searched fields of a table. */
const INDEX_MARK = 'portal index ';
const SEARCH_MARK = 'portal search ';

/** The declaration a collection is read by, as stored in the database (by whichever process declared it). */
export async function declarationOf(
  client: pg.PoolClient,
  collection: string,
): Promise<Declaration | undefined> {
  const row = (
    await client.query<Declaration>('SELECT indexes, search FROM portal_declarations WHERE collection = $1', [
      collection,
    ])
  ).rows[0];
  return row;
}

/**
 * Creates a collection's table when it has none (within the caller's transaction, if any). Two sessions creating
 * one table at once make the later one fail on the catalogue's unique index, so creations take turns on an
 * advisory lock (one simple query: one implicit transaction outside the caller's) and the later one finds the
 * table there.
 */
export async function ensureTable(client: pg.Pool | pg.PoolClient, collection: string): Promise<void> {
  await client.query(
    `SELECT pg_advisory_xact_lock(${TABLE_CREATION_LOCK}); ${createTable(tableOf(collection))}`,
  );
}

const TABLE_CREATION_LOCK = 7302100425;

/**
 * Installs pg_trgm where the server has it and the user may, so that a declared search is answered by a trigram
 * index; where it cannot be, the search reads the folded column of every document (still correct, slower).
 */
export async function installTrigrams(client: pg.PoolClient): Promise<void> {
  await client.query('SAVEPOINT trigrams');
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await client.query('RELEASE SAVEPOINT trigrams');
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT trigrams');
  }
}

/** Whether the trigram operator class can be named here (installed, in the search path). */
async function hasTrigrams(client: pg.PoolClient): Promise<boolean> {
  const found = await client.query(
    "SELECT 1 FROM pg_opclass WHERE opcname = 'gin_trgm_ops' AND pg_opclass_is_visible(oid)",
  );
  return (found.rowCount ?? 0) > 0;
}

/** The key of the trigram index of the searched text among the declared indexes' keys. */
const SEARCH_INDEX = '"search"';

/**
 * Gives `collection`'s table the indexes and the searched text of its declaration (undefined: it declares
 * nothing), dropping the declared indexes no longer wanted. The indexes are found by their comments, which follow
 * the table through the rename of a rebuild's switch, so a switched-in table keeps the indexes it already has.
 * Within the caller's transaction.
 */
export async function applyDeclaration(
  client: pg.PoolClient,
  collection: string,
  declaration: Declaration | undefined,
): Promise<void> {
  const table = tableOf(collection);
  await client.query(createTable(table));
  const existing = await client.query<{ name: string; note: string | null }>(
    `SELECT c.relname AS name, obj_description(c.oid, 'pg_class') AS note
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = $1::regclass AND NOT i.indisprimary`,
    [table],
  );
  const wanted = new Map<string, string>(
    (declaration?.indexes ?? []).map((fields) => [
      JSON.stringify(fields),
      `(${fields.map((f) => `${fieldValue(f)} NULLS FIRST`).join(', ')}, id)`,
    ]),
  );
  if (declaration?.search && (await hasTrigrams(client)))
    wanted.set(SEARCH_INDEX, 'USING gin (search gin_trgm_ops)');
  for (const { name, note } of existing.rows) {
    if (!note?.startsWith(INDEX_MARK)) continue;
    const key = note.slice(INDEX_MARK.length);
    if (wanted.has(key)) wanted.delete(key);
    else await client.query(`DROP INDEX IF EXISTS "${name.replaceAll('"', '""')}"`);
  }
  for (const [key, definition] of wanted) {
    const name = `"docix_${randomBytes(8).toString('hex')}"`;
    await client.query(`CREATE INDEX ${name} ON ${table} ${definition}`);
    await client.query(`COMMENT ON INDEX ${name} IS ${client.escapeLiteral(`${INDEX_MARK}${key}`)}`);
  }
  const note = (
    await client.query<{ note: string | null }>(`SELECT obj_description($1::regclass, 'pg_class') AS note`, [
      table,
    ])
  ).rows[0]?.note;
  const searched = declaration?.search ? `${SEARCH_MARK}${JSON.stringify(declaration.search)}` : null;
  if ((note ?? null) === searched) return;
  // The searched fields changed: every document's searched text is made again from its body.
  await client.query(`UPDATE ${table} SET search = portal_searched(body, $1::text[])`, [
    declaration?.search ?? null,
  ]);
  await client.query(
    `COMMENT ON TABLE ${table} IS ${searched === null ? 'NULL' : client.escapeLiteral(searched)}`,
  );
}

/**
 * After an erasure: the tables of the collections `rewritten` are written anew (VACUUM FULL: the old file, dead rows
 * and all, is let go), every other collection's table is vacuumed (its dead rows pruned, their space free for reuse).
 */
export async function vacuumCollections(pool: pg.Pool, rewritten: readonly string[]): Promise<void> {
  const tables = await pool.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'doc:%'",
  );
  for (const { name } of tables.rows) {
    const collection = name.slice('doc:'.length);
    await pool.query(`VACUUM ${rewritten.includes(collection) ? '(FULL) ' : ''}${tableOf(collection)}`);
  }
}
