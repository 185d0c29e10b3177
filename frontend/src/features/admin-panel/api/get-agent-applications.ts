import { useQuery } from '@tanstack/react-query';
import { firstPage, type ListPage, pagedQueryOptions } from '../../../api/list-page';

/** GET /api/admin/agent-applications: a page of the applications to become an agent. */
export const agentApplicationsQueryKey = ['admin', 'agent-applications'] as const;

/** The queue's order (pending first), as the server orders them unless told otherwise. */
export const firstApplicationsPage = firstPage('queue');

export function agentApplicationsQueryOptions(page: ListPage = firstApplicationsPage) {
  return pagedQueryOptions(agentApplicationsQueryKey, 'agentApplications', page);
}

export function useAgentApplications(page: ListPage) {
  return useQuery(agentApplicationsQueryOptions(page));
}
