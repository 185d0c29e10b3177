import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/**
 * GET /api/admin/stats: the projected figures. In src/api: the administration's panels and the
 * superadministrator's home show them.
 */
export const adminStatsQueryKey = ['admin', 'stats'] as const;

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }) => call('adminStats', { signal }),
    refetchOnMount: 'always',
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
