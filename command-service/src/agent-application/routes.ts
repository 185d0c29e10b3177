import { adminToasts } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import { type CommandDeps, metaOf } from '../context.js';
import { approveAgentApplication, rejectAgentApplication } from './review-application.js';
import { submitAgentApplication } from './submit-application.js';

/** An application to work as an agent: sent by the public, approved or rejected by the administration. */
export function agentApplicationRoutes(deps: CommandDeps) {
  return {
    applyAsAgent: async (request) => {
      const { applicationId, position } = await submitAgentApplication(deps, request.body, request);
      return { body: { ok: true, id: applicationId }, position };
    },
    approveAgentApplication: async (request) => {
      const { agentId, position } = await approveAgentApplication(deps, metaOf(request), request.params.id);
      return { body: { ok: true, id: agentId }, position };
    },
    rejectAgentApplication: async (request) => {
      const position = await rejectAgentApplication(
        deps,
        metaOf(request),
        request.params.id,
        request.body.reason,
      );
      return { body: { ok: true, message: adminToasts.applicationRejected.title }, position };
    },
  } satisfies RouteHandlers;
}
