import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { signsOutUnlessWrongCode } from '../../../session/second-factor';
import { secondFactorStatusQueryKey } from './get-second-factor-status';

/** DELETE /api/auth/second-factor with a current code (agents and clients; staff may not turn it off). */
export function removeSecondFactor(userId: string, code: string) {
  return call('removeSecondFactor', { userId, body: { code }, signOutOn401: signsOutUnlessWrongCode });
}
export function useRemoveSecondFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => removeSecondFactor(userId, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorStatusQueryKey(userId) }),
  });
}
