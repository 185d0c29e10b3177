import type { RouteResponse } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from './client';

/**
 * The lists read a page at a time from the server (GET with q, sort, limit, offset): the panels' lists and an
 * agent's cases on their home. Each list's route is named in its own call file (`get-agents.ts`…), which hands
 * it to the helpers here.
 */
export type PagedRoute =
  | 'adminUsers'
  | 'adminClients'
  | 'fraudCases'
  | 'recoveryProcesses'
  | 'agents'
  | 'agentApplications';

/** Which page of a list: the search, the order as the server names it ('-createdAt'…), the rows from `offset`. */
export interface ListPage {
  q: string;
  sort: string;
  offset: number;
  limit: number;
}

/** The rows of a page and how many rows matched in all (X-Total-Count). */
export interface Paged<T> {
  rows: T;
  total: number;
}

/** The rows of one page of a panel's list: cards, so fewer than the server's default page. */
export const PANEL_PAGE = 25;

/** The first page of a list in its default order. */
export const firstPage = (sort: string, limit = PANEL_PAGE): ListPage => ({ q: '', sort, offset: 0, limit });

/** One page of `name`, searched and ordered by the server, with the count of every match. */
export async function getPage<N extends PagedRoute>(
  name: N,
  page: ListPage,
  signal?: AbortSignal,
  /** Sent as X-User-ID, where the screen reads as its signed-in user. */
  userId?: string,
): Promise<Paged<RouteResponse<N>>> {
  let total: number | undefined;
  const rows = (await call<PagedRoute>(name, {
    signal,
    ...(userId ? { userId } : {}),
    query: {
      q: page.q.trim() || undefined,
      sort: page.sort,
      limit: page.limit,
      offset: page.offset || undefined,
    },
    onHeaders: (headers) => {
      const header = headers.get('X-Total-Count');
      if (header !== null) total = Number(header);
    },
  })) as RouteResponse<N>;
  return { rows, total: total ?? page.offset + (rows as readonly unknown[]).length };
}

/**
 * The query of one page of a list: under the list's key with its query (a write invalidates the list's key, and
 * every page of it refetches), read again each time it is shown; another page keeps the rows on screen until it
 * comes.
 */
export function pagedQueryOptions<N extends PagedRoute>(key: readonly string[], name: N, page: ListPage) {
  return queryOptions({
    queryKey: [...key, page] as const,
    queryFn: ({ signal }) => getPage(name, page, signal),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
