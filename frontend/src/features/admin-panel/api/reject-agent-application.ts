import { call } from '../../../api/client';
import { adminStatsQueryKey } from '../../../api/get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';
import { agentApplicationsQueryKey } from './get-agent-applications';
import { agentsQueryKey } from './get-agents';
import { useWrite } from './use-write';

/** POST /api/admin/agent-applications/:id/reject, with the reason the applicant is told. */
export function rejectAgentApplication(input: { id: string; reason: string }) {
  return call('rejectAgentApplication', { params: { id: input.id }, body: { reason: input.reason } });
}

export const useRejectApplication = () =>
  useWrite(rejectAgentApplication, () => [
    agentApplicationsQueryKey,
    agentsQueryKey,
    adminUsersQueryKey,
    adminStatsQueryKey,
  ]);
