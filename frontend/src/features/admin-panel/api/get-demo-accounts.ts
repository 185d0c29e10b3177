import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/admin/demo-accounts: the demo accounts the seed created (fixed while the portal runs). */
export function getDemoAccounts(signal?: AbortSignal) {
  return call('demoAccounts', { signal });
}

export const demoAccountsQueryKey = ['admin', 'demo-accounts'] as const;

export function demoAccountsQueryOptions() {
  return queryOptions({
    queryKey: demoAccountsQueryKey,
    queryFn: ({ signal }) => getDemoAccounts(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDemoAccounts() {
  return useQuery(demoAccountsQueryOptions());
}
