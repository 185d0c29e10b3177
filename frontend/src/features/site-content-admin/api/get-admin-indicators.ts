import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { indicatorsQueryKey } from '../../../api/get-indicators';

/** GET /api/admin/indicators: every one of the indicators, published or not, with the revision an edit sends. */
export function getAdminIndicators(signal?: AbortSignal) {
  return call('adminIndicators', { signal });
}

export const adminIndicatorsQueryKey = ['admin', 'indicators'] as const;

export const adminIndicatorsQueryOptions = queryOptions({
  queryKey: adminIndicatorsQueryKey,
  queryFn: ({ signal }) => getAdminIndicators(signal),
});

export function useAdminIndicators() {
  return useQuery(adminIndicatorsQueryOptions);
}

/** After any write of one (refused ones included): this list and the public one are read again. */
export function useAfterIndicatorWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminIndicatorsQueryKey }),
      queryClient.invalidateQueries({ queryKey: indicatorsQueryKey }),
    ]);
}
