import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/cases/:caseId/as-of?at=: the case as it stood then (404 before it existed). */
export function getCaseAsOf(caseId: string, at: string, signal?: AbortSignal) {
  return call('caseAsOf', { params: { caseId }, query: { at }, signal });
}

export const caseAsOfQueryKey = (caseId: string, at: string | null) => ['case-as-of', caseId, at] as const;

/** No moment picked (`at` null): nothing is read. Another moment keeps the case on screen until it arrives. */
export function caseAsOfQueryOptions(caseId: string, at: string | null) {
  return queryOptions({
    queryKey: caseAsOfQueryKey(caseId, at),
    queryFn: ({ signal }) => getCaseAsOf(caseId, at ?? '', signal),
    enabled: at !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCaseAsOf(caseId: string, at: string | null) {
  return useQuery(caseAsOfQueryOptions(caseId, at));
}
