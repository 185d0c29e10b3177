import { DomainError, LIST_PAGE, type ListQuery, labelOf, validation } from '@portal/contracts';
import type { DocumentStore, ListOptions, SortKey } from '@portal/platform';

/** A page of a list and the count of everything that matched (X-Total-Count). */
export interface Page<T> {
  rows: T[];
  total: number;
}

const totalHeader = (total: number) => ({ 'X-Total-Count': String(total) });

/** A page answers its rows (the spec's array) and the count of all that matched in X-Total-Count. */
export const paged = <T>({ rows, total }: Page<T>) => ({ body: rows, headers: totalHeader(total) });

/**
 * How a sortable column orders: a field of the read model (a dotted path), ascending when the caller sends its
 * name; or a field and its tie-breakers, each with the direction of the caller's plain name (`-name` reverses
 * them all).
 */
type SortSpec = string | { field: string; desc?: boolean; thenBy?: readonly SortKey[] };
/** A list's sortable columns: the name a caller sends → how the store orders it. */
export type Sorts = Readonly<Record<string, SortSpec>>;

/** The store's order for `?sort=` (or the list's default): only the list's own names are known. */
function orderOf(
  query: ListQuery | undefined,
  sorts: Sorts,
  fallback: string,
): Pick<ListOptions, 'orderBy' | 'desc' | 'thenBy'> {
  const requested = query?.sort ?? fallback;
  const reversed = requested.startsWith('-');
  const key = reversed ? requested.slice(1) : requested;
  // Only the list's own names: `?sort=constructor` must not find Object.prototype's.
  const spec = labelOf(sorts, key);
  if (!spec) throw new DomainError('validation', validation.listSort, { sort: validation.listSort });
  if (typeof spec === 'string') return { orderBy: spec, desc: reversed };
  const flip = (desc: boolean | undefined) => (desc ?? false) !== reversed;
  return {
    orderBy: spec.field,
    desc: flip(spec.desc),
    ...(spec.thenBy ? { thenBy: spec.thenBy.map((k) => ({ field: k.field, desc: flip(k.desc) })) } : {}),
  };
}

/**
 * A page of a read model's collection, searched, sorted and paged by the store itself through the collection's
 * declared indexes (query-service/src/indexes.ts): a page (LIST_PAGE rows unless asked) costs its rows, never
 * the collection's size. The total comes from the index too, and is not counted again when the page came back
 * short (it is the last).
 */
export async function pageFromStore<T extends object>(
  documents: DocumentStore,
  collection: string,
  query: ListQuery | undefined,
  spec: { search: readonly string[]; sorts: Sorts; defaultSort: string; where?: ListOptions['where'] },
): Promise<Page<T>> {
  const search = query?.q ? { fields: spec.search, text: query.q } : undefined;
  // Never every row: a page of LIST_PAGE unless the caller asks for another size (at most LIST_PAGE_MAX).
  const limit = query?.limit ?? LIST_PAGE;
  const options: ListOptions = {
    ...(spec.where ? { where: spec.where } : {}),
    ...(search ? { search } : {}),
    ...orderOf(query, spec.sorts, spec.defaultSort),
    limit,
    ...(query?.offset ? { offset: query.offset } : {}),
  };
  const rows = await documents.list<T>(collection, options);
  const offset = query?.offset ?? 0;
  const last = rows.length < limit && (rows.length > 0 || offset === 0);
  const total = last ? offset + rows.length : await documents.count(collection, spec.where, search);
  return { rows, total };
}
