import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { caseFileQueryKey } from '../../../api/get-case-file';
import { ifMatch } from './after-write';

/**
 * PUT /api/documents/:id/requirement with the revision of the document the person read (409 when someone changed
 * it first): the requested document of the case this file answers.
 */
export function linkDocument({
  documentId,
  requiredDocumentId,
  revision,
}: {
  documentId: string;
  requiredDocumentId: string;
  revision: number;
}) {
  return call('linkDocumentToRequirement', {
    params: { id: documentId },
    body: { requiredDocumentId },
    headers: ifMatch(revision),
  });
}

/** The case and its documents (under the case's key) are read again. */
export function useLinkDocument(caseNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseFileQueryKey(caseNumber) }),
  });
}
