import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** GET /api/recovery/:userId: a client's case in the home shape (a 404 while they have none). */
export function getRecoveryHome(userId: string, viewerId: string, signal?: AbortSignal) {
  return call('recoveryCase', { params: { userId }, userId: viewerId, signal });
}

/** Per viewer and case owner: what a write on that client's case or plan invalidates (prefix `recovery-home`). */
export const recoveryHomeQueryKey = (userId: string) => ['recovery-home', userId] as const;

export function recoveryHomeQueryOptions(userId: string, viewerId: string = userId) {
  return queryOptions({
    queryKey: recoveryHomeQueryKey(userId),
    queryFn: ({ signal }) => getRecoveryHome(userId, viewerId, signal),
    enabled: userId !== '',
  });
}

export function useRecoveryHome(userId: string | undefined, viewerId?: string) {
  return useQuery({
    ...recoveryHomeQueryOptions(userId ?? '', viewerId ?? userId),
    enabled: Boolean(userId),
  });
}
