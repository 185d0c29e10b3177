import type { RetryPolicy } from './port.js';

/**
 * The delay before the retry that follows failed attempt `attempt` (1-based): full jitter, a uniform random
 * value between 0 and min(maxDelayMs, baseDelayMs * 2^(attempt-1)), so failing jobs spread out instead of
 * coming back together.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  // The exponent stops growing long before it matters (2^30 times any base is past every ceiling).
  const ceiling = Math.min(
    policy.maxDelayMs,
    policy.baseDelayMs * 2 ** Math.min(30, Math.max(0, attempt - 1)),
  );
  return Math.floor(random() * ceiling);
}

/** An error's message (at most 2,000 characters), for last_error and dead letters. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 2000);
}
