import type { HistoryQuery } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

export type HistoryFilters = Partial<Pick<HistoryQuery, 'type' | 'actor' | 'from' | 'to'>> & {
  limit: number;
};

/** GET /api/cases/:caseId/history with its filters: the entries and how many matched in all. */
export async function getHistory(caseId: string, filters: HistoryFilters, signal?: AbortSignal) {
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

export const historyQueryOptions = (caseId: string, filters: HistoryFilters) =>
  queryOptions({
    queryKey: ['case-history', caseId, filters],
    queryFn: ({ signal }) => getHistory(caseId, filters, signal),
    placeholderData: keepPreviousData,
  });

export const useHistory = (caseId: string, filters: HistoryFilters) =>
  useQuery(historyQueryOptions(caseId, filters));

/** GET /api/cases/:caseId/as-of?at=: the case as it stood then (404 before it existed). */
export const useCaseAsOf = (caseId: string, at: string | null) =>
  useQuery({
    queryKey: ['case-as-of', caseId, at],
    queryFn: ({ signal }) => call('caseAsOf', { params: { caseId }, query: { at: at ?? '' }, signal }),
    enabled: at !== null,
    placeholderData: keepPreviousData,
  });

/** The case today (GET /api/cases/:caseId). */
export const useCaseNow = (caseId: string) =>
  useQuery({
    queryKey: ['case-now', caseId],
    queryFn: ({ signal }) => call('caseFile', { params: { caseId }, signal }),
  });

/**
 * The cases this person may read that match the search (GET /api/agent/clients?q=: every case for administration
 * and compliance, searched and paged by the server, the most recent activity first).
 */
export const useReadableCases = (userId: string, search: string) =>
  useQuery({
    queryKey: ['compliance-cases', userId, search.trim()],
    queryFn: ({ signal }) =>
      call('agentClients', { userId, query: { q: search.trim() || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
