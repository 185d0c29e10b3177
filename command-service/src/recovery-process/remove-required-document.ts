import { type CommandDeps, metaOf } from '../context.js';
import { type CaseWorkResult, type StaffRequest, workOnCase } from './case-work.js';
import type { RemoveRequiredDocument } from './plan-rules.js';

/** DELETE /api/cases/:caseId/required-documents/:documentId (If-Match): the case no longer asks for it. */
export function removeRequiredDocument(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  input: { caseId: string; documentId: string; expectedRevision: number },
): Promise<CaseWorkResult> {
  return workOnCase(
    deps,
    request,
    input.caseId,
    (): RemoveRequiredDocument => ({ type: 'RemoveRequiredDocument', documentId: input.documentId }),
    metaOf(request),
    input.expectedRevision,
  );
}
