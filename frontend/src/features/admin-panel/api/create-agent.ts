import type { RouteInput } from '@portal/contracts';
import { call } from '../../../api/client';
import { adminStatsQueryKey } from '../../../api/get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';
import { agentsQueryKey } from './get-agents';
import { useWrite } from './use-write';

/**
 * POST /api/admin/agents: the agent user and record, with the spec's defaults. With the attempt's
 * Idempotency-Key (the same while the same data is sent again).
 */
export function createAgent(input: { body: RouteInput<'createAgent'>; key: string }) {
  return call('createAgent', { body: input.body, idempotencyKey: input.key });
}

export const useCreateAgent = () =>
  useWrite(createAgent, () => [agentsQueryKey, adminUsersQueryKey, adminStatsQueryKey]);
