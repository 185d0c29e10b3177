import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/**
 * GET /api/indicators (public): the financial indicators the administration publishes. In src/api: the home
 * shows them and the content administration reads them again after each of its writes.
 */
export function getIndicators(signal?: AbortSignal) {
  return call('indicators', { signal });
}

export const indicatorsQueryKey = ['indicators'] as const;

export const indicatorsQueryOptions = queryOptions({
  queryKey: indicatorsQueryKey,
  queryFn: ({ signal }) => getIndicators(signal),
});

export function useIndicators() {
  return useQuery(indicatorsQueryOptions);
}
