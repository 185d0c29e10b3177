import type { RouteInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { adminSecurityCommentsQueryKey } from './get-admin-security-comments';

export type SecurityCommentUpdate = RouteInput<'adminUpdateSecurityComment'>;

/**
 * PUT /api/admin/security-comments/:id with `If-Match: <revision>` (the revision the admin edited): when
 * someone else changed the comment meanwhile the server answers 409 and changes nothing.
 */
export function updateSecurityComment(id: string, revision: number, input: SecurityCommentUpdate) {
  return call('adminUpdateSecurityComment', {
    params: { id },
    body: input,
    headers: { 'If-Match': String(revision) },
  });
}

export function useUpdateSecurityComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revision, input }: { id: string; revision: number; input: SecurityCommentUpdate }) =>
      updateSecurityComment(id, revision, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSecurityCommentsQueryKey }),
  });
}
