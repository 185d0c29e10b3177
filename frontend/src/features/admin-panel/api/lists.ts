import { MAX_COUNTED_CASES } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { firstPage, getPage, type ListPage, type PagedRoute } from './list-page';

/**
 * The lists the panels read (staff-admin.md §7), each under its query key (a page: its list's key and its query,
 * q, sort, offset and limit): a write invalidates the keys it changes, and every page of those lists refetches
 * (the spec's "after successful writes, the related lists are refetched").
 */
export const adminKeys = {
  agents: ['admin', 'agents'] as const,
  recovery: ['admin', 'recovery'] as const,
  fraudCases: ['admin', 'fraud-cases'] as const,
  commentCounts: ['admin', 'comment-counts'] as const,
  comments: (caseId: string) => ['admin', 'case-comments', caseId] as const,
  applications: ['admin', 'agent-applications'] as const,
  ops: ['admin', 'ops-status'] as const,
  demoAccounts: ['admin', 'demo-accounts'] as const,
};

const fresh = { refetchOnMount: 'always' } as const;
/** A page of a list: under its list's key with its query; another page keeps the rows on screen until it comes. */
const paged = <N extends PagedRoute>(key: readonly string[], name: N, page: ListPage) =>
  queryOptions({
    queryKey: [...key, page] as const,
    queryFn: ({ signal }) => getPage(name, page, signal),
    placeholderData: keepPreviousData,
    ...fresh,
  });

/** The first page of each list, in the order the server gives unless told otherwise. */
export const firstPages = {
  agents: firstPage('name'),
  recovery: firstPage('-lastActivity'),
  fraudCases: firstPage('-createdAt'),
  applications: firstPage('queue'),
};

export const agentsQueryOptions = (page: ListPage = firstPages.agents) =>
  paged(adminKeys.agents, 'agents', page);
export const recoveryQueryOptions = (page: ListPage = firstPages.recovery) =>
  paged(adminKeys.recovery, 'recoveryProcesses', page);
export const fraudCasesQueryOptions = (page: ListPage = firstPages.fraudCases) =>
  paged(adminKeys.fraudCases, 'fraudCases', page);
export const applicationsQueryOptions = (page: ListPage = firstPages.applications) =>
  paged(adminKeys.applications, 'agentApplications', page);
/**
 * GET /api/fraud-case-comments/counts?ids=: the comment counts of the cases on screen only, asked for at most
 * MAX_COUNTED_CASES at a time.
 */
export const commentCountsQueryOptions = (caseIds: readonly string[]) =>
  queryOptions({
    queryKey: [...adminKeys.commentCounts, caseIds] as const,
    queryFn: async ({ signal }) => {
      const parts: string[][] = [];
      for (let i = 0; i < caseIds.length; i += MAX_COUNTED_CASES)
        parts.push(caseIds.slice(i, i + MAX_COUNTED_CASES));
      const counts = await Promise.all(
        parts.map((ids) => call('caseCommentCounts', { query: { ids: ids.join(',') }, signal })),
      );
      return Object.assign({}, ...counts) as Record<string, number>;
    },
    enabled: caseIds.length > 0,
    placeholderData: keepPreviousData,
    ...fresh,
  });
/** The operations status, read again every 15 s while the tab is open. */
export const opsStatusQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.ops,
    queryFn: ({ signal }) => call('opsStatus', { signal }),
    refetchInterval: 15_000,
    ...fresh,
  });
export const demoAccountsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.demoAccounts,
    queryFn: ({ signal }) => call('demoAccounts', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAgents = (page: ListPage) => useQuery(agentsQueryOptions(page));
export const useRecoveryProcesses = (page: ListPage) => useQuery(recoveryQueryOptions(page));
export const useFraudCases = (page: ListPage) => useQuery(fraudCasesQueryOptions(page));
export const useCommentCounts = (caseIds: readonly string[]) => useQuery(commentCountsQueryOptions(caseIds));
export const useAgentApplications = (page: ListPage) => useQuery(applicationsQueryOptions(page));
export const useOpsStatus = () => useQuery(opsStatusQueryOptions());
export const useDemoAccounts = () => useQuery(demoAccountsQueryOptions());

/** GET /api/fraud-cases/:id/comments: the follow-up comments of one case, while its dialog is open. */
export const useCaseComments = (caseId: string) =>
  useQuery({
    queryKey: adminKeys.comments(caseId),
    queryFn: ({ signal }) => call('caseComments', { params: { id: caseId }, signal }),
    ...fresh,
  });
