import type { RecoveryPhaseKey, RouteInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { ifMatch, useAfterCaseWrite } from './after-write';

export interface CasePhaseWrite {
  caseId: string;
  phaseKey: RecoveryPhaseKey;
  /** The case's revision the person read (If-Match). */
  revision: number;
  body: RouteInput<'updateCasePhase'>;
}

/** PUT /api/cases/:caseId/phases/:phaseKey: start a phase, save its progress and next steps, or complete it. */
export function updateCasePhase({ caseId, phaseKey, revision, body }: CasePhaseWrite) {
  return call('updateCasePhase', { params: { caseId, phaseKey }, body, headers: ifMatch(revision) });
}

export function useUpdateCasePhase(caseNumber: string) {
  const afterWrite = useAfterCaseWrite(caseNumber);
  return useMutation({
    mutationFn: updateCasePhase,
    onSuccess: (result, { revision }) => afterWrite({ write: { sent: revision, answered: result.revision } }),
  });
}
