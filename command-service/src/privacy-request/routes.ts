import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { filePrivacyRequest } from './file-request.js';

/**
 * ARCO requests filed by the signed-in person. Answering one is the gateway's (accepting a cancellation erases,
 * which needs the blobs, the queue and the mail folder): it calls `answerPrivacyRequest` itself.
 */
export function privacyRequestRoutes(deps: CommandDeps) {
  return {
    filePrivacyRequest: async (request) => {
      const filed = await filePrivacyRequest(deps, request, request.body);
      return { body: { request: filed.request }, position: filed.position };
    },
  } satisfies RouteHandlers;
}
