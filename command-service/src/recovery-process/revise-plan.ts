import type { RouteBody } from '@portal/contracts';
import { type CommandDeps, metaOf } from '../context.js';
import { type CaseWorkResult, type StaffRequest, workOnCase } from './case-work.js';
import type { RevisePlan } from './plan-rules.js';

/** PUT /api/cases/:caseId/plan (If-Match): the case's priority and estimated completion. */
export function revisePlan(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  input: { caseId: string; plan: RouteBody<'updateCasePlan'>; expectedRevision: number },
): Promise<CaseWorkResult> {
  return workOnCase(
    deps,
    request,
    input.caseId,
    (): RevisePlan => ({
      type: 'RevisePlan',
      priority: input.plan.priority,
      estimatedCompletion: input.plan.estimatedCompletion,
    }),
    metaOf(request),
    input.expectedRevision,
  );
}
