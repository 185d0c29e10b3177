import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/**
 * GET /api/admin/stats: the projected figures. In src/api: the administration's panels and the
 * superadministrator's home show them.
 */
export const adminStatsQueryKey = ['admin', 'stats'] as const;

/**
 * `userId`: read as that signed-in user (sent as X-User-ID, which the server checks against the session), as the
 * superadministrator's home reads them; its figures are kept under their own key, beneath the panels' one (a write
 * that marks the panels' figures stale marks these too).
 */
export function adminStatsQueryOptions(userId?: string) {
  return queryOptions({
    queryKey: userId === undefined ? adminStatsQueryKey : [...adminStatsQueryKey, userId],
    queryFn: ({ signal }) => call('adminStats', { signal, ...(userId ? { userId } : {}) }),
    refetchOnMount: 'always',
  });
}

export function useAdminStats(userId?: string) {
  return useQuery(adminStatsQueryOptions(userId));
}
