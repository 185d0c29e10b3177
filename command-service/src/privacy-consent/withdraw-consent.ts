import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { consentStream, type PrivacyConsentCommand, privacyConsentDecider } from './decider.js';

/** POST /api/privacy/my-consents/withdrawals: the signed-in person withdraws one voluntary purpose. */
export async function withdrawOwnConsent(
  deps: CommandDeps,
  request: RequestInfo & { actor: Actor },
  purpose: string,
): Promise<string | undefined> {
  const { userId } = request.actor;
  const outcome = await handleCommand(
    deps.events,
    privacyConsentDecider,
    consentStream(userId),
    (): PrivacyConsentCommand => ({ type: 'WithdrawPurpose', userId, purpose }),
    metaOf(request),
  );
  return outcome.position;
}
