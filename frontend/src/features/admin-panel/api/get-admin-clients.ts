import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/admin/clients: every client record with the revision an edit's If-Match sends. */
export const adminClientsQueryKey = ['admin', 'clients'] as const;

export function adminClientsQueryOptions() {
  return queryOptions({
    queryKey: adminClientsQueryKey,
    queryFn: ({ signal }) => call('adminClients', { signal }),
    refetchOnMount: 'always',
  });
}

export function useAdminClients() {
  return useQuery(adminClientsQueryOptions());
}
