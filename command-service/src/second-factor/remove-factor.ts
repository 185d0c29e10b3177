import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { type SecondFactorCommand, secondFactorDecider, secondFactorStream } from './decider.js';
import { normalizeSecondFactorCode, recoveryCodeHash } from './recovery-codes.js';

type Deps = Pick<CommandDeps, 'events' | 'portalSecret'>;

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
