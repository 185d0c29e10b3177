import { caseErrors, DomainError, type RouteBody } from '@portal/contracts';
import { handleCommand, readAggregate } from '../command-handler.js';
import { type CommandDeps, metaOf } from '../context.js';
import { resolveCaseAccess } from '../fraud-case/case-access.js';
import { fraudCaseDecider, fraudCaseStream } from '../fraud-case/decider.js';
import type { StaffRequest } from '../recovery-process/case-work.js';
import { type FraudCaseReviewCommand, fraudCaseReviewDecider, fraudCaseReviewStream } from './decider.js';

/**
 * PUT /api/fraud-cases/:id (If-Match on the review stream; `-1` before the first review): loss, currency,
 * urgency, the administration's comments and the processed flag. Admins any case, an agent their clients'.
 */
export async function reviewFraudCase(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  input: { caseId: string; changes: RouteBody<'updateFraudCase'>; expectedRevision: number },
): Promise<{ revision: number; position: string | undefined }> {
  const access = await resolveCaseAccess(deps.events, input.caseId, request.actor);
  const fraudCase = (await readAggregate(deps.events, fraudCaseDecider, fraudCaseStream(access.caseId)))
    .state;
  if (!fraudCase.exists) throw new DomainError('not_found', caseErrors.caseNotFound);
  const { changes } = input;
  const outcome = await handleCommand(
    deps.events,
    fraudCaseReviewDecider,
    fraudCaseReviewStream(access.caseId),
    (): FraudCaseReviewCommand => ({
      type: 'ReviewFraudCase',
      caseId: access.caseId,
      userId: fraudCase.userId,
      reported: fraudCase.reported,
      changes: {
        lossAmount: changes.lossAmount,
        currency: changes.currency,
        urgencyLevel: changes.urgencyLevel,
        adminComments: changes.adminComments,
        isProcessed: changes.isProcessed,
      },
    }),
    metaOf(request),
    { expectedRevision: input.expectedRevision, staleMessage: caseErrors.staleRevision },
  );
  return { revision: outcome.revision, position: outcome.position };
}
