import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/profile: the signed-in person's account (and a client's contact with its revision). */
export function getProfile(userId: string, signal?: AbortSignal) {
  return call('profile', { userId, signal });
}

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
  });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
