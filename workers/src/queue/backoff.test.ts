import { errorText, retryDelayMs } from './backoff.js';

const policy = { attempts: 8, baseDelayMs: 100, maxDelayMs: 1000 };

describe('retryDelayMs (exponential backoff, full jitter)', () => {
  it('doubles the ceiling with each failed attempt, from the base delay', () => {
    const top = () => 0.999999;
    expect(retryDelayMs(policy, 1, top)).toBe(99);
    expect(retryDelayMs(policy, 2, top)).toBe(199);
    expect(retryDelayMs(policy, 3, top)).toBe(399);
    expect(retryDelayMs(policy, 4, top)).toBe(799);
  });

  it('never waits longer than the maximum delay', () => {
    expect(retryDelayMs(policy, 5, () => 0.999999)).toBe(999);
    expect(retryDelayMs(policy, 30, () => 0.5)).toBe(500);
  });

  it('draws the delay anywhere from 0 to the ceiling (full jitter)', () => {
    expect(retryDelayMs(policy, 3, () => 0)).toBe(0);
    expect(retryDelayMs(policy, 3, () => 0.25)).toBe(100);
  });
});

describe('errorText', () => {
  it("keeps an error's message and a thrown value's text", () => {
    expect(errorText(new Error('SMTP 451 busy'))).toBe('SMTP 451 busy');
    expect(errorText('plain')).toBe('plain');
  });
});
