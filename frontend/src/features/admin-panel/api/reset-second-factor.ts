import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { adminUsersQueryKey } from './get-admin-users';

/**
 * DELETE /api/admin/users/:id/second-factor (superadmin, recorded): another person's app and recovery codes stop
 * working; they enrol again at their next sign-in.
 */
export function resetSecondFactor(id: string) {
  return call('adminResetSecondFactor', { params: { id } });
}
export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
