import { type DocumentReview, documentErrors } from '@portal/contracts';
import type { CommandDeps } from '../context.js';
import type { StaffRequest } from '../recovery-process/case-work.js';
import { handleStaffDocumentCommand } from './staff-document-command.js';

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
  return handleStaffDocumentCommand(
    deps,
    request,
    { ...input, staleMessage: documentErrors.staleDocument },
    () =>
      review.status === 'verified'
        ? { type: 'VerifyDocument', reviewerId }
        : { type: 'RejectDocument', reviewerId, reason: review.reason },
  );
}
