import { LIST_PAGE_MAX } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRecoveryProcesses, recoveryProcessesQueryKey } from '../../../api/get-recovery-processes';
import { firstPage } from '../../../api/list-page';

/**
 * An agent's cases with their estimated completion (their next date), soonest first: the shared call
 * (GET /api/recovery-processes) under its key. One page of the most a page holds: an agent's clients never
 * exceed it (an agent's capacity is at most that).
 */
const soonestFirst = firstPage('estimatedCompletion', LIST_PAGE_MAX);

export function agentProcessesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...recoveryProcessesQueryKey, soonestFirst, userId] as const,
    queryFn: async ({ signal }) => (await getRecoveryProcesses(soonestFirst, { userId, signal })).rows,
  });
}

export function useAgentProcesses(userId: string) {
  return useQuery(agentProcessesQueryOptions(userId));
}
