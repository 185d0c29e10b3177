import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** GET /api/ops/status: the read models, the reactors and the job queue, as they stand now. */
export function getOpsStatus(signal?: AbortSignal) {
  return call('opsStatus', { signal });
}

export const opsStatusQueryKey = ['ops', 'status'] as const;

/** Read again each time it is shown, then every `refreshMs` while it is. */
export function opsStatusQueryOptions(refreshMs: number) {
  return queryOptions({
    queryKey: opsStatusQueryKey,
    queryFn: ({ signal }) => getOpsStatus(signal),
    refetchOnMount: 'always',
    refetchInterval: refreshMs,
  });
}

/** The operator's console reads it every 5 s, the admin panel's system tab every 15 s. */
export function useOpsStatus(refreshMs: number) {
  return useQuery(opsStatusQueryOptions(refreshMs));
}
