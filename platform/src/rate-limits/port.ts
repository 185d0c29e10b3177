import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Counters every gateway process shares (login failures, blocks, registrations per address), kept by
 * `rate-limiter-flexible` on the store the configuration names: SQLite beside the read models (embedded), the
 * MongoDB database (distributed). A counter is a named limiter of `points` per `durationS` seconds.
 */
export interface RateLimits {
  limiter(name: string, options: { points: number; durationS: number }): RateLimiterAbstract;
  close(): Promise<void>;
}

export { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
