import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/admin/stats: the projected figures. */
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
