import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/fraud-cases/:id/comments (newest first, with their authors), by the case number of the URL. */
export function getCaseComments(caseNumber: string, signal?: AbortSignal) {
  return call('caseComments', { params: { id: caseNumber }, signal });
}

export const caseCommentsQueryKey = (caseNumber: string) => ['case-file-comments', caseNumber] as const;

/** Read again each time the page is shown, like the case (the client and colleagues comment too). */
export function caseCommentsQueryOptions(caseNumber: string) {
  return queryOptions({
    queryKey: caseCommentsQueryKey(caseNumber),
    queryFn: ({ signal }) => getCaseComments(caseNumber, signal),
    enabled: caseNumber !== '',
    refetchOnMount: 'always',
  });
}

export function useCaseComments(caseNumber: string) {
  return useQuery(caseCommentsQueryOptions(caseNumber));
}
