import { type DocumentReview, documentErrors } from '@portal/contracts';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf } from '../context.js';
import { resolveCaseAccess } from '../fraud-case/case-access.js';
import type { StaffRequest } from '../recovery-process/work-on-case.js';
import {
  type CaseDocumentCommand,
  caseDocumentDecider,
  caseDocumentStream,
  documentNotFound,
} from './decider.js';

/**
 * PUT /api/documents/:id (If-Match): staff who may work the document's case verify it or reject it with a
 * reason. An unknown document is not found first, another agent's case refused, then a stale revision.
 */
export async function reviewDocument(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  input: { documentId: string; review: DocumentReview; expectedRevision: number },
): Promise<{ revision: number; position: string | undefined }> {
  const reviewerId = request.actor.userId;
  const { review } = input;
  const outcome = await handleCommand(
    deps.events,
    caseDocumentDecider,
    caseDocumentStream(input.documentId),
    async (state): Promise<CaseDocumentCommand> => {
      if (!state.exists) throw documentNotFound();
      await resolveCaseAccess(deps.events, state.caseId, request.actor);
      return review.status === 'verified'
        ? { type: 'VerifyDocument', reviewerId }
        : { type: 'RejectDocument', reviewerId, reason: review.reason };
    },
    metaOf(request),
    { expectedRevision: input.expectedRevision, staleMessage: documentErrors.staleDocument },
  );
  return { revision: outcome.revision, position: outcome.position };
}
