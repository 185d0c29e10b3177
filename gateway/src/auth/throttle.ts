import { type RateLimiterAbstract, RateLimiterRes, type RateLimits } from '@portal/platform';
import { throttleKeyOf } from '../http/client-address.js';
import { KeyedGate } from './keyed-gate.js';

/** Which counter refused an attempt: the (account, address) pair, the address, or the account. */
export type ThrottleScope = 'pair' | 'address' | 'account';

/** What became of a device cookie the attempt carried: honoured, or locked by its own failures. */
type DeviceStanding = 'trusted' | 'locked';

export type Verdict<T> = (
  | { allowed: true; value: T; succeeded: boolean }
  | { allowed: false; retryAfterS: number; retryAfterMs: number; scope: ThrottleScope }
) & { device?: DeviceStanding };

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
  /**
   * A device cookie's own failures: up to `free` in the window it is honoured (the account's and the pair's
   * delays pass it by); from then on it is locked, and its attempts go through every counter like anyone's.
   */
  device: { free: number; windowS: number };
  /** The first delay, doubled by each further failure (tests shorten it). */
  unitS: number;
}

/**
 * The defaults. One address guessing one account: 3 free tries, then 1 s, 2 s, 4 s … up to 15 minutes, for that
 * pair only. One address trying many accounts: 20 free failures an hour, then delays up to a minute (a carrier's
 * NAT is many people). One account guessed from many addresses: 10 free failures an hour, then delays of at most
 * 30 s, never for an address the account signed in from before.
 */
const loginPolicy: ThrottlePolicy = {
  pair: { free: 3, maxDelayS: 15 * 60, windowS: 24 * 3600 },
  address: { free: 20, maxDelayS: 60, windowS: 3600 },
  account: { free: 10, maxDelayS: 30, windowS: 3600 },
  knownForS: 30 * 24 * 3600,
  device: { free: 5, windowS: 3600 },
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
  /** One attempt per delay window once a count is past its free failures: the window is the delay. */
  private readonly slots: RateLimiterAbstract;
  private readonly known: RateLimiterAbstract;
  private readonly deviceFailures: RateLimiterAbstract;
  private readonly pairGate = new KeyedGate(1, 20);
  private readonly addressGate = new KeyedGate(4, 500);

  constructor(
    limits: RateLimits,
    name: string,
    private readonly policy: ThrottlePolicy = loginPolicy,
  ) {
    const counter = (scope: ThrottleScope) =>
      limits.limiter(`${name}-failures-${scope}`, { points: COUNT_ONLY, durationS: policy[scope].windowS });
    this.failures = { pair: counter('pair'), address: counter('address'), account: counter('account') };
    this.slots = limits.limiter(`${name}-slots`, { points: 1, durationS: 1 });
    this.known = limits.limiter(`${name}-known`, { points: COUNT_ONLY, durationS: policy.knownForS });
    this.deviceFailures = limits.limiter(`${name}-device-failures`, {
      points: COUNT_ONLY,
      durationS: policy.device.windowS,
    });
  }

  /**
   * Runs `attempt` (which checks the password) unless a delay is running for this pair, this address (IPv6: its
   * /64) or, for an address the account does not know, this account; and counts its outcome.
   *
   * Every attempt is counted as a failure before the password is checked (an atomic increment in the shared
   * store), and a success takes it back: so parallel guesses, from one address or from a thousand, each see the
   * ones before them, and past the free failures only one attempt per delay window gets through. Attempts of one
   * pair (one at a time) and of one address (4 at a time) queue in this process, so a crowd of people behind one
   * address is made to wait its turn instead of being counted as failures in flight.
   *
   * `device` is the id of a device cookie this account's owner got at a successful sign-in (OWASP's device
   * cookie; the caller checked its signature and its user): while it has no more than its free failures, the
   * account's and the pair's delays pass it by (an attacker guessing from many addresses cannot keep the owner's
   * devices out) and its failures count against it alone (and its address); past them it is locked and treated
   * like any other attempt.
   */
  async guard<T>(
    account: string,
    address: string,
    attempt: () => Promise<{ ok: boolean; value: T }>,
    device?: string,
  ): Promise<Verdict<T>> {
    const network = throttleKeyOf(address);
    const keys: Record<ThrottleScope, string> = { pair: `${account}|${network}`, address: network, account };
    const busy = (scope: ThrottleScope) =>
      ({ allowed: false, retryAfterS: 1, retryAfterMs: 1000, scope }) as const;
    const leaveAddress = await this.addressGate.enter(keys.address);
    if (!leaveAddress) return busy('address');
    const leavePair = await this.pairGate.enter(keys.pair);
    try {
      if (!leavePair) return busy('pair');
      const known = ((await this.known.get(keys.pair))?.consumedPoints ?? 0) > 0;
      const counted: Partial<Record<ThrottleScope, number>> = {};
      const slots: string[] = [];
      // The device's failures are counted first, like the others (parallel guesses each see the ones before).
      const standing: DeviceStanding | undefined =
        device === undefined
          ? undefined
          : (await this.deviceFailures.penalty(device)).consumedPoints <= this.policy.device.free
            ? 'trusted'
            : 'locked';
      const withDevice = <V extends object>(verdict: V): V & { device?: DeviceStanding } =>
        standing ? { ...verdict, device: standing } : verdict;
      const undo = async () => {
        for (const scope of Object.keys(counted) as ThrottleScope[])
          await this.failures[scope].reward(keys[scope], 1);
        for (const slot of slots) await this.slots.delete(slot);
        if (device !== undefined) await this.deviceFailures.reward(device, 1);
      };
      const scopes =
        standing === 'trusted' ? (['address'] as const) : (['pair', 'address', 'account'] as const);
      for (const scope of scopes) {
        const count = (await this.failures[scope].penalty(keys[scope])).consumedPoints;
        counted[scope] = count;
        // An address the account signed in from before is never delayed for the account's failures.
        if (count <= this.policy[scope].free || (scope === 'account' && known)) continue;
        const slot = `${scope}:${keys[scope]}`;
        const refusal = await this.takeSlot(slot, this.delayS(scope, count - 1));
        if (refusal) {
          await undo();
          return withDevice({ allowed: false, ...refusal, scope });
        }
        slots.push(slot);
      }
      let outcome: { ok: boolean; value: T };
      try {
        outcome = await attempt();
      } catch (error) {
        await undo();
        throw error;
      }
      if (outcome.ok) {
        await this.succeeded(keys, slots, counted);
        if (device !== undefined) await this.deviceFailures.delete(device);
      } else await this.failed(keys, counted);
      return withDevice({ allowed: true, value: outcome.value, succeeded: outcome.ok });
    } finally {
      leavePair?.();
      leaveAddress();
    }
  }

  /** The delay after the `count`-th failure of a scope: doubling from `unitS`, up to the scope's cap. */
  private delayS(scope: ThrottleScope, count: number): number {
    const { free, maxDelayS } = this.policy[scope];
    return Math.min(this.policy.unitS * 2 ** (count - free), maxDelayS);
  }

  /** The one attempt of this delay window (an atomic upsert), or how long until the next window. */
  private async takeSlot(
    slot: string,
    windowS: number,
  ): Promise<{ retryAfterMs: number; retryAfterS: number } | null> {
    try {
      await this.slots.consume(slot, 1, { customDuration: windowS });
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfterMs = Math.max(1, error.msBeforeNext);
      return { retryAfterMs, retryAfterS: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
  }

  /** The failure stays counted; from the free failures on, the next window starts now and is twice as long. */
  private async failed(
    keys: Record<ThrottleScope, string>,
    counted: Partial<Record<ThrottleScope, number>>,
  ): Promise<void> {
    for (const scope of ['pair', 'address', 'account'] as const) {
      const count = counted[scope] ?? 0;
      if (count >= this.policy[scope].free)
        await this.slots.block(`${scope}:${keys[scope]}`, this.delayS(scope, count));
    }
  }

  /**
   * A success takes its count back wherever it was counted and frees the windows it took (the next person behind
   * the same address goes at once); the pair's failures are forgiven and the address becomes known to the account.
   */
  private async succeeded(
    keys: Record<ThrottleScope, string>,
    slots: string[],
    counted: Partial<Record<ThrottleScope, number>>,
  ): Promise<void> {
    await this.failures.pair.delete(keys.pair);
    await this.slots.delete(`pair:${keys.pair}`);
    if (counted.address !== undefined) await this.failures.address.reward(keys.address, 1);
    if (counted.account !== undefined) await this.failures.account.reward(keys.account, 1);
    for (const slot of slots) await this.slots.delete(slot);
    await this.known.penalty(keys.pair);
  }
}
