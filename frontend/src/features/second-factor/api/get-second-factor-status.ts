import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/auth/me: the session's user, and whether they enrolled a second factor and whether their role requires one. */
export function getSecondFactorStatus(userId: string, signal?: AbortSignal) {
  return call('me', { userId, signal });
}
export const secondFactorStatusQueryKey = (userId: string) => ['second-factor', userId] as const;
export function secondFactorStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: secondFactorStatusQueryKey(userId),
    queryFn: ({ signal }) => getSecondFactorStatus(userId, signal),
    select: (answer) => answer.secondFactor,
    enabled: userId !== '',
  });
}
export function useSecondFactorStatus(userId: string) {
  return useQuery(secondFactorStatusQueryOptions(userId));
}
