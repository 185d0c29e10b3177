import type { RateLimiterAbstract, RateLimits } from '@portal/platform';
import { KeyedGate } from './keyed-gate.js';

/** Which counter refused an attempt: the (account, address) pair, the address, or the account. */
export type ThrottleScope = 'pair' | 'address' | 'account';

export type Verdict<T> =
  | { allowed: true; value: T; succeeded: boolean }
  | { allowed: false; retryAfterS: number; retryAfterMs: number; scope: ThrottleScope };

type Refusal = { retryAfterS: number; retryAfterMs: number; scope: ThrottleScope };

interface Counter {
  /** Failures tolerated in the window before each new one adds a delay. */
  free: number;
  /** The longest delay: the n-th failure past `free` blocks for min(2^n s, maxDelayS). */
  maxDelayS: number;
  windowS: number;
}

export interface ThrottlePolicy {
  pair: Counter;
  address: Counter;
  account: Counter;
  /** How long an address that signed in to an account stays known to it (exempt from the account's delay). */
  knownForS: number;
  /** The first delay, doubled by each further failure (tests shorten it). */
  unitS: number;
}

/**
 * The defaults. One address guessing one account: 3 free tries, then 1 s, 2 s, 4 s … up to 15 minutes, for that
 * pair only. One address trying many accounts: 20 free failures an hour, then delays up to a minute (a carrier's
 * NAT is many people). One account guessed from many addresses: 10 free failures an hour, then delays of at most
 * 30 s, never for an address the account signed in from before.
 */
export const loginPolicy: ThrottlePolicy = {
  pair: { free: 3, maxDelayS: 15 * 60, windowS: 24 * 3600 },
  address: { free: 20, maxDelayS: 60, windowS: 3600 },
  account: { free: 10, maxDelayS: 30, windowS: 3600 },
  knownForS: 30 * 24 * 3600,
  unitS: 1,
};

const COUNT_ONLY = 1_000_000_000;

/**
 * Failed attempts at a password (login, change of password), counted per (account, address), per address and per
 * account in the shared store, with exponential delays instead of a lockout. A success never counts against
 * anyone; a correct password from an address with no failures goes through unless the account is under attack
 * from many addresses, and then only after a short delay.
 */
export class PasswordThrottle {
  private readonly failures: Record<ThrottleScope, RateLimiterAbstract>;
  private readonly blocks: RateLimiterAbstract;
  private readonly known: RateLimiterAbstract;
  private readonly pairGate = new KeyedGate(1, 20);
  private readonly addressGate = new KeyedGate(4, 500);

  constructor(
    limits: RateLimits,
    private readonly name: string,
    private readonly policy: ThrottlePolicy = loginPolicy,
  ) {
    const counter = (scope: ThrottleScope) =>
      limits.limiter(`${name}-failures-${scope}`, { points: COUNT_ONLY, durationS: policy[scope].windowS });
    this.failures = { pair: counter('pair'), address: counter('address'), account: counter('account') };
    this.blocks = limits.limiter(`${name}-blocks`, { points: 1, durationS: 1 });
    this.known = limits.limiter(`${name}-known`, { points: COUNT_ONLY, durationS: policy.knownForS });
  }

  /**
   * Runs `attempt` (which checks the password) unless a delay is running for this pair, this address or (for an
   * address the account does not know) this account, and counts its outcome. Attempts of one pair run one at a
   * time in this process, so parallel guesses are each counted before the next is judged.
   */
  async guard<T>(
    account: string,
    address: string,
    attempt: () => Promise<{ ok: boolean; value: T }>,
  ): Promise<Verdict<T>> {
    const keys: Record<ThrottleScope, string> = {
      pair: `${account}|${address}`,
      address,
      account,
    };
    const busy = (scope: ThrottleScope) =>
      ({ allowed: false, retryAfterS: 1, retryAfterMs: 1000, scope }) as const;
    const leaveAddress = await this.addressGate.enter(keys.address);
    if (!leaveAddress) return busy('address');
    const leavePair = await this.pairGate.enter(keys.pair);
    try {
      if (!leavePair) return busy('pair');
      const blocked = await this.blocked(keys);
      if (blocked) return { allowed: false, ...blocked };
      const outcome = await attempt();
      if (outcome.ok) await this.succeeded(keys);
      else await this.failed(keys);
      return { allowed: true, value: outcome.value, succeeded: outcome.ok };
    } finally {
      leavePair?.();
      leaveAddress();
    }
  }

  private async blocked(keys: Record<ThrottleScope, string>): Promise<Refusal | null> {
    const scopes: ThrottleScope[] = ['pair', 'address'];
    const known = ((await this.known.get(keys.pair))?.consumedPoints ?? 0) > 0;
    if (!known) scopes.push('account');
    let longest: Refusal | null = null;
    for (const scope of scopes) {
      const block = await this.blocks.get(`${scope}:${keys[scope]}`);
      if (!block || block.consumedPoints <= 1 || block.msBeforeNext <= 0) continue;
      const retryAfterMs = block.msBeforeNext;
      if (!longest || retryAfterMs > longest.retryAfterMs)
        longest = { retryAfterMs, retryAfterS: Math.max(1, Math.ceil(retryAfterMs / 1000)), scope };
    }
    return longest;
  }

  private async failed(keys: Record<ThrottleScope, string>): Promise<void> {
    for (const scope of ['pair', 'address', 'account'] as const) {
      const { consumedPoints } = await this.failures[scope].penalty(keys[scope]);
      const { free, maxDelayS } = this.policy[scope];
      if (consumedPoints < free) continue;
      const delayS = Math.min(this.policy.unitS * 2 ** (consumedPoints - free), maxDelayS);
      await this.blocks.block(`${scope}:${keys[scope]}`, delayS);
    }
  }

  /** The pair's failures are forgiven and the address becomes known to the account; nothing else changes. */
  private async succeeded(keys: Record<ThrottleScope, string>): Promise<void> {
    await this.failures.pair.delete(keys.pair);
    await this.blocks.delete(`pair:${keys.pair}`);
    await this.known.penalty(keys.pair);
  }
}
