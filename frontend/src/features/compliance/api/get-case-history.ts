import type { HistoryQuery } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export type HistoryFilters = Partial<Pick<HistoryQuery, 'type' | 'actor' | 'from' | 'to'>> & {
  limit: number;
};

/** GET /api/cases/:caseId/history with its filters: the entries and how many matched in all. */
export async function getCaseHistory(caseId: string, filters: HistoryFilters, signal?: AbortSignal) {
  let total = 0;
  const entries = await call('caseHistory', {
    params: { caseId },
    query: filters,
    signal,
    onHeaders: (headers) => {
      total = Number(headers.get('X-Total-Count') ?? 0);
    },
  });
  return { entries, total };
}

export const caseHistoryQueryKey = (caseId: string, filters: HistoryFilters) =>
  ['case-history', caseId, filters] as const;

/** Other filters keep the entries on screen until theirs arrive. */
export function caseHistoryQueryOptions(caseId: string, filters: HistoryFilters) {
  return queryOptions({
    queryKey: caseHistoryQueryKey(caseId, filters),
    queryFn: ({ signal }) => getCaseHistory(caseId, filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCaseHistory(caseId: string, filters: HistoryFilters) {
  return useQuery(caseHistoryQueryOptions(caseId, filters));
}
