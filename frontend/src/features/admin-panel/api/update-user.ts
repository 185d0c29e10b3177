import type { RouteInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { adminStatsQueryKey } from '../../../api/get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';

/** PUT /api/admin/users/:id with the revision the admin read (409 when someone changed the user meanwhile). */
export function updateUser(input: { id: string; revision: number; changes: RouteInput<'adminUpdateUser'> }) {
  return call('adminUpdateUser', {
    params: { id: input.id },
    body: input.changes,
    headers: { 'If-Match': String(input.revision) },
  });
}

/** Saved or refused as stale, the list is read again (a refusal then shows the current state). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
      ]),
  });
}
