import type { DocumentReview } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { agentClientsQueryPrefix } from '../../../api/get-agent-clients';
import { caseFileQueryKey } from '../../../api/get-case-file';
import { ifMatch } from './after-write';

/** PUT /api/documents/:id with the revision of the document the person read (409 when someone reviewed it first). */
export function reviewDocument({
  documentId,
  review,
  revision,
}: {
  documentId: string;
  review: DocumentReview;
  revision: number;
}) {
  return call('reviewDocument', { params: { id: documentId }, body: review, headers: ifMatch(revision) });
}

/** The documents, the case (its count of documents awaiting review) and the lists of cases are read again. */
export function useReviewDocument(caseNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: caseFileQueryKey(caseNumber) }),
        queryClient.invalidateQueries({ queryKey: agentClientsQueryPrefix }),
      ]),
  });
}
