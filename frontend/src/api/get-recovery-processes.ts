import { useQuery } from '@tanstack/react-query';
import { firstPage, getPage, type ListPage, pagedQueryOptions } from './list-page';

/**
 * GET /api/recovery-processes: a page of the cases' recoveries (an agent reads their own), with the revision the
 * plan's If-Match sends. The admin panel lists them; an agent's home shows their next dates.
 */
export function getRecoveryProcesses(
  page: ListPage,
  options: { userId?: string; signal?: AbortSignal } = {},
) {
  return getPage('recoveryProcesses', page, options.signal, options.userId);
}

/** The key of every page, wherever it is shown: a write on a recovery marks them all stale. */
export const recoveryProcessesQueryKey = ['recovery-processes'] as const;

/** The latest activity first, as the server orders them unless told otherwise. */
export const firstRecoveryPage = firstPage('-lastActivity');

export function recoveryProcessesQueryOptions(page: ListPage = firstRecoveryPage) {
  return pagedQueryOptions(recoveryProcessesQueryKey, 'recoveryProcesses', page);
}

export function useRecoveryProcesses(page: ListPage) {
  return useQuery(recoveryProcessesQueryOptions(page));
}
