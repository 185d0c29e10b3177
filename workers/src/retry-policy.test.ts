import { loadConfig } from '@portal/platform';
import { retryDelayMs } from './queue/backoff.js';
import { retryPolicyOf } from './retry-policy.js';

describe('the retry policy from the configuration', () => {
  it('is 1440 attempts from 2 s up to 30 s with nothing set', () => {
    expect(retryPolicyOf(loadConfig({}, '/srv/portal'))).toEqual({
      attempts: 1440,
      baseDelayMs: 2_000,
      maxDelayMs: 30_000,
    });
  });

  it('takes JOB_ATTEMPTS and JOB_RETRY_BASE_MS', () => {
    const config = loadConfig({ JOB_ATTEMPTS: '3', JOB_RETRY_BASE_MS: '50' }, '/srv/portal');
    expect(config.jobs).toEqual({ attempts: 3, baseDelayMs: 50 });
    expect(retryPolicyOf(config)).toEqual({ attempts: 3, baseDelayMs: 50, maxDelayMs: 30_000 });
    // A first delay above the ceiling is the ceiling.
    expect(retryPolicyOf(loadConfig({ JOB_RETRY_BASE_MS: '120000' }, '/srv/portal')).baseDelayMs).toBe(
      30_000,
    );
  });

  it('refuses attempts or delays that are not positive integers, naming the value', () => {
    expect(() => loadConfig({ JOB_ATTEMPTS: '0' })).toThrow('Invalid number 0 (allowed 1..100000)');
    expect(() => loadConfig({ JOB_RETRY_BASE_MS: 'pronto' })).toThrow('Invalid number pronto');
  });
});

describe('the default policy against an SMTP outage', () => {
  const policy = retryPolicyOf(loadConfig({}, '/srv/portal'));
  const top = () => 0.999999;

  it('never waits 30 s or more between two attempts, at any attempt', () => {
    expect([1, 2, 3, 4, 5, 6, 12, 100, 1439].map((attempt) => retryDelayMs(policy, attempt, top))).toEqual([
      1_999, 3_999, 7_999, 15_999, 29_999, 29_999, 29_999, 29_999, 29_999,
    ]);
  });

  /** When a job failing from t = 0 until the server is back at `backAt` next runs, with the longest delays. */
  function firstAttemptAfter(backAt: number): number {
    let at = 0;
    for (let attempt = 1; at < backAt; attempt += 1) at += retryDelayMs(policy, attempt, top);
    return at;
  }

  it('sends within 30 s of the server coming back, after 60 s, 10 min or 5 h down', () => {
    // Attempts at 0, 1.999, 5.998, 13.997, 29.996 and 59.995 s fail; the next is 89.994 s, 29.994 s after;
    // from 29.996 s on one every 29.999 s.
    expect(firstAttemptAfter(60_000)).toBe(89_994);
    expect(firstAttemptAfter(600_000)).toBe(629_976);
    expect(firstAttemptAfter(18_000_000)).toBe(18_029_396);
  });

  it('keeps a job about six hours before it is a dead letter (half the ceilings, on average)', () => {
    let ceilings = 0;
    let average = 0;
    for (let attempt = 1; attempt < policy.attempts; attempt += 1) {
      ceilings += retryDelayMs(policy, attempt, () => 1);
      average += retryDelayMs(policy, attempt, () => 0.5);
    }
    expect(ceilings).toBe(43_080_000);
    expect(average).toBe(21_540_000);
  });
});
