import type { PrivacyChoiceInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { useAfterConsentChange } from './get-my-consents';
import { renewalCheckQueryKey } from './privacy-renewal-check';

/**
 * POST /api/privacy/my-consents: accept the notice in force with these voluntary purposes (all of them in force).
 * In src/api: Mi Perfil and the renewal screen give it.
 */
export function giveConsent(userId: string, choice: PrivacyChoiceInput) {
  return call('giveConsent', { body: choice, userId });
}

export function useGiveConsent(userId: string) {
  const after = useAfterConsentChange(userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: PrivacyChoiceInput) => giveConsent(userId, choice),
    // The notice in force is accepted now: no page waits for the check to be read again.
    onSuccess: () => queryClient.setQueryData(renewalCheckQueryKey(userId), false),
    onSettled: after,
  });
}
