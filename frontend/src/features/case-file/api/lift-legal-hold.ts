import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterCaseWrite } from './after-write';

/** DELETE /api/fraud-cases/:id/legal-hold (administration): the hold ends. */
export function liftLegalHold(caseId: string) {
  return call('liftLegalHold', { params: { id: caseId } });
}

export function useLiftLegalHold(caseNumber: string) {
  const afterWrite = useAfterCaseWrite(caseNumber);
  return useMutation({ mutationFn: liftLegalHold, onSuccess: () => afterWrite() });
}
