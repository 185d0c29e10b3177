import { type RateLimits, sqliteRateLimits } from '@portal/platform';
import { loginPolicy, PasswordThrottle, type Verdict } from './throttle.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Half-second units: delays of 0.5 s, 1 s, 2 s … so the test sees the doubling without long waits. */
const policy = { ...loginPolicy, unitS: 0.5 };

let limits: RateLimits;
let throttle: PasswordThrottle;
beforeEach(() => {
  limits = sqliteRateLimits(':memory:');
  throttle = new PasswordThrottle(limits, 'login', policy);
});
afterEach(() => limits.close());

const wrong = (account: string, address: string) =>
  throttle.guard(account, address, async () => ({ ok: false, value: null }));
const right = (account: string, address: string) =>
  throttle.guard(account, address, async () => ({ ok: true, value: 'signed-in' }));
const refusal = (verdict: Verdict<unknown>) => {
  if (verdict.allowed) throw new Error('expected a refusal');
  return verdict;
};

describe('password throttle', () => {
  it('lets an address try 3 times, then doubles the delay of that pair with each failure', async () => {
    for (let i = 0; i < 3; i++) expect((await wrong('ana', '10.0.0.1')).allowed).toBe(true);
    const first = refusal(await right('ana', '10.0.0.1'));
    expect(first.scope).toBe('pair');
    expect(first.retryAfterMs).toBeGreaterThan(250);
    expect(first.retryAfterMs).toBeLessThanOrEqual(500);
    expect(first.retryAfterS).toBe(1);

    await sleep(520);
    expect((await wrong('ana', '10.0.0.1')).allowed).toBe(true);
    const second = refusal(await right('ana', '10.0.0.1'));
    expect(second.retryAfterMs).toBeGreaterThan(750);
    expect(second.retryAfterMs).toBeLessThanOrEqual(1000);

    await sleep(1020);
    expect((await wrong('ana', '10.0.0.1')).allowed).toBe(true);
    const third = refusal(await right('ana', '10.0.0.1'));
    expect(third.retryAfterMs).toBeGreaterThan(1750);
    expect(third.retryAfterMs).toBeLessThanOrEqual(2000);
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

  it('delays an address that fails on many accounts after 20 failures, for every account, but not others', async () => {
    for (let i = 0; i < 20; i++) expect((await wrong(`cuenta${i}`, '10.0.0.9')).allowed).toBe(true);
    expect(refusal(await right('otra', '10.0.0.9')).scope).toBe('address');
    expect((await right('otra', '10.0.0.10')).allowed).toBe(true);
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
    const fresh = refusal(await right('ana', '10.0.3.1'));
    expect(fresh.scope).toBe('account');
    expect(fresh.retryAfterMs).toBeLessThanOrEqual(500);
    expect((await right('ana', '10.0.1.1')).allowed).toBe(true);
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
    const otherProcess = new PasswordThrottle(limits, 'login', policy);
    expect(
      refusal(await otherProcess.guard('ana', '10.0.0.1', async () => ({ ok: true, value: 1 }))).scope,
    ).toBe('pair');
  });
});
