import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { type SecondFactorCommand, secondFactorDecider, secondFactorStream } from './decider.js';
import { normalizeSecondFactorCode, recoveryCodeHash } from './recovery-codes.js';

type Deps = Pick<CommandDeps, 'events' | 'portalSecret'>;

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
