import type { RouteInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { caseCommentsQueryPrefix } from './get-case-comments';

export interface CaseCommentAdd {
  caseId: string;
  body: RouteInput<'addCaseComment'>;
  /** The attempt's Idempotency-Key (`useAttemptKey`): a resent comment is added once. */
  key: string;
}

/**
 * POST /api/fraud-cases/:id/comments. The author (and with it the comment type) is the session's user: the
 * body carries neither.
 */
export function addCaseComment({ caseId, body, key }: CaseCommentAdd) {
  return call('addCaseComment', { params: { id: caseId }, body, idempotencyKey: key });
}

/**
 * Once added, every cached list of comments is read again (the case page's and the admin panel's, each keyed
 * its own way), with what the screen reads beside them (`alsoRead`: the case page its case, the panel its
 * counts). The mutation stays pending until those reads are back.
 */
export function useAddCaseComment(alsoRead?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCaseComment,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: caseCommentsQueryPrefix }), alsoRead?.()]),
  });
}
