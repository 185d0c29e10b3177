import type { AgentApplication } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** POST /api/agents/register. The same key on a resubmission makes the server record the application once. */
export function applyAsAgent(payload: AgentApplication, idempotencyKey: string) {
  return call('applyAsAgent', { body: payload, idempotencyKey });
}

export function useApplyAsAgent() {
  return useMutation({
    mutationFn: ({ payload, key }: { payload: AgentApplication; key: string }) => applyAsAgent(payload, key),
  });
}
