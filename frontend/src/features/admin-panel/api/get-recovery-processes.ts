import { useQuery } from '@tanstack/react-query';
import { firstPage, type ListPage, pagedQueryOptions } from './list-page';

/** GET /api/recovery-processes: a page of the cases' recoveries, with the revision the plan's If-Match sends. */
export const recoveryProcessesQueryKey = ['admin', 'recovery'] as const;

/** The latest activity first, as the server orders them unless told otherwise. */
export const firstRecoveryPage = firstPage('-lastActivity');

export function recoveryProcessesQueryOptions(page: ListPage = firstRecoveryPage) {
  return pagedQueryOptions(recoveryProcessesQueryKey, 'recoveryProcesses', page);
}

export function useRecoveryProcesses(page: ListPage) {
  return useQuery(recoveryProcessesQueryOptions(page));
}
