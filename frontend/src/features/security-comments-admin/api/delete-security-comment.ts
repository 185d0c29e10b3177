import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { adminSecurityCommentsQueryKey } from './get-admin-security-comments';

/** DELETE /api/admin/security-comments/:id with `If-Match: <revision>` (409 when it changed meanwhile). */
export function deleteSecurityComment(id: string, revision: number) {
  return call('adminDeleteSecurityComment', {
    params: { id },
    headers: { 'If-Match': String(revision) },
  });
}

/** Deleted or refused as stale, the list is read again (a refusal shows the current version). */
export function useDeleteSecurityComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revision }: { id: string; revision: number }) => deleteSecurityComment(id, revision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSecurityCommentsQueryKey }),
  });
}
