import { LIST_PAGE } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** Which page of the list: the search, the order as the server names it ('-lastActivity'…), how many rows. */
export interface AgentClientsPage {
  q: string;
  sort: string;
  limit: number;
}

/** What the list shows first: every case, the most recent activity first, one page (the server's defaults). */
export const firstAgentClientsPage: AgentClientsPage = {
  q: '',
  sort: '-lastActivity',
  limit: LIST_PAGE,
};

/**
 * GET /api/agent/clients: a page of an agent's assigned clients ("Mis clientes"); for admin and superadmin, of
 * every case ("Todos los casos"), searched and ordered by the server, with how many matched (X-Total-Count). The
 * server decides which rows the session's user may see. The server's defaults are not sent (the first page's
 * address has no query). In src/api: compliance picks a case from it too, and the case page marks the list stale
 * after each write on a case.
 */
async function getAgentClients(userId: string, page: AgentClientsPage, signal?: AbortSignal) {
  let total: number | undefined;
  const rows = await call('agentClients', {
    userId,
    signal,
    query: {
      q: page.q.trim() || undefined,
      sort: page.sort === firstAgentClientsPage.sort ? undefined : page.sort,
      limit: page.limit === LIST_PAGE ? undefined : page.limit,
    },
    onHeaders: (headers) => {
      const header = headers.get('X-Total-Count');
      if (header !== null) total = Number(header);
    },
  });
  return { rows, total: total ?? rows.length };
}

/** Every user's list of cases: what a write on any case invalidates (its phase, progress, last activity). */
export const agentClientsQueryPrefix = ['agent-clients'] as const;
const agentClientsQueryKey = (userId: string, page: AgentClientsPage = firstAgentClientsPage) =>
  [...agentClientsQueryPrefix, userId, page] as const;

/**
 * Read again each time the list is shown (`refetchOnMount: 'always'`, showing the cached rows meanwhile):
 * colleagues, clients and the admin change these cases too, and staff come back to the list after working one.
 * Another page keeps the rows on screen until it arrives.
 */
export function agentClientsQueryOptions(userId: string, page: AgentClientsPage = firstAgentClientsPage) {
  return queryOptions({
    queryKey: agentClientsQueryKey(userId, page),
    queryFn: ({ signal }) => getAgentClients(userId, page, signal),
    enabled: userId !== '',
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/** The rows of the first page (the home's figures). */
export function useAgentClients(userId: string) {
  return useQuery({ ...agentClientsQueryOptions(userId), select: (page) => page.rows });
}

/** A page of the list and how many cases matched. */
export function useAgentClientsPage(userId: string, page: AgentClientsPage) {
  return useQuery(agentClientsQueryOptions(userId, page));
}
