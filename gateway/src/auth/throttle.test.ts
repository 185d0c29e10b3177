import { jest } from '@jest/globals';
import { type RateLimits, sqliteRateLimits } from '@portal/platform';
import { PasswordThrottle, type Verdict } from './throttle.js';

// The store's clock is Date.now: the test moves it instead of waiting.
let limits: RateLimits;
let throttle: PasswordThrottle;
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-11-22T10:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
  });
  limits = sqliteRateLimits(':memory:');
  throttle = new PasswordThrottle(limits, 'login');
});
afterEach(async () => {
  await limits.close();
  jest.useRealTimers();
});
const later = (ms: number) => jest.setSystemTime(Date.now() + ms);

const wrong = (account: string, address: string) =>
  throttle.guard(account, address, async () => ({ ok: false, value: null }));
const right = (account: string, address: string) =>
  throttle.guard(account, address, async () => ({ ok: true, value: 'signed-in' }));
const refusal = (verdict: Verdict<unknown>) => {
  if (verdict.allowed) throw new Error('expected a refusal');
  return verdict;
};

describe('password throttle', () => {
  it('lets an address try 3 times, then doubles the delay of that pair with each failure: 1 s, 2 s, 4 s', async () => {
    for (let i = 0; i < 3; i++) expect((await wrong('ana', '10.0.0.1')).allowed).toBe(true);
    expect(refusal(await right('ana', '10.0.0.1'))).toEqual({
      allowed: false,
      scope: 'pair',
      retryAfterMs: 1000,
      retryAfterS: 1,
    });
    later(999);
    expect(refusal(await right('ana', '10.0.0.1')).retryAfterMs).toBe(1);
    later(1);
    expect((await wrong('ana', '10.0.0.1')).allowed).toBe(true);
    expect(refusal(await right('ana', '10.0.0.1')).retryAfterMs).toBe(2000);
    later(2000);
    expect((await wrong('ana', '10.0.0.1')).allowed).toBe(true);
    expect(refusal(await right('ana', '10.0.0.1'))).toMatchObject({ retryAfterMs: 4000, retryAfterS: 4 });
  });

  it('stops doubling at 15 minutes for a pair', async () => {
    for (let i = 0; i < 3; i++) await wrong('ana', '10.0.0.1');
    for (let i = 0; i < 12; i++) {
      later(15 * 60_000);
      expect((await wrong('ana', '10.0.0.1')).allowed).toBe(true);
    }
    expect(refusal(await right('ana', '10.0.0.1')).retryAfterS).toBe(900);
  });

  it('does not grow the delay for attempts refused during it', async () => {
    for (let i = 0; i < 3; i++) await wrong('ana', '10.0.0.1');
    for (let i = 0; i < 5; i++) expect((await wrong('ana', '10.0.0.1')).allowed).toBe(false);
    later(1000);
    expect((await wrong('ana', '10.0.0.1')).allowed).toBe(true);
    expect(refusal(await right('ana', '10.0.0.1')).retryAfterMs).toBe(2000);
  });

  it('never delays the right password from another address for the failures of one', async () => {
    for (let i = 0; i < 6; i++) await wrong('ana', '10.0.0.1');
    expect(await right('ana', '10.0.0.2')).toEqual({ allowed: true, value: 'signed-in', succeeded: true });
  });

  it('forgives the pair on success: the next failures start again from 3 free tries', async () => {
    for (let i = 0; i < 2; i++) await wrong('ana', '10.0.0.1');
    expect((await right('ana', '10.0.0.1')).allowed).toBe(true);
    for (let i = 0; i < 2; i++) expect((await wrong('ana', '10.0.0.1')).allowed).toBe(true);
    expect((await right('ana', '10.0.0.1')).allowed).toBe(true);
  });

  it('delays an address that fails on 20 accounts, for every account, but not other addresses', async () => {
    for (let i = 0; i < 20; i++) expect((await wrong(`cuenta${i}`, '10.0.0.9')).allowed).toBe(true);
    expect(refusal(await right('otra', '10.0.0.9'))).toMatchObject({ scope: 'address', retryAfterMs: 1000 });
    expect((await right('otra', '10.0.0.10')).allowed).toBe(true);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 20; i++)
      expect((await wrong(`cuenta${i}`, `2001:db8:7:7::${(i + 1).toString(16)}`)).allowed).toBe(true);
    expect(refusal(await right('otra', '2001:db8:7:7:ffff::1')).scope).toBe('address');
    expect((await right('otra', '2001:db8:7:8::1')).allowed).toBe(true);
  });

  it('does not count successes against an address: 100 sign-ins of many people behind one NAT', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => right(`persona${i}`, '10.0.0.50')),
    );
    expect(verdicts.every((v) => v.allowed && v.succeeded)).toBe(true);
  });

  it('delays an account guessed from many addresses after 10 failures, except for addresses it knows', async () => {
    expect((await right('ana', '10.0.1.1')).allowed).toBe(true);
    for (let i = 0; i < 10; i++) expect((await wrong('ana', `10.0.2.${i}`)).allowed).toBe(true);
    expect(refusal(await right('ana', '10.0.3.1'))).toMatchObject({ scope: 'account', retryAfterMs: 1000 });
    expect((await right('ana', '10.0.1.1')).allowed).toBe(true);
    later(1000);
    expect((await right('ana', '10.0.3.1')).allowed).toBe(true);
  });

  it('lets 11 of 200 parallel guesses on one account from 200 addresses be tried (10 free, then one a window)', async () => {
    let tried = 0;
    const verdicts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        throttle.guard('ana', `10.1.${Math.floor(i / 250)}.${i % 250}`, async () => {
          tried++;
          return { ok: false, value: null };
        }),
      ),
    );
    expect(tried).toBe(11);
    expect(verdicts.filter((v) => !v.allowed)).toHaveLength(189);
  });

  it('judges parallel guesses of one pair one after another, so no more than 3 are tried', async () => {
    let tried = 0;
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () =>
        throttle.guard('ana', '10.0.0.1', async () => {
          tried++;
          return { ok: false, value: null };
        }),
      ),
    );
    expect(tried).toBe(3);
    expect(verdicts.filter((v) => !v.allowed)).toHaveLength(7);
  });

  it('keeps its counts in the shared store: another process (another throttle on it) sees them', async () => {
    for (let i = 0; i < 3; i++) await wrong('ana', '10.0.0.1');
    const otherProcess = new PasswordThrottle(limits, 'login');
    const verdict = await otherProcess.guard('ana', '10.0.0.1', async () => ({ ok: true, value: 1 }));
    expect(refusal(verdict).scope).toBe('pair');
  });

  it('takes an attempt that failed to run back: it counts for nothing', async () => {
    for (let i = 0; i < 3; i++)
      await expect(
        throttle.guard('ana', '10.0.0.1', async () => {
          throw new Error('store down');
        }),
      ).rejects.toThrow('store down');
    expect((await right('ana', '10.0.0.1')).allowed).toBe(true);
  });
});

describe("a device cookie (OWASP's device cookie)", () => {
  const withDevice = (ok: boolean, address: string, device: string) =>
    throttle.guard('ana', address, async () => ({ ok, value: ok ? 'signed-in' : null }), device);
  const underAttack = async () => {
    for (let i = 0; i < 10; i++) await wrong('ana', `10.0.2.${i}`);
    // The attacker keeps the account's delay running: one attempt a window, each doubling it.
    for (let i = 0; i < 4; i++) {
      later(2 ** i * 1000);
      expect((await wrong('ana', `10.0.4.${i}`)).allowed).toBe(true);
    }
  };

  it("passes the account's delay by for its device, at a new address; without it the delay holds", async () => {
    await underAttack();
    expect(refusal(await right('ana', '10.0.3.1'))).toMatchObject({ scope: 'account', retryAfterMs: 16_000 });
    expect(await withDevice(true, '10.0.3.2', 'dispositivo-1')).toEqual({
      allowed: true,
      value: 'signed-in',
      succeeded: true,
      device: 'trusted',
    });
    // The owner's success takes nothing off the attacker's count: the next new address still waits.
    expect(refusal(await right('ana', '10.0.3.3')).scope).toBe('account');
  });

  it('counts its failures against it alone (no pair delay), and locks it after 5: then it waits like anyone', async () => {
    await underAttack();
    for (let i = 0; i < 5; i++)
      expect(await withDevice(false, '10.0.5.1', 'dispositivo-2')).toEqual({
        allowed: true,
        value: null,
        succeeded: false,
        device: 'trusted',
      });
    expect(refusal(await withDevice(true, '10.0.5.1', 'dispositivo-2'))).toMatchObject({
      scope: 'account',
      device: 'locked',
    });
    // Another device of the owner is not locked by it.
    expect((await withDevice(true, '10.0.5.1', 'dispositivo-3')).device).toBe('trusted');
    // The lock lasts the window (an hour from its first failure).
    later(3600 * 1000);
    expect(await withDevice(true, '10.0.5.2', 'dispositivo-2')).toMatchObject({
      allowed: true,
      device: 'trusted',
    });
  });

  it('forgives its failures on success', async () => {
    for (let i = 0; i < 4; i++) await withDevice(false, '10.0.6.1', 'dispositivo-4');
    expect(await withDevice(true, '10.0.6.1', 'dispositivo-4')).toMatchObject({ succeeded: true });
    for (let i = 0; i < 5; i++)
      expect((await withDevice(false, '10.0.6.1', 'dispositivo-4')).device).toBe('trusted');
  });
});
