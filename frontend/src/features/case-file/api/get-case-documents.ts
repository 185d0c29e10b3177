import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/cases/:caseId/documents: what the client sent, newest first, each with its revision. */
export function getCaseDocuments(caseId: string, signal?: AbortSignal) {
  return call('caseDocuments', { params: { caseId }, signal });
}

/** Under the case's key: a write on the case marks it stale too. */
export const caseDocumentsQueryKey = (caseNumber: string) => ['case-file', caseNumber, 'documents'] as const;

export function caseDocumentsQueryOptions(caseNumber: string, caseId: string) {
  return queryOptions({
    queryKey: caseDocumentsQueryKey(caseNumber),
    queryFn: ({ signal }) => getCaseDocuments(caseId, signal),
    enabled: caseId !== '',
    refetchOnMount: 'always',
  });
}

export function useCaseDocuments(caseNumber: string, caseId: string) {
  return useQuery(caseDocumentsQueryOptions(caseNumber, caseId));
}
