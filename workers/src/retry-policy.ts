import type { PortalConfig } from '@portal/platform';
import type { RetryPolicy } from './queue/port.js';

/**
 * No retry waits longer than this, whatever the attempt: a server that came back (SMTP after an outage) gets every
 * waiting job within 30 s. It was 30 minutes: after a 60 s SMTP outage the last mail went out 213 s after the
 * server returned, and after a longer one it would have taken up to half an hour.
 */
const MAX_DELAY_MS = 30_000;

/**
 * The retry policy of the job workers from the configuration: JOB_ATTEMPTS attempts before a job is a dead letter,
 * backoff from JOB_RETRY_BASE_MS (2 s by default) doubling up to 30 s, full jitter below that ceiling. With the
 * short ceiling the count says how long a job is retried: the default 1440 attempts are about six hours (the
 * ceilings add up to 43,080 s, half of that on average), after which the superadmin retries it from the dead
 * letters. A first delay above the ceiling is the ceiling.
 */
export function retryPolicyOf(config: Pick<PortalConfig, 'jobs'>): RetryPolicy {
  const { attempts, baseDelayMs } = config.jobs;
  return { attempts, baseDelayMs: Math.min(baseDelayMs, MAX_DELAY_MS), maxDelayMs: MAX_DELAY_MS };
}
