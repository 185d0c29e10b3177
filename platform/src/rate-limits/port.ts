import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Counters every gateway process shares (login failures, blocks, registrations per address), kept by
 * `rate-limiter-flexible` on the store the configuration names: SQLite beside the read models (embedded), the
 * PostgreSQL or MongoDB database (distributed). A counter is a named limiter of `points` per `durationS` seconds.
 */
export interface RateLimits {
  limiter(name: string, options: { points: number; durationS: number }): RateLimiterAbstract;
  /**
   * Deletes every counter whose key names one of `values` as a whole part (a key's parts are separated by `:` and
   * `|`: `login:pair:ana.ruiz|203.0.113.0`): a person's user id or username, when their data is erased. Answers
   * how many went.
   */
  forget(values: readonly string[]): Promise<number>;
  /** Rewrites the embedded file without free pages and empties its WAL (nothing on PostgreSQL or MongoDB). */
  compact?(): Promise<void>;
  close(): Promise<void>;
}

/** Whether a counter's key names one of `values` as a whole part (what `forget` deletes, the same on every store). */
export function namesAny(key: string, values: ReadonlySet<string>): boolean {
  return key.split(/[:|]/).some((part) => values.has(part));
}

export { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
