import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { privacyNoticeQueryKey } from './get-privacy-notice';
import { renewalCheckQueryKey } from './privacy-renewal-check';

/**
 * GET /api/privacy/my-consents: the consent in force, whether a renewal is due, the history. In src/api: Mi
 * Perfil and the renewal screen read it.
 */
export function getMyConsents(userId: string, signal?: AbortSignal) {
  return call('myConsents', { userId, signal });
}

export const myConsentsQueryKey = (userId: string) => ['privacy-consents', userId] as const;

export function myConsentsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myConsentsQueryKey(userId),
    queryFn: ({ signal }) => getMyConsents(userId, signal),
    enabled: userId !== '',
  });
}

export function useMyConsents(userId: string) {
  return useQuery(myConsentsQueryOptions(userId));
}

/**
 * After a consent is given or withdrawn: the consents and the renewal check read again; a notice changed
 * meanwhile (409) is read again too, so the person sees the new one before choosing.
 */
export function useAfterConsentChange(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myConsentsQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: renewalCheckQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: privacyNoticeQueryKey }),
    ]);
}
