import { type ErrorCode, isRefusal } from '@portal/contracts';
import type { SecurityEntry, SecurityLog } from '../security-log.js';
import { throttled } from '../security-log.js';
import { tooManyAttempts } from './refusals.js';
import type { PasswordThrottle } from './throttle.js';

/**
 * Runs `attempt`, a command that proves a secret (the current password, a second-factor code) and refuses a
 * wrong one with `wrongCode`, through the throttle: a wrong secret counts as a failed login would, a delay
 * answers 429 with its wait, and every outcome goes to the security log under `entry`.
 */
export async function throttledSecret<T>(
  deps: { throttle: PasswordThrottle; securityLog: Pick<SecurityLog, 'record'> },
  entry: Pick<SecurityEntry, 'event' | 'userId' | 'address' | 'requestId'> & { userId: string },
  wrongCode: ErrorCode,
  attempt: () => Promise<T>,
): Promise<T> {
  let refusal: unknown;
  const verdict = await deps.throttle.guard(entry.userId, entry.address, async () => {
    try {
      return { ok: true, value: { done: await attempt() } };
    } catch (error) {
      if (!isRefusal(error, wrongCode)) throw error;
      refusal = error;
      return { ok: false, value: null };
    }
  });
  if (!verdict.allowed) {
    deps.securityLog.record({ ...entry, outcome: 'throttled', ...throttled(verdict) });
    throw tooManyAttempts(verdict.retryAfterS);
  }
  if (!verdict.succeeded || !verdict.value) {
    deps.securityLog.record({ ...entry, outcome: 'failed', code: wrongCode });
    throw refusal;
  }
  deps.securityLog.record({ ...entry, outcome: 'succeeded' });
  return verdict.value.done;
}
