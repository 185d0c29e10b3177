import { MAX_COUNTED_CASES } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/**
 * The lists the panels read (staff-admin.md §7), each under its query key: a write invalidates the keys it
 * changes, and the lists refetch (the spec's "after successful writes, the related lists are refetched").
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

export const agentsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.agents, queryFn: ({ signal }) => call('agents', { signal }), ...fresh });
export const recoveryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.recovery,
    queryFn: ({ signal }) => call('recoveryProcesses', { signal }),
    ...fresh,
  });
export const fraudCasesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.fraudCases,
    queryFn: ({ signal }) => call('fraudCases', { signal }),
    ...fresh,
  });
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
export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.applications,
    queryFn: ({ signal }) => call('agentApplications', { signal }),
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

export const useAgents = () => useQuery(agentsQueryOptions());
export const useRecoveryProcesses = () => useQuery(recoveryQueryOptions());
export const useFraudCases = () => useQuery(fraudCasesQueryOptions());
export const useCommentCounts = (caseIds: readonly string[]) => useQuery(commentCountsQueryOptions(caseIds));
export const useAgentApplications = () => useQuery(applicationsQueryOptions());
export const useOpsStatus = () => useQuery(opsStatusQueryOptions());
export const useDemoAccounts = () => useQuery(demoAccountsQueryOptions());

/** GET /api/fraud-cases/:id/comments: the follow-up comments of one case, while its dialog is open. */
export const useCaseComments = (caseId: string) =>
  useQuery({
    queryKey: adminKeys.comments(caseId),
    queryFn: ({ signal }) => call('caseComments', { params: { id: caseId }, signal }),
    ...fresh,
  });
