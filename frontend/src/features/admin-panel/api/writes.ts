import type { RouteInput } from '@portal/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { adminClientsQueryKey } from './get-admin-clients';
import { adminStatsQueryKey } from './get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';
import { adminKeys } from './lists';

const ifMatch = (revision: number) => ({ 'If-Match': String(revision) });

/** A write, and then the lists it changes read again (whether it was saved or refused as stale). */
function useWrite<I, R>(write: (input: I) => Promise<R>, keys: (input: I) => QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: (_data, _error, input) =>
      Promise.all(keys(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** PUT /api/admin/users/:id/password: the person is e-mailed, their sessions end. */
export const useSetPassword = () =>
  useWrite(
    (input: { id: string; newPassword: string }) =>
      call('adminUserPassword', { params: { id: input.id }, body: { newPassword: input.newPassword } }),
    () => [adminUsersQueryKey],
  );

/**
 * POST /api/admin/users (superadmin): an administrator's, superadministrator's or compliance account. With its
 * Idempotency-Key (the same while the same data is sent again): a retry after a lost answer creates it once.
 */
export const useCreateStaffUser = () =>
  useWrite(
    (input: { body: RouteInput<'adminCreateUser'>; key: string }) =>
      call('adminCreateUser', { body: input.body, headers: { 'Idempotency-Key': input.key } }),
    () => [adminUsersQueryKey, adminStatsQueryKey],
  );

/** POST /api/admin/agents: the agent user and record, with the spec's defaults. */
export const useCreateAgent = () =>
  useWrite(
    (body: RouteInput<'createAgent'>) => call('createAgent', { body }),
    () => [adminKeys.agents, adminUsersQueryKey, adminStatsQueryKey],
  );

/** PUT /api/admin/agents/:id (If-Match). */
export const useUpdateAgent = () =>
  useWrite(
    (input: { id: string; revision: number; body: RouteInput<'updateAgent'> }) =>
      call('updateAgent', { params: { id: input.id }, body: input.body, headers: ifMatch(input.revision) }),
    () => [adminKeys.agents, adminStatsQueryKey],
  );

/** PUT /api/admin/clients/:clientId/assign: refused when the agent is full, unavailable or inactive. */
export const useAssignClient = () =>
  useWrite(
    (input: { clientId: string; agentId: string }) =>
      call('assignClient', { params: { clientId: input.clientId }, body: { agentId: input.agentId } }),
    () => [
      adminClientsQueryKey,
      adminKeys.agents,
      adminKeys.recovery,
      adminKeys.fraudCases,
      adminStatsQueryKey,
    ],
  );

/** PUT /api/admin/recovery/:id (If-Match). */
export const useUpdateRecovery = () =>
  useWrite(
    (input: { id: string; revision: number; body: RouteInput<'updateRecoveryProcess'> }) =>
      call('updateRecoveryProcess', {
        params: { id: input.id },
        body: input.body,
        headers: ifMatch(input.revision),
      }),
    () => [adminKeys.recovery, adminStatsQueryKey],
  );

/** PUT /api/fraud-cases/:id (If-Match on the review; -1 before the first). */
export const useReviewFraudCase = () =>
  useWrite(
    (input: { id: string; revision: number; body: RouteInput<'updateFraudCase'> }) =>
      call('updateFraudCase', {
        params: { id: input.id },
        body: input.body,
        headers: ifMatch(input.revision),
      }),
    () => [adminKeys.fraudCases, adminClientsQueryKey, adminKeys.recovery],
  );

/** POST /api/fraud-cases/:id/comments: the author is the session's user. */
export const useAddCaseComment = () =>
  useWrite(
    (input: { caseId: string; body: RouteInput<'addCaseComment'> }) =>
      call('addCaseComment', { params: { id: input.caseId }, body: input.body }),
    (input) => [adminKeys.comments(input.caseId), adminKeys.commentCounts],
  );

/** POST /api/admin/agent-applications/:id/approve | reject. */
export const useDecideApplication = () =>
  useWrite(
    (
      input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string },
    ): Promise<unknown> =>
      input.decision === 'approve'
        ? call('approveAgentApplication', { params: { id: input.id } })
        : call('rejectAgentApplication', { params: { id: input.id }, body: { reason: input.reason } }),
    () => [adminKeys.applications, adminKeys.agents, adminUsersQueryKey, adminStatsQueryKey],
  );
