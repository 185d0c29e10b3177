import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { signsOutUnlessWrongCode } from '../../../session/second-factor';
import { secondFactorStatusQueryKey } from './get-second-factor-status';

/**
 * POST /api/auth/second-factor/enrolment/confirm with a code of the app: the factor is on, the session signed in;
 * the answer carries the user and the ten recovery codes, shown this once.
 */
export function confirmEnrolment(code: string) {
  return call('secondFactorEnrolmentConfirm', { body: { code }, signOutOn401: signsOutUnlessWrongCode });
}
export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEnrolment,
    onSuccess: ({ user }) => queryClient.invalidateQueries({ queryKey: secondFactorStatusQueryKey(user.id) }),
  });
}
