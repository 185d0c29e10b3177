import type { RouteInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { ifMatch, useAfterCaseWrite } from './after-write';

/** PUT /api/cases/:caseId/plan: priority and estimated completion, with the revision the person read. */
export function updateCasePlan({
  caseId,
  revision,
  body,
}: {
  caseId: string;
  revision: number;
  body: RouteInput<'updateCasePlan'>;
}) {
  return call('updateCasePlan', { params: { caseId }, body, headers: ifMatch(revision) });
}

export function useUpdateCasePlan(caseNumber: string) {
  const afterWrite = useAfterCaseWrite(caseNumber);
  return useMutation({
    mutationFn: updateCasePlan,
    onSuccess: (result, { revision }) => afterWrite({ write: { sent: revision, answered: result.revision } }),
  });
}
