import { type CasePhaseUpdate, caseErrors, DomainError, phaseKeySchema } from '@portal/contracts';
import type { CommandDeps } from '../context.js';
import { metaOf } from '../context.js';
import { type CaseWorkResult, type StaffRequest, workOnCase } from './case-work.js';
import type { SetPhase } from './phase-rules.js';

/**
 * PUT /api/cases/:caseId/phases/:phaseKey: start, advance or complete a phase (If-Match). A key that is no
 * phase at all is answered like a phase the case does not have, once the actor may see the case.
 */
export function setPhase(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  input: { caseId: string; phaseKey: string; update: CasePhaseUpdate; expectedRevision: number },
): Promise<CaseWorkResult> {
  return workOnCase(
    deps,
    request,
    input.caseId,
    (): SetPhase => {
      const phaseKey = phaseKeySchema.safeParse(input.phaseKey);
      if (!phaseKey.success) throw new DomainError('not_found', caseErrors.phaseNotFound);
      return {
        type: 'SetPhase',
        phaseKey: phaseKey.data,
        status: input.update.status,
        progress: input.update.progress,
        nextSteps: input.update.nextSteps,
      };
    },
    metaOf(request),
    input.expectedRevision,
  );
}
