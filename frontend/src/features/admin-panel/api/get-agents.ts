import { useQuery } from '@tanstack/react-query';
import { firstPage, type ListPage, pagedQueryOptions } from '../../../api/list-page';

/** GET /api/admin/agents: a page of agents with their load and availability. The key of every page. */
export const agentsQueryKey = ['admin', 'agents'] as const;

/** By name, as the server orders them unless told otherwise. */
export const firstAgentsPage = firstPage('name');

export function agentsQueryOptions(page: ListPage = firstAgentsPage) {
  return pagedQueryOptions(agentsQueryKey, 'agents', page);
}

export function useAgents(page: ListPage) {
  return useQuery(agentsQueryOptions(page));
}
