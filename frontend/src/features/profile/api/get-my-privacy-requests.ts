import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/privacy/requests: the signed-in person's ARCO requests, with their due day and answer. */
export function getMyPrivacyRequests(signal?: AbortSignal) {
  return call('myPrivacyRequests', { signal });
}

export const myPrivacyRequestsQueryKey = (userId: string) => ['my-privacy-requests', userId] as const;

export function myPrivacyRequestsQueryOptions(userId: string, enabled = true) {
  return queryOptions({
    queryKey: myPrivacyRequestsQueryKey(userId),
    queryFn: ({ signal }) => getMyPrivacyRequests(signal),
    enabled: enabled && userId !== '',
  });
}

export function useMyPrivacyRequests(userId: string, enabled = true) {
  return useQuery(myPrivacyRequestsQueryOptions(userId, enabled));
}
