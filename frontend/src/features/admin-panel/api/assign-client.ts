import { call } from '../../../api/client';
import { adminStatsQueryKey } from '../../../api/get-admin-stats';
import { recoveryProcessesQueryKey } from '../../../api/get-recovery-processes';
import { adminClientsQueryKey } from './get-admin-clients';
import { agentsQueryKey } from './get-agents';
import { fraudCasesQueryKey } from './get-fraud-cases';
import { useWrite } from './use-write';

/** PUT /api/admin/clients/:clientId/assign: refused when the agent is full, unavailable or inactive. */
export function assignClient(input: { clientId: string; agentId: string }) {
  return call('assignClient', { params: { clientId: input.clientId }, body: { agentId: input.agentId } });
}

export const useAssignClient = () =>
  useWrite(assignClient, () => [
    adminClientsQueryKey,
    agentsQueryKey,
    recoveryProcessesQueryKey,
    fraudCasesQueryKey,
    adminStatsQueryKey,
  ]);
