import type { PortalConfig } from '@portal/platform';
import type { RetryPolicy } from './queue/port.js';

/** No retry waits longer than this, whatever the attempt. */
const MAX_DELAY_MS = 30 * 60_000;

/**
 * The retry policy of the job workers from the configuration: JOB_ATTEMPTS attempts (12 by default, about a
 * day with the default delays) before a job is a dead letter, backoff from JOB_RETRY_BASE_MS (2 s by default)
 * doubling up to 30 minutes. A first delay above the ceiling is the ceiling.
 */
export function retryPolicyOf(config: Pick<PortalConfig, 'jobs'>): RetryPolicy {
  const { attempts, baseDelayMs } = config.jobs;
  return { attempts, baseDelayMs: Math.min(baseDelayMs, MAX_DELAY_MS), maxDelayMs: MAX_DELAY_MS };
}
