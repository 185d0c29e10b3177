import { adminErrors, DomainError } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { handleCommand, readAggregate } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { userDecider, userStream } from '../user/decider.js';
import { type SecondFactorCommand, secondFactorDecider, secondFactorStream } from './decider.js';

/**
 * ResetSecondFactor: a superadministrator clears another person's factor (recorded with who did it); the person
 * enrols again at their next sign-in, and the caller ends their sessions. An unknown user is not found.
 */
export async function resetSecondFactor(
  deps: Pick<CommandDeps, 'events'>,
  request: RequestInfo & { actor: Actor },
  userId: string,
): Promise<string | undefined> {
  const user = await readAggregate(deps.events, userDecider, userStream(userId));
  if (!user.state.exists) throw new DomainError('not_found', adminErrors.userNotFound);
  const outcome = await handleCommand(
    deps.events,
    secondFactorDecider,
    secondFactorStream(userId),
    (): SecondFactorCommand => ({ type: 'ResetSecondFactor', userId, resetBy: request.actor.userId }),
    metaOf(request),
    { retryOnConflict: true },
  );
  return outcome.position;
}
