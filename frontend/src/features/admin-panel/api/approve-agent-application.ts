import { call } from '../../../api/client';
import { adminStatsQueryKey } from '../../../api/get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';
import { agentApplicationsQueryKey } from './get-agent-applications';
import { agentsQueryKey } from './get-agents';
import { useWrite } from './use-write';

/** POST /api/admin/agent-applications/:id/approve: the applicant becomes an agent (user and record). */
export function approveAgentApplication(id: string) {
  return call('approveAgentApplication', { params: { id } });
}

export const useApproveApplication = () =>
  useWrite(approveAgentApplication, () => [
    agentApplicationsQueryKey,
    agentsQueryKey,
    adminUsersQueryKey,
    adminStatsQueryKey,
  ]);
