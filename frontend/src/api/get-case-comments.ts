import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/**
 * GET /api/fraud-cases/:id/comments: the follow-up comments of one case, newest first, with their authors. The
 * API takes the case's id or its number: the case page reads them by the number of its URL, the admin panel's
 * dialog by the id of its row.
 */
export function getCaseComments(caseIdOrNumber: string, signal?: AbortSignal) {
  return call('caseComments', { params: { id: caseIdOrNumber }, signal });
}

/** Every list of a case's comments, whichever way it was read: what an added comment marks stale. */
export const caseCommentsQueryPrefix = ['case-comments'] as const;
export const caseCommentsQueryKey = (caseIdOrNumber: string) =>
  [...caseCommentsQueryPrefix, caseIdOrNumber] as const;

/** Read again each time they are shown (the client and colleagues comment too). */
export function caseCommentsQueryOptions(caseIdOrNumber: string) {
  return queryOptions({
    queryKey: caseCommentsQueryKey(caseIdOrNumber),
    queryFn: ({ signal }) => getCaseComments(caseIdOrNumber, signal),
    enabled: caseIdOrNumber !== '',
    refetchOnMount: 'always',
  });
}

export function useCaseComments(caseIdOrNumber: string) {
  return useQuery(caseCommentsQueryOptions(caseIdOrNumber));
}
