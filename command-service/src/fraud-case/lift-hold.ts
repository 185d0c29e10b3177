import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf } from '../context.js';
import type { StaffRequest } from '../recovery-process/case-work.js';
import { type FraudCaseCommand, fraudCaseDecider, fraudCaseStream } from './decider.js';

/** DELETE /api/fraud-cases/:id/legal-hold: the hold ends (a case not under one: 409). */
export async function liftLegalHold(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  caseId: string,
): Promise<string | undefined> {
  const { position } = await handleCommand(
    deps.events,
    fraudCaseDecider,
    fraudCaseStream(caseId),
    (): FraudCaseCommand => ({ type: 'LiftLegalHold', liftedBy: request.actor.userId }),
    metaOf(request),
    { retryOnConflict: true },
  );
  return position;
}
