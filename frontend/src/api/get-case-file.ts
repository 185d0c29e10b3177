import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/**
 * GET /api/cases/:caseId with the case number of the page's URL (the API takes either). The writes go to the
 * case id the answer carries; `revision` is what their If-Match sends. In src/api: the case page and compliance's
 * review of a case read it.
 */
export function getCaseFile(caseNumber: string, signal?: AbortSignal) {
  return call('caseFile', { params: { caseId: caseNumber }, signal });
}

export const caseFileQueryKey = (caseNumber: string) => ['case-file', caseNumber] as const;

/**
 * Read again each time the page is shown (`refetchOnMount: 'always'`, showing the cached case meanwhile):
 * colleagues, the client and the admin work on the same case, and may have assigned it to someone else.
 */
export function caseFileQueryOptions(caseNumber: string) {
  return queryOptions({
    queryKey: caseFileQueryKey(caseNumber),
    queryFn: ({ signal }) => getCaseFile(caseNumber, signal),
    enabled: caseNumber !== '',
    refetchOnMount: 'always',
  });
}

export function useCaseFile(caseNumber: string) {
  return useQuery(caseFileQueryOptions(caseNumber));
}
