import { isRefusal, type RouteBody } from '@portal/contracts';
import { readAggregate } from '../command-handler.js';
import { type CommandDeps, latest } from '../context.js';
import { resolveCaseAccess } from '../fraud-case/case-access.js';
import { keyedRequest } from '../idempotency/request-key.js';
import { type CaseWorkResult, type StaffRequest, workOnCase } from './case-work.js';
import { recoveryProcessDecider, recoveryProcessStream } from './decider.js';
import type { AddRequiredDocument } from './plan-rules.js';

/** What staff typed, or null for a field left empty (a catalog document then shows the catalog's text). */
const typed = (value: string | undefined) => (value ? value : null);

/**
 * POST /api/cases/:caseId/required-documents (an add: no If-Match): one of the catalog (its id is its key) or
 * one staff name (a new id). A retry of the same request answers as the first time, even for a catalog
 * document, which the decider would otherwise refuse as already asked for.
 */
export async function addRequiredDocument(
  deps: Pick<CommandDeps, 'events' | 'portalSecret'>,
  request: StaffRequest,
  input: { caseId: string; document: RouteBody<'addRequiredDocument'> },
): Promise<CaseWorkResult> {
  const { document } = input;
  const keyed = await keyedRequest(deps, request, 'addRequiredDocument', {
    caseId: input.caseId,
    ...document,
  });
  const command: AddRequiredDocument = {
    type: 'AddRequiredDocument',
    documentId: document.documentKey ?? keyed.id('document'),
    documentKey: document.documentKey ?? null,
    title: typed(document.title),
    description: typed(document.description),
    required: document.required,
  };
  try {
    const done = await workOnCase(deps, request, input.caseId, () => command, keyed.meta);
    const recorded = await keyed.record();
    return { revision: done.revision, position: latest(done.position, recorded) };
  } catch (error) {
    if (!(keyed.retry && isRefusal(error, 'document_already_required'))) throw error;
    const access = await resolveCaseAccess(deps.events, input.caseId, request.actor);
    const current = await readAggregate(
      deps.events,
      recoveryProcessDecider,
      recoveryProcessStream(access.processId),
    );
    return { revision: current.revision, position: current.position };
  }
}
