import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { registerClient } from './register-client.js';

/** The public registration of a client (account, client record, case and process in one request). */
export function registrationRoutes(deps: CommandDeps) {
  return {
    registerClient: async (request) => {
      const { result, position } = await registerClient(deps, request.body, request);
      return { body: result, position };
    },
  } satisfies RouteHandlers;
}
