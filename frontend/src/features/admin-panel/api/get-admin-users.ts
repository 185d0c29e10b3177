import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/admin/users: every user with the revision an edit's If-Match sends. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

export function adminUsersQueryOptions() {
  return queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => call('adminUsers', { signal }),
    refetchOnMount: 'always',
  });
}

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
