import type { RouteInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterCaseWrite } from './after-write';

/**
 * POST /api/fraud-cases/:id/comments. The author (and with it the comment type) is the session's user: the
 * body carries neither.
 */
export function addCaseComment({
  caseId,
  body,
  key,
}: {
  caseId: string;
  body: RouteInput<'addCaseComment'>;
  key: string;
}) {
  return call('addCaseComment', { params: { id: caseId }, body, headers: { 'Idempotency-Key': key } });
}

export function useAddCaseComment(caseNumber: string) {
  const afterWrite = useAfterCaseWrite(caseNumber);
  return useMutation({
    mutationFn: addCaseComment,
    // A comment changes the case too (its count, its last activity): both are read again.
    onSuccess: () => afterWrite({ comments: true }),
  });
}
