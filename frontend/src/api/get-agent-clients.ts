import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/**
 * GET /api/agent/clients: an agent's assigned clients ("Mis clientes"); for admin and superadmin, every case
 * ("Todos los casos"). The server decides which rows the session's user may see. In src/api: the case page
 * marks the list stale after each write on a case.
 */
export function getAgentClients(userId: string, signal?: AbortSignal) {
  return call('agentClients', { userId, signal });
}

/** Every user's list of cases: what a write on any case invalidates (its phase, progress, last activity). */
export const agentClientsQueryPrefix = ['agent-clients'] as const;
export const agentClientsQueryKey = (userId: string) => [...agentClientsQueryPrefix, userId] as const;

/**
 * Read again each time the list is shown (`refetchOnMount: 'always'`, showing the cached rows meanwhile):
 * colleagues, clients and the admin change these cases too, and staff come back to the list after working one.
 */
export function agentClientsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: agentClientsQueryKey(userId),
    queryFn: ({ signal }) => getAgentClients(userId, signal),
    enabled: userId !== '',
    refetchOnMount: 'always',
  });
}

export function useAgentClients(userId: string) {
  return useQuery(agentClientsQueryOptions(userId));
}
