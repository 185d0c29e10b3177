import type { PrivacyChoiceInput } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { privacyNoticeQueryKey } from './get-privacy-notice';
import { renewalCheckQueryKey } from './privacy-renewal-check';

/** GET /api/privacy/my-consents: the consent in force, whether a renewal is due, the history (Mi Perfil, the renewal). */
export const myConsentsQueryKey = (userId: string) => ['privacy-consents', userId] as const;

export function myConsentsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myConsentsQueryKey(userId),
    queryFn: ({ signal }) => call('myConsents', { userId, signal }),
    enabled: userId !== '',
  });
}

export function useMyConsents(userId: string) {
  return useQuery(myConsentsQueryOptions(userId));
}

/**
 * After a consent call: the consents and the renewal check read again; a notice changed meanwhile (409) is read
 * again too, so the person sees the new one before choosing.
 */
function useAfterConsent(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myConsentsQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: renewalCheckQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: privacyNoticeQueryKey }),
    ]);
}

/** POST /api/privacy/my-consents: accept the notice in force with these voluntary purposes (all of them in force). */
export function useGiveConsent(userId: string) {
  const after = useAfterConsent(userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: PrivacyChoiceInput) => call('giveConsent', { body: choice, userId }),
    // The notice in force is accepted now: no page waits for the check to be read again.
    onSuccess: () => queryClient.setQueryData(renewalCheckQueryKey(userId), false),
    onSettled: after,
  });
}

/** POST /api/privacy/my-consents/withdrawals: withdraw one voluntary purpose. */
export function useWithdrawConsent(userId: string) {
  const after = useAfterConsent(userId);
  return useMutation({
    mutationFn: (purpose: string) => call('withdrawConsent', { body: { purpose }, userId }),
    onSettled: after,
  });
}
