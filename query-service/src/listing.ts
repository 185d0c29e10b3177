import { DomainError, foldForSearch, type ListQuery, labelOf, validation } from '@portal/contracts';
import type { DocumentStore, ListOptions } from '@portal/platform';

/** A page of a list and the count of everything that matched (X-Total-Count). */
export interface Page<T> {
  rows: T[];
  total: number;
}

export const totalHeader = (total: number) => ({ 'X-Total-Count': String(total) });

/** A list's sortable columns: the name a caller sends → the field of the read model (a dotted path). */
export type Sorts = Readonly<Record<string, string>>;

function orderOf(query: ListQuery | undefined, sorts: Sorts, fallback: string) {
  const requested = query?.sort ?? fallback;
  const desc = requested.startsWith('-');
  const key = desc ? requested.slice(1) : requested;
  // Only the list's own names: `?sort=constructor` must not find Object.prototype's.
  const field = labelOf(sorts, key);
  if (!field) throw new DomainError('validation', validation.listSort, { sort: validation.listSort });
  return { field, desc };
}

/**
 * A page of a read model's collection, searched, sorted and paged by the store itself (a list of 10,000 clients
 * is never read whole to answer 100 of them).
 */
export async function pageFromStore<T extends object>(
  documents: DocumentStore,
  collection: string,
  query: ListQuery | undefined,
  spec: { search: readonly string[]; sorts: Sorts; defaultSort: string; where?: ListOptions['where'] },
): Promise<Page<T>> {
  const { field, desc } = orderOf(query, spec.sorts, spec.defaultSort);
  const search = query?.q ? { fields: spec.search, text: query.q } : undefined;
  const options: ListOptions = {
    ...(spec.where ? { where: spec.where } : {}),
    ...(search ? { search } : {}),
    orderBy: field,
    desc,
    ...(query?.limit ? { limit: query.limit } : {}),
    ...(query?.offset ? { offset: query.offset } : {}),
  };
  const rows = await documents.list<T>(collection, options);
  // A page that came back short is the last one: the total follows without counting again.
  const offset = query?.offset ?? 0;
  const last = !query?.limit || (rows.length < query.limit && (rows.length > 0 || offset === 0));
  const total = last ? offset + rows.length : await documents.count(collection, spec.where, search);
  return { rows, total };
}

/**
 * The same over a list already in memory (lists computed at query time, or small ones: agents, applications),
 * searched with the stores' own fold: accents and case ignored.
 */
export function pageInMemory<T>(
  items: readonly T[],
  query: ListQuery | undefined,
  spec: {
    search: (item: T) => readonly (string | null)[];
    sorts: Readonly<Record<string, (item: T) => string | number>>;
    defaultSort?: string;
  },
): Page<T> {
  const text = query?.q ? foldForSearch(query.q) : '';
  let rows = text
    ? items.filter((item) => spec.search(item).some((s) => s !== null && foldForSearch(s).includes(text)))
    : [...items];
  const requested = query?.sort ?? spec.defaultSort;
  if (requested) {
    const desc = requested.startsWith('-');
    const key = desc ? requested.slice(1) : requested;
    const by = labelOf(spec.sorts, key);
    if (!by) throw new DomainError('validation', validation.listSort, { sort: validation.listSort });
    const direction = desc ? -1 : 1;
    rows = rows
      .map((item, index) => ({ item, index, key: by(item) }))
      .sort((a, b) => {
        const order =
          typeof a.key === 'number' && typeof b.key === 'number'
            ? a.key - b.key
            : String(a.key).localeCompare(String(b.key), 'es');
        return order !== 0 ? order * direction : a.index - b.index;
      })
      .map((entry) => entry.item);
  }
  const total = rows.length;
  const offset = query?.offset ?? 0;
  return { rows: rows.slice(offset, query?.limit ? offset + query.limit : undefined), total };
}
