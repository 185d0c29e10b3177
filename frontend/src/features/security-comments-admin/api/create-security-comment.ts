import type { RouteInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { adminSecurityCommentsQueryKey } from './get-admin-security-comments';

export type SecurityCommentInput = RouteInput<'adminCreateSecurityComment'>;

/**
 * POST /api/admin/security-comments. The author is the session's user (the server ignores `authorId`). The
 * same Idempotency-Key for a resubmission of the same data: a retry after a lost answer creates nothing twice.
 */
export function createSecurityComment(input: SecurityCommentInput, idempotencyKey: string) {
  return call('adminCreateSecurityComment', {
    body: input,
    idempotencyKey,
  });
}

export function useCreateSecurityComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: SecurityCommentInput; key: string }) =>
      createSecurityComment(input, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSecurityCommentsQueryKey }),
  });
}
