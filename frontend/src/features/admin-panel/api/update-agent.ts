import type { RouteInput } from '@portal/contracts';
import { call } from '../../../api/client';
import { adminStatsQueryKey } from '../../../api/get-admin-stats';
import { agentsQueryKey } from './get-agents';
import { ifMatch, useWrite } from './use-write';

/** PUT /api/admin/agents/:id with the revision the admin read. */
export function updateAgent(input: { id: string; revision: number; body: RouteInput<'updateAgent'> }) {
  return call('updateAgent', {
    params: { id: input.id },
    body: input.body,
    headers: ifMatch(input.revision),
  });
}

export const useUpdateAgent = () => useWrite(updateAgent, () => [agentsQueryKey, adminStatsQueryKey]);
