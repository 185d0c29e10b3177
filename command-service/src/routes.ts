import { toasts } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from './context.js';
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
    markNotificationRead: async (request) => {
      const position = await markNotificationRead(deps, request.params.id, request);
      return { body: { ok: true }, position };
    },
  } satisfies RouteHandlers;
}
