import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** GET /api/plans: the firm's plans (configured; the spec's in demo mode; none otherwise). Public. */
export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: ({ signal }) => call('plans', { signal }),
  staleTime: 5 * 60_000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
