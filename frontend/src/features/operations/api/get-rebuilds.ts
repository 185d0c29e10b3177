import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/ops/rebuilds: the projections' rebuilds, running and done. */
export function getRebuilds(signal?: AbortSignal) {
  return call('opsRebuilds', { signal });
}

export const rebuildsQueryKey = ['ops', 'rebuilds'] as const;

/** Read every half second while one runs, so the bar moves. */
export function rebuildsQueryOptions() {
  return queryOptions({
    queryKey: rebuildsQueryKey,
    queryFn: ({ signal }) => getRebuilds(signal),
    refetchInterval: (query) => (query.state.data?.some((r) => r.state === 'running') ? 500 : false),
  });
}

export function useRebuilds() {
  return useQuery(rebuildsQueryOptions());
}
