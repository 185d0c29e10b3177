import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterConsentChange } from '../../../api/get-my-consents';

/** POST /api/privacy/my-consents/withdrawals: withdraw one voluntary purpose. */
export function withdrawConsent(userId: string, purpose: string) {
  return call('withdrawConsent', { body: { purpose }, userId });
}

export function useWithdrawConsent(userId: string) {
  const after = useAfterConsentChange(userId);
  return useMutation({
    mutationFn: (purpose: string) => withdrawConsent(userId, purpose),
    onSettled: after,
  });
}
