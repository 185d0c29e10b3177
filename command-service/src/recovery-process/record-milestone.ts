import type { RouteBody } from '@portal/contracts';
import type { CommandDeps } from '../context.js';
import { latest } from '../context.js';
import { keyedRequest } from '../idempotency/request-key.js';
import { type CaseWorkResult, type StaffRequest, workOnCase } from './case-work.js';
import type { RecordMilestone } from './plan-rules.js';

/** POST /api/cases/:caseId/timeline: a milestone on the case's timeline (an add: no If-Match). */
export async function recordMilestone(
  deps: Pick<CommandDeps, 'events' | 'portalSecret'>,
  request: StaffRequest,
  input: { caseId: string; milestone: RouteBody<'addCaseMilestone'> },
): Promise<CaseWorkResult> {
  const keyed = await keyedRequest(deps, request, 'addCaseMilestone', {
    caseId: input.caseId,
    ...input.milestone,
  });
  const done = await workOnCase(
    deps,
    request,
    input.caseId,
    (): RecordMilestone => ({
      type: 'RecordMilestone',
      milestoneId: keyed.id('milestone'),
      ...input.milestone,
    }),
    keyed.meta,
  );
  const recorded = await keyed.record();
  return { revision: done.revision, position: latest(done.position, recorded) };
}
