import { adminErrors, DomainError } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { type CommandMeta, handleCommand, readAggregate } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { userDecider, userStream } from '../user/decider.js';
import { type SecondFactorCommand, secondFactorDecider, secondFactorStream } from './decider.js';
import { newRecoveryCodes, normalizeSecondFactorCode, recoveryCodeHash } from './recovery-codes.js';

type Deps = Pick<CommandDeps, 'events' | 'portalSecret'>;

/** Whether the person has a second factor now (read from their stream: never behind the log). */
export async function secondFactorOf(
  deps: Pick<CommandDeps, 'events'>,
  userId: string,
): Promise<{ enrolled: boolean }> {
  const { state } = await readAggregate(deps.events, secondFactorDecider, secondFactorStream(userId));
  return { enrolled: state.enrolled };
}

/**
 * EnrolSecondFactor: the secret the person was shown, confirmed by its current code. Ten new recovery codes are
 * answered this once; the log keeps only their keyed hashes.
 */
export async function enrolSecondFactor(
  deps: Deps,
  meta: CommandMeta,
  input: { userId: string; secret: string; code: string },
): Promise<{ recoveryCodes: string[]; position: string | undefined }> {
  const { userId, secret } = input;
  const recoveryCodes = newRecoveryCodes();
  const outcome = await handleCommand(
    deps.events,
    secondFactorDecider,
    secondFactorStream(userId),
    (): SecondFactorCommand => ({
      type: 'EnrolSecondFactor',
      userId,
      secret,
      code: normalizeSecondFactorCode(input.code),
      recoveryCodeHashes: recoveryCodes.map((code) => recoveryCodeHash(deps.portalSecret, userId, code)),
    }),
    meta,
  );
  return { recoveryCodes, position: outcome.position };
}

/**
 * VerifySecondFactor: a sign-in's code (the app's, or a recovery code, which is then spent). A wrong code is
 * refused (`second_factor_code_wrong`). Two uses of one recovery code at once: the second append loses the race,
 * is decided again and finds the code used.
 */
export async function verifySecondFactor(
  deps: Deps,
  request: RequestInfo & { actor: Actor },
  code: string,
): Promise<void> {
  const { userId } = request.actor;
  await handleCommand(
    deps.events,
    secondFactorDecider,
    secondFactorStream(userId),
    (): SecondFactorCommand => ({
      type: 'VerifySecondFactor',
      userId,
      code: normalizeSecondFactorCode(code),
      recoveryCodeHash: recoveryCodeHash(deps.portalSecret, userId, code),
    }),
    metaOf(request),
    { retryOnConflict: true },
  );
}

/** RemoveSecondFactor: an agent or a client turns their factor off with a current code. */
export async function removeSecondFactor(
  deps: Deps,
  request: RequestInfo & { actor: Actor },
  code: string,
): Promise<string | undefined> {
  const { userId } = request.actor;
  const outcome = await handleCommand(
    deps.events,
    secondFactorDecider,
    secondFactorStream(userId),
    (): SecondFactorCommand => ({
      type: 'RemoveSecondFactor',
      userId,
      code: normalizeSecondFactorCode(code),
      recoveryCodeHash: recoveryCodeHash(deps.portalSecret, userId, code),
    }),
    metaOf(request),
  );
  return outcome.position;
}

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
