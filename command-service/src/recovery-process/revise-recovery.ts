import { casePriorityOf, type RouteBody } from '@portal/contracts';
import { type CommandDeps, metaOf } from '../context.js';
import { type CaseWorkResult, type StaffRequest, workOnCase } from './case-work.js';
import type { ReviseRecovery } from './recovery-rules.js';

/** PUT /api/admin/recovery/:id (If-Match): the recovery's figures, status, priority and estimate, in one decision. */
export function reviseRecovery(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  input: { caseId: string; edit: RouteBody<'updateRecoveryProcess'>; expectedRevision: number },
): Promise<CaseWorkResult> {
  const { originalAmount, recoveredAmount, pendingAmount, status, priority, estimatedCompletion } =
    input.edit;
  return workOnCase(
    deps,
    request,
    input.caseId,
    (): ReviseRecovery => ({
      type: 'ReviseRecovery',
      figures: { originalAmount, recoveredAmount, pendingAmount },
      status,
      priority: casePriorityOf(priority),
      estimatedCompletion: estimatedCompletion || null,
    }),
    metaOf(request),
    input.expectedRevision,
  );
}
