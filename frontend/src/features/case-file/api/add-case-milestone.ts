import type { RouteInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterCaseWrite } from './after-write';

/** POST /api/cases/:caseId/timeline: a milestone staff record (an add: no If-Match). */
export function addCaseMilestone({
  caseId,
  body,
  key,
}: {
  caseId: string;
  body: RouteInput<'addCaseMilestone'>;
  key: string;
}) {
  return call('addCaseMilestone', { params: { caseId }, body, idempotencyKey: key });
}

export function useAddCaseMilestone(caseNumber: string) {
  const afterWrite = useAfterCaseWrite(caseNumber);
  return useMutation({
    mutationFn: addCaseMilestone,
    // An add sent no If-Match: its answered revision moves nothing (see useAfterCaseWrite).
    onSuccess: () => afterWrite(),
  });
}
