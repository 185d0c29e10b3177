import { type CommandMeta, handleCommand, readAggregate } from '../command-handler.js';
import type { CommandDeps } from '../context.js';
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
