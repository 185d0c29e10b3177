import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { ifMatch, useAfterCaseWrite } from './after-write';

/** DELETE /api/cases/:caseId/required-documents/:documentId, with the revision the person read. */
export function removeRequiredDocument({
  caseId,
  documentId,
  revision,
}: {
  caseId: string;
  documentId: string;
  revision: number;
}) {
  return call('removeRequiredDocument', { params: { caseId, documentId }, headers: ifMatch(revision) });
}

export function useRemoveRequiredDocument(caseNumber: string) {
  const afterWrite = useAfterCaseWrite(caseNumber);
  return useMutation({
    mutationFn: removeRequiredDocument,
    onSuccess: (result, { revision }) => afterWrite({ write: { sent: revision, answered: result.revision } }),
  });
}
