import { queryOptions, useQuery } from '@tanstack/react-query';
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
export const commentCountsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.commentCounts,
    queryFn: ({ signal }) => call('caseCommentCounts', { signal }),
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
export const useCommentCounts = () => useQuery(commentCountsQueryOptions());
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
