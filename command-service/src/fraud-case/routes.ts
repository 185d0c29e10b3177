import { legalHoldTexts } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { addCaseComment } from './add-comment.js';
import { liftLegalHold } from './lift-hold.js';
import { placeLegalHold } from './place-hold.js';

/** The fraud case: staff's follow-up comments, and the legal hold that keeps its data. */
export function fraudCaseRoutes(deps: CommandDeps) {
  return {
    addCaseComment: async (request) => {
      const { commentId, position } = await addCaseComment(deps, request, {
        caseId: request.params.id,
        comment: request.body,
      });
      return { body: { ok: true, id: commentId }, position };
    },
    placeLegalHold: async (request) => {
      const position = await placeLegalHold(deps, request, { caseId: request.params.id, hold: request.body });
      return { body: { ok: true, message: legalHoldTexts.placed.description }, position };
    },
    liftLegalHold: async (request) => {
      const position = await liftLegalHold(deps, request, request.params.id);
      return { body: { ok: true, message: legalHoldTexts.lifted.description }, position };
    },
  } satisfies RouteHandlers;
}
