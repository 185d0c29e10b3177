import { createHash } from 'node:crypto';
import type pg from 'pg';
import { codeOf } from '../postgres-transaction.js';
import type { ListOptions, SortKey, TextSearch } from './port.js';
import { searchWords } from './search-words.js';

/** A piece of SQL with its parameters; `$?` marks where the next parameter goes (numbered by `numbered`). */
export interface Clause {
  sql: string;
  params: unknown[];
}

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** A body field checked as a plain identifier or a dotted path of them (field names are written into the SQL). */
export function checkedField(name: string): string {
  if (!FIELD.test(name)) throw new Error(`Invalid field name: ${name}`);
  return name;
}

/**
 * The jsonb value of a body field, written as the declared indexes are (`body #> '{a,b}'`), so that the planner
 * matches a list's filter and order with an index expression. The name is checked: only identifiers and dots.
 */
export const fieldValue = (name: string) => `(body #> '{${checkedField(name).replaceAll('.', ',')}}')`;

/** The table of a collection: its own name (hashed when too long for an identifier), quoted. */
export function tableOf(collection: string): string {
  const name =
    Buffer.byteLength(collection) <= 48
      ? collection
      : `${collection.slice(0, 20)}#${createHash('sha256').update(collection).digest('hex').slice(0, 24)}`;
  return `"doc:${name.replaceAll('"', '""')}"`;
}

export const UNDEFINED_TABLE = '42P01';

/** The combining marks foldForSearch removes after the canonical decomposition (the blocks Unicode gives them). */
const MARKS = '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]';

/**
 * The tables every collection shares and the folding function: `portal_searched(body, paths)` is the searched
 * text of a document (the fields at `paths` joined, folded as foldForSearch folds, whitespace as single spaces,
 * a space in front so that a word start is ' ' followed by the word). Made under an advisory lock, so that
 * processes starting together do not race on the catalogue.
 */
export const SCHEMA = [
  'SELECT pg_advisory_xact_lock(7302100424)',
  `CREATE TABLE IF NOT EXISTS portal_checkpoints (
     projection text PRIMARY KEY,
     position text COLLATE "C" NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS portal_declarations (
     collection text PRIMARY KEY,
     indexes jsonb NOT NULL,
     search text[])`,
  `CREATE OR REPLACE FUNCTION portal_searched(body jsonb, paths text[]) RETURNS text
     LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
       SELECT ' ' || regexp_replace(lower(regexp_replace(normalize(
         coalesce(string_agg(body #>> string_to_array(p, '.'), ' '), ''), NFD), '${MARKS}', '', 'g')), '\\s', ' ', 'g')
       FROM unnest(paths) AS p
     $$`,
];

/** A collection's table: the parsed body for filters and indexes, the text as written, the position, the search. */
export const createTable = (table: string) =>
  `CREATE TABLE IF NOT EXISTS ${table} (
     id text COLLATE "C" PRIMARY KEY,
     body jsonb NOT NULL,
     raw text NOT NULL,
     position text COLLATE "C",
     search text)`;

/** Numbers the `$?` marks of `sql` from `from` on. */
export function numbered(sql: string, from = 1): string {
  let n = from;
  return sql.replaceAll('$?', () => `$${n++}`);
}

const escapedLike = (word: string) => word.replace(/[\\%_]/g, '\\$&');

/**
 * Every word of the search in the searched text: the `search` column when the collection declares its searched
 * fields (a trigram index answers it where pg_trgm is installed), else the fields read and folded (a scan).
 */
function searchClause(search: TextSearch | undefined, declared: boolean): Clause {
  if (!search) return { sql: '', params: [] };
  for (const f of search.fields) checkedField(f);
  const words = searchWords(search.text);
  if (words.length === 0 || (!declared && search.fields.length === 0)) return { sql: '', params: [] };
  let sql = '';
  const params: unknown[] = [];
  for (const { word, atWordStart } of words) {
    if (declared) sql += ' AND search LIKE $?';
    else {
      sql += ' AND portal_searched(body, $?::text[]) LIKE $?';
      params.push([...search.fields]);
    }
    params.push(`%${atWordStart ? ' ' : ''}${escapedLike(word)}%`);
  }
  return { sql, params };
}

/** Equality on body fields (jsonb: 25 and '25' differ), null matching a null or missing field; ids; search. */
export function filterClause(
  where: ListOptions['where'] = {},
  search?: { search: TextSearch; declared: boolean },
  ids?: readonly string[],
): Clause {
  let sql = ' WHERE true';
  const params: unknown[] = [];
  for (const [k, v] of Object.entries(where)) {
    if (v === null) sql += ` AND coalesce(${fieldValue(k)}, 'null'::jsonb) = 'null'::jsonb`;
    else {
      sql += ` AND ${fieldValue(k)} = $?::jsonb`;
      params.push(JSON.stringify(v));
    }
  }
  if (ids !== undefined) {
    sql += ' AND id = ANY($?::text[])';
    params.push([...ids]);
  }
  const searched = searchClause(search?.search, search?.declared ?? false);
  return { sql: sql + searched.sql, params: [...params, ...searched.params] };
}

/** orderBy, then thenBy, ties by id in the first key's direction; missing fields first as on SQLite. */
export function orderClause(options: ListOptions): string {
  const keys: SortKey[] = [
    ...(options.orderBy ? [{ field: options.orderBy, desc: options.desc ?? false }] : []),
    ...(options.thenBy ?? []),
  ];
  if (keys.length === 0) return ' ORDER BY id';
  const direction = (desc: boolean | undefined) => (desc ? 'DESC NULLS LAST' : 'ASC NULLS FIRST');
  const sorted = keys.map((k) => `${fieldValue(k.field)} ${direction(k.desc)}`);
  return ` ORDER BY ${sorted.join(', ')}, id ${keys[0]?.desc ? 'DESC' : 'ASC'}`;
}

export function pageClause(options: ListOptions): Clause {
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const limit = options.limit ? Math.max(0, Math.floor(options.limit)) : null;
  return { sql: ' LIMIT $? OFFSET $?', params: [limit, offset] };
}

/** Runs `clauses` joined, numbering their parameters in order. */
export function run<R extends pg.QueryResultRow>(
  client: pg.Pool | pg.PoolClient,
  ...clauses: (Clause | string)[]
): Promise<pg.QueryResult<R>> {
  const parts = clauses.map((c) => (typeof c === 'string' ? { sql: c, params: [] } : c));
  return client.query<R>(
    numbered(parts.map((c) => c.sql).join('')),
    parts.flatMap((c) => c.params),
  );
}

/** A read of a collection that has no table yet answers as an empty collection. */
export async function orEmpty<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (codeOf(error) === UNDEFINED_TABLE) return empty;
    throw error;
  }
}
