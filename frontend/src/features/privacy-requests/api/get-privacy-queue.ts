import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/privacy/requests/queue: every ARCO request with its requester, case and legal clock (500 at most). */
export function getPrivacyQueue(signal?: AbortSignal) {
  return call('privacyRequestQueue', { query: { limit: 500 }, signal });
}

export const privacyQueueQueryKey = ['privacy-queue'] as const;

/** Staff's shared data: read again each time the screen is shown, the cached copy showing meanwhile. */
export function privacyQueueQueryOptions() {
  return queryOptions({
    queryKey: privacyQueueQueryKey,
    queryFn: ({ signal }) => getPrivacyQueue(signal),
    refetchOnMount: 'always',
  });
}

export function usePrivacyQueue() {
  return useQuery(privacyQueueQueryOptions());
}
