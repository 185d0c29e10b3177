import { LIST_PAGE_MAX } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { getRecoveryProcesses, recoveryProcessesQueryKey } from '../../../api/get-recovery-processes';
import { firstPage } from '../../../api/list-page';

/** GET /api/admin/stats: the superadministrator's figures on their panel (computed by the projections). */
export const homeStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['home', 'stats', userId],
    queryFn: ({ signal }) => call('adminStats', { userId, signal }),
  });

/**
 * GET /api/recovery-processes: an agent's cases with their estimated completion (their next date), soonest first.
 * One page of the most a page holds: an agent's clients never exceed it (an agent's capacity is at most that).
 */
const soonestFirst = firstPage('estimatedCompletion', LIST_PAGE_MAX);
export const homeProcessesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...recoveryProcessesQueryKey, soonestFirst, userId] as const,
    queryFn: async ({ signal }) => (await getRecoveryProcesses(soonestFirst, { userId, signal })).rows,
  });

export const useHomeStats = (userId: string, enabled: boolean) =>
  useQuery({ ...homeStatsQueryOptions(userId), enabled });
export const useHomeProcesses = (userId: string, enabled: boolean) =>
  useQuery({ ...homeProcessesQueryOptions(userId), enabled });
