import type { ChangePasswordInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { myDashboardQueryKey } from '../../../api/get-my-dashboard';

/** POST /api/users/change-password (the server also ends the user's other sessions). */
export function changePassword(userId: string, input: ChangePasswordInput) {
  return call('changePassword', { userId, body: input });
}

/**
 * A write answers once the read models applied it, so the reads it touches are invalidated by key and
 * fetched again. The case view is this account's page: it is read again after a change to the account.
 */
export function useChangePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDashboardQueryKey(userId) }),
  });
}
