import type { RouteInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterCaseWrite } from './after-write';

/** PUT /api/fraud-cases/:id/legal-hold (administration): the case's data must be kept, for this reason. */
export function placeLegalHold({ caseId, body }: { caseId: string; body: RouteInput<'placeLegalHold'> }) {
  return call('placeLegalHold', { params: { id: caseId }, body });
}

export function usePlaceLegalHold(caseNumber: string) {
  const afterWrite = useAfterCaseWrite(caseNumber);
  return useMutation({ mutationFn: placeLegalHold, onSuccess: () => afterWrite() });
}
