import { useQuery } from '@tanstack/react-query';
import { firstPage, type ListPage, pagedQueryOptions } from '../../../api/list-page';

/** GET /api/fraud-cases: a page of the reported cases with the revision the review's If-Match sends. */
export const fraudCasesQueryKey = ['admin', 'fraud-cases'] as const;

/** Newest first, as the server orders them unless told otherwise. */
export const firstFraudCasesPage = firstPage('-createdAt');

export function fraudCasesQueryOptions(page: ListPage = firstFraudCasesPage) {
  return pagedQueryOptions(fraudCasesQueryKey, 'fraudCases', page);
}

export function useFraudCases(page: ListPage) {
  return useQuery(fraudCasesQueryOptions(page));
}
