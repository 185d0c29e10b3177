import { DomainError, documentErrors, type EventData } from '@portal/contracts';
import { clientDecider, clientStream } from '../client/decider.js';
import { handleCommand, readAggregate } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { fraudCaseDecider, fraudCaseStream } from '../fraud-case/decider.js';
import { recoveryProcessDecider, recoveryProcessStream } from '../recovery-process/decider.js';
import { type CaseDocumentCommand, caseDocumentDecider, caseDocumentStream } from './decider.js';

/** The facts of a file whose bytes arrived (the gateway stored and checked them), as the client completes it. */
export type ReceivedFile = Omit<EventData<'DocumentUploaded'>, 'userId' | 'uploadedBy'>;

const noCase = () => new DomainError('forbidden', documentErrors.noCase);

/** Whether the case's recovery process asks for `requiredDocumentId`. */
async function caseAsksFor(deps: Pick<CommandDeps, 'events'>, clientId: string, requiredDocumentId: string) {
  const client = (await readAggregate(deps.events, clientDecider, clientStream(clientId))).state;
  if (!client.exists) return false;
  const process = (
    await readAggregate(deps.events, recoveryProcessDecider, recoveryProcessStream(client.processId))
  ).state;
  return process.exists && process.requiredDocumentIds.includes(requiredDocumentId);
}

/**
 * POST /api/documents/complete: the client's file becomes a document of their case, its SHA-256 in the event
 * (chain of custody). The case must be the client's own, and a document it answers one the case asks for.
 * The document's id is the upload's: completing the same upload again records nothing and answers the same id.
 */
export async function recordDocument(
  deps: Pick<CommandDeps, 'events'>,
  request: RequestInfo & { actor: { userId: string } },
  file: ReceivedFile,
): Promise<{ documentId: string; position: string | undefined }> {
  const fraudCase = (await readAggregate(deps.events, fraudCaseDecider, fraudCaseStream(file.caseId))).state;
  if (!fraudCase.exists || fraudCase.userId !== request.actor.userId) throw noCase();
  if (
    file.requiredDocumentId !== null &&
    !(await caseAsksFor(deps, fraudCase.clientId, file.requiredDocumentId))
  )
    throw new DomainError('required_document_unknown', documentErrors.requiredDocumentUnknown);
  const outcome = await handleCommand(
    deps.events,
    caseDocumentDecider,
    caseDocumentStream(file.documentId),
    (): CaseDocumentCommand => ({
      type: 'RecordDocument',
      document: { ...file, userId: fraudCase.userId, uploadedBy: request.actor.userId },
    }),
    metaOf(request),
  );
  return { documentId: file.documentId, position: outcome.position };
}
