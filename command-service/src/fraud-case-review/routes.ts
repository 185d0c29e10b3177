import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { reviewFraudCase } from './review-case.js';

/** The administration's review of a fraud case (loss, currency, urgency, its own notes, processed). */
export function fraudCaseReviewRoutes(deps: CommandDeps) {
  return {
    updateFraudCase: async (request) => {
      const { revision, position } = await reviewFraudCase(deps, request, {
        caseId: request.params.id,
        changes: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
  } satisfies RouteHandlers;
}
