import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { addRequiredDocument } from './add-required-document.js';
import { recordMilestone } from './record-milestone.js';
import { removeRequiredDocument } from './remove-required-document.js';
import { revisePlan } from './revise-plan.js';
import { reviseRecovery } from './revise-recovery.js';
import { setPhase } from './set-phase.js';

/**
 * The work on a case (agents on their clients' cases, admins on every case): each answers the process stream's
 * revision (the next If-Match).
 */
export function recoveryProcessRoutes(deps: CommandDeps) {
  return {
    updateCasePhase: async (request) => {
      const { caseId, phaseKey } = request.params;
      const { revision, position } = await setPhase(deps, request, {
        caseId,
        phaseKey,
        update: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    addCaseMilestone: async (request) => {
      const { caseId } = request.params;
      const { revision, position } = await recordMilestone(deps, request, {
        caseId,
        milestone: request.body,
      });
      return { body: { ok: true, revision }, position };
    },
    addRequiredDocument: async (request) => {
      const { caseId } = request.params;
      const { revision, position } = await addRequiredDocument(deps, request, {
        caseId,
        document: request.body,
      });
      return { body: { ok: true, revision }, position };
    },
    removeRequiredDocument: async (request) => {
      const { caseId, documentId } = request.params;
      const { revision, position } = await removeRequiredDocument(deps, request, {
        caseId,
        documentId,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    updateCasePlan: async (request) => {
      const { caseId } = request.params;
      const { revision, position } = await revisePlan(deps, request, {
        caseId,
        plan: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    updateRecoveryProcess: async (request) => {
      const { revision, position } = await reviseRecovery(deps, request, {
        caseId: request.params.id,
        edit: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
  } satisfies RouteHandlers;
}
