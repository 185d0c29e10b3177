import { documentErrors } from '@portal/contracts';
import { readAggregate } from '../command-handler.js';
import type { CommandDeps } from '../context.js';
import type { StaffRequest } from '../recovery-process/case-work.js';
import { recoveryProcessDecider, recoveryProcessStream } from '../recovery-process/decider.js';
import { handleStaffDocumentCommand } from './staff-document-command.js';

/**
 * PUT /api/documents/:id/requirement (If-Match on the document's stream, as its review): staff who may work the
 * document's case say which requested document it answers, so the client's checklist counts a paper the firm
 * holds. An unknown document is not found first, another agent's case refused, then a stale revision; what the
 * case asks for is read from its recovery process when deciding.
 */
export async function linkDocumentToRequirement(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  input: { documentId: string; requiredDocumentId: string; expectedRevision: number },
): Promise<{ revision: number; position: string | undefined }> {
  return handleStaffDocumentCommand(
    deps,
    request,
    { ...input, staleMessage: documentErrors.staleLink },
    async (_document, access) => {
      const process = (
        await readAggregate(deps.events, recoveryProcessDecider, recoveryProcessStream(access.processId))
      ).state;
      return {
        type: 'LinkToRequirement',
        requiredDocumentId: input.requiredDocumentId,
        linkedBy: request.actor.userId,
        requested: process.exists ? process.requiredDocumentIds : [],
      };
    },
  );
}
