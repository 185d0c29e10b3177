import { staffToasts, toasts } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import { assignClient } from './agent/assign-client.js';
import { createAgent } from './agent/create-agent.js';
import { type CommandDeps, metaOf } from './context.js';
import { markNotificationRead } from './notification/mark-read.js';
import { registerClient } from './registration/register-client.js';
import { changePassword } from './user/change-password.js';

/**
 * The write routes this service answers, by route name of the contracts' table. Each handler is typed by its
 * route: its request carries the route's validated body, and it must answer the route's response.
 */
export function commandRoutes(deps: CommandDeps) {
  return {
    registerClient: async (request) => {
      const { result, position } = await registerClient(deps, request.body, request);
      return { body: result, position };
    },
    changePassword: async (request) => {
      const position = await changePassword(deps, request.body, request);
      return {
        body: { ok: true, message: toasts.passwordChanged.description },
        position,
        credentialsChangedFor: request.actor.userId,
      };
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
    markNotificationRead: async (request) => {
      const position = await markNotificationRead(deps, request.params.id, request);
      return { body: { ok: true }, position };
    },
  } satisfies RouteHandlers;
}
