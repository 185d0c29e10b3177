import type { ListOptions, SortKey, TextSearch } from './port.js';
import { searchWords } from './search-words.js';
import { field } from './sqlite-indexes.js';
import { CARET } from './sqlite-schema.js';

/** A piece of SQL with its parameters, in order. */
export interface Clause {
  sql: string;
  params: (string | number | null)[];
}

const bindable = (v: string | number | boolean | null) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/** Equality on body fields, written as the declared indexes are (`json_extract(body, '$.f')`). */
export function whereClause(where: ListOptions['where'] = {}): Clause {
  const parts: string[] = [];
  const params: Clause['params'] = [];
  for (const [k, v] of Object.entries(where)) {
    if (v === null) parts.push(`json_extract(body, ${field(k)}) IS NULL`);
    else {
      parts.push(`json_extract(body, ${field(k)}) = ?`);
      params.push(bindable(v));
    }
  }
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
}

/** orderBy, then thenBy, ties by id in the first key's direction; by id alone without keys. */
export function orderClause(options: ListOptions): string {
  const keys: SortKey[] = [
    ...(options.orderBy ? [{ field: options.orderBy, desc: options.desc ?? false }] : []),
    ...(options.thenBy ?? []),
  ];
  if (keys.length === 0) return ' ORDER BY id';
  const direction = (desc: boolean | undefined) => (desc ? 'DESC' : 'ASC');
  const sorted = keys.map((k) => `json_extract(body, ${field(k.field)}) ${direction(k.desc)}`);
  return ` ORDER BY ${sorted.join(', ')}, id ${direction(keys[0]?.desc)}`;
}

export function limitClause(options: ListOptions): string {
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  if (options.limit)
    return ` LIMIT ${Math.max(0, Math.floor(options.limit))}${offset ? ` OFFSET ${offset}` : ''}`;
  return offset ? ` LIMIT -1 OFFSET ${offset}` : '';
}

export function idsClause(ids: readonly string[] | undefined): Clause {
  if (ids === undefined) return { sql: '', params: [] };
  return { sql: ` AND id IN (${ids.map(() => '?').join(', ')})`, params: [...ids] };
}

/**
 * The full-text query of a search text: every word as an FTS5 string (quotes doubled, so taken literally), a
 * 1-character word as '^^w' and a 2-character one as '^wo' (the marked word starts of the indexed text).
 * Undefined when the text has no word.
 */
export function ftsQuery(text: string): string | undefined {
  const words = searchWords(text).map(({ word, atWordStart }) => {
    const w = word.replaceAll('^', CARET);
    const marked = atWordStart ? `${'^'.repeat(3 - [...w].length)}${w}` : w;
    return `"${marked.replaceAll('"', '""')}"`;
  });
  return words.length ? words.join(' AND ') : undefined;
}

/**
 * The same search without a full-text index (a collection that declares none): the folded fields read from each
 * document (a scan of the collection).
 */
export function scanSearchClause(search: TextSearch): Clause {
  for (const f of search.fields) field(f);
  const words = searchWords(search.text);
  if (words.length === 0 || search.fields.length === 0) return { sql: '', params: [] };
  const text = `(' ' || portal_fold(${search.fields
    .map((f) => `coalesce(json_extract(body, ${field(f)}), '')`)
    .join(" || ' ' || ")}))`;
  return {
    sql: words.map(() => ` AND instr(${text}, ?) > 0`).join(''),
    params: words.map(({ word, atWordStart }) => (atWordStart ? ` ${word}` : word)),
  };
}
