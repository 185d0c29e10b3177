import { type Filter, MongoServerError } from 'mongodb';
import { bodyField, searchFilter } from './mongo-search.js';
import type { Doc, ListOptions, TextSearch } from './port.js';

/** How a port document is kept: one Mongo document per id, the body beside the last applied position. */
export interface MongoDoc {
  _id: string;
  body: Doc;
  position?: string | null;
  /** The folded text of the collection's declared search fields (only in a collection that declares them). */
  _search?: string;
}

export const DUPLICATE_KEY = 11000;
export const NAMESPACE_NOT_FOUND = 26;

export const hasCode = (error: unknown, code: number) =>
  error instanceof MongoServerError && error.code === code;

/** The filter of a list or count: body fields equal to `where`, the ids given, the search. */
export function whereFilter(
  where: ListOptions['where'] = {},
  search?: TextSearch,
  declaresSearch = false,
  ids?: readonly string[],
): Filter<MongoDoc> {
  const filter: Filter<MongoDoc> = {};
  for (const [k, v] of Object.entries(where)) filter[bodyField(k)] = v;
  if (ids) filter._id = { $in: [...ids] };
  const matching = search ? searchFilter(search, declaresSearch) : undefined;
  if (matching) Object.assign(filter, matching);
  return filter;
}
