import type { RouteBody } from '@portal/contracts';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf } from '../context.js';
import type { StaffRequest } from '../recovery-process/case-work.js';
import { type FraudCaseCommand, fraudCaseDecider, fraudCaseStream } from './decider.js';

/**
 * PUT /api/fraud-cases/:id/legal-hold (administration, the route table): the case's data must be kept (an
 * authority's order, a lawsuit); a cancellation of the client's data is refused while it lasts. Placing the same
 * hold again records nothing; a new reason is a new placement. On the fraud case's stream, so no plan edit of the
 * case becomes stale.
 */
export async function placeLegalHold(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  input: { caseId: string; hold: RouteBody<'placeLegalHold'> },
): Promise<string | undefined> {
  const { position } = await handleCommand(
    deps.events,
    fraudCaseDecider,
    fraudCaseStream(input.caseId),
    (): FraudCaseCommand => ({
      type: 'PlaceLegalHold',
      reason: input.hold.reason,
      placedBy: request.actor.userId,
    }),
    metaOf(request),
    { retryOnConflict: true },
  );
  return position;
}
