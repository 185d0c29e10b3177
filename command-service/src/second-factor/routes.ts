import { secondFactorErrors } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { resetSecondFactor } from './reset-factor.js';

/**
 * A superadministrator's reset of another person's second factor. Enrolment, verification and removal are the
 * gateway's sign-in routes, which call the handlers of this folder themselves.
 */
export function secondFactorRoutes(deps: CommandDeps) {
  return {
    // The person enrols again at their next sign-in; their sessions end now.
    adminResetSecondFactor: async (request) => {
      // No read model shows a factor: nothing to wait for.
      await resetSecondFactor(deps, request, request.params.id);
      return {
        body: { ok: true, message: secondFactorErrors.reset },
        credentialsChangedFor: request.params.id,
      };
    },
  } satisfies RouteHandlers;
}
