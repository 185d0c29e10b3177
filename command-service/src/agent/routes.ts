import { staffToasts } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import { type CommandDeps, metaOf } from '../context.js';
import { assignClient } from './assign-client.js';
import { createAgent } from './create-agent.js';
import { reviseAgent } from './revise-agent.js';

/** Agents: their record, and the clients assigned to them. */
export function agentRoutes(deps: CommandDeps) {
  return {
    updateAgent: async (request) => {
      const { revision, position } = await reviseAgent(deps, request, {
        agentId: request.params.id,
        profile: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    createAgent: async (request) => {
      const { agentId, position } = await createAgent(deps, metaOf(request), request.body);
      return { body: { ok: true, id: agentId }, position };
    },
    assignClient: async (request) => {
      const position = await assignClient(deps, metaOf(request), {
        clientId: request.params.clientId,
        agentId: request.body.agentId,
      });
      return { body: { ok: true, message: staffToasts.clientAssigned.title }, position };
    },
  } satisfies RouteHandlers;
}
