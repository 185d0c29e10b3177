import { foldedPattern, foldForSearch } from '@portal/contracts';
import type { Doc, TextSearch } from './port.js';
import { searchWords } from './search-words.js';

/** The field beside `body` that holds the folded text of a collection's declared search fields. */
export const SEARCH_FIELD = '_search';

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
/** The path of a body field; names are checked so that a caller cannot inject an operator or a path. */
export function bodyField(name: string): string {
  if (!FIELD.test(name)) throw new Error(`Invalid field name: ${name}`);
  return `body.${name}`;
}

function valueAt(body: Doc, path: string): unknown {
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The folded text of `fields` in `body`, joined by spaces (objects and arrays as their JSON, as SQLite reads them). */
export function searchedText(body: Doc, fields: readonly string[]): string {
  const values = fields
    .map((f) => valueAt(body, f))
    .filter((v) => v !== undefined && v !== null)
    .map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
  return foldForSearch(values.join(' '));
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_START = '(?:^|\\s)';

/**
 * The filter of a search: every word in the folded `_search` field when the collection declares its search fields,
 * else in one of `fields` read with an accent-blind pattern (a scan). Undefined when the text has no word.
 */
export function searchFilter(search: TextSearch, declared: boolean): Record<string, unknown> | undefined {
  for (const f of search.fields) bodyField(f);
  const words = searchWords(search.text);
  if (words.length === 0 || (!declared && search.fields.length === 0)) return undefined;
  return {
    $and: words.map(({ word, atWordStart }) => {
      const start = atWordStart ? WORD_START : '';
      if (declared) return { [SEARCH_FIELD]: { $regex: `${start}${literally(word)}` } };
      return {
        $or: search.fields.map((f) => ({
          [bodyField(f)]: { $regex: `${start}${foldedPattern(word)}`, $options: 'i' },
        })),
      };
    }),
  };
}
