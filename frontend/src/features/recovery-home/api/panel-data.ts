import { LIST_PAGE_MAX } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

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
export const homeProcessesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['home', 'processes', userId],
    queryFn: ({ signal }) =>
      call('recoveryProcesses', {
        userId,
        query: { sort: 'estimatedCompletion', limit: LIST_PAGE_MAX },
        signal,
      }),
  });

export const useHomeStats = (userId: string, enabled: boolean) =>
  useQuery({ ...homeStatsQueryOptions(userId), enabled });
export const useHomeProcesses = (userId: string, enabled: boolean) =>
  useQuery({ ...homeProcessesQueryOptions(userId), enabled });
