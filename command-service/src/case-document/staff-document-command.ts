import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf } from '../context.js';
import { type CaseAccess, resolveCaseAccess } from '../fraud-case/case-access.js';
import type { StaffRequest } from '../recovery-process/case-work.js';
import {
  type CaseDocumentCommand,
  type CaseDocumentState,
  caseDocumentDecider,
  caseDocumentStream,
  documentNotFound,
} from './decider.js';

/**
 * A command staff who may work the document's case give on one document (its review, its link to a requirement),
 * with If-Match on the document's stream: an unknown document is not found first, another agent's case refused,
 * then a stale revision (`staleMessage`). `toCommand` gets the document and the case it belongs to.
 */
export async function handleStaffDocumentCommand(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  input: { documentId: string; expectedRevision: number; staleMessage: string },
  toCommand: (
    document: Extract<CaseDocumentState, { exists: true }>,
    access: CaseAccess,
  ) => CaseDocumentCommand | Promise<CaseDocumentCommand>,
): Promise<{ revision: number; position: string | undefined }> {
  const outcome = await handleCommand(
    deps.events,
    caseDocumentDecider,
    caseDocumentStream(input.documentId),
    async (state): Promise<CaseDocumentCommand> => {
      if (!state.exists) throw documentNotFound();
      return toCommand(state, await resolveCaseAccess(deps.events, state.caseId, request.actor));
    },
    metaOf(request),
    { expectedRevision: input.expectedRevision, staleMessage: input.staleMessage },
  );
  return { revision: outcome.revision, position: outcome.position };
}
