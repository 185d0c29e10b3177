import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/ops/setup: which of the site's settings are configured (superadmin; fixed while the portal runs). */
export function getOpsSetup(signal?: AbortSignal) {
  return call('opsSetup', { signal });
}

export const opsSetupQueryKey = ['ops', 'setup'] as const;

export function opsSetupQueryOptions() {
  return queryOptions({
    queryKey: opsSetupQueryKey,
    queryFn: ({ signal }) => getOpsSetup(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOpsSetup() {
  return useQuery(opsSetupQueryOptions());
}
