import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * GET /api/agent/clients: an agent's assigned clients ("Mis clientes"); for admin and superadmin, every case
 * ("Todos los casos"). The server decides which rows the session's user may see.
 */
export function getAgentClients(userId: string, signal?: AbortSignal) {
  return call('agentClients', { userId, signal });
}

export const agentClientsQueryKey = (userId: string) => ['agent-clients', userId] as const;

export function agentClientsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: agentClientsQueryKey(userId),
    queryFn: ({ signal }) => getAgentClients(userId, signal),
    enabled: userId !== '',
  });
}

export function useAgentClients(userId: string) {
  return useQuery(agentClientsQueryOptions(userId));
}
