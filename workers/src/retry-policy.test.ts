import { loadConfig } from '@portal/platform';
import { retryPolicyOf } from './retry-policy.js';

describe('the retry policy from the configuration', () => {
  it('is 12 attempts from 2 s up to 30 min with nothing set', () => {
    expect(retryPolicyOf(loadConfig({}, '/srv/portal'))).toEqual({
      attempts: 12,
      baseDelayMs: 2_000,
      maxDelayMs: 1_800_000,
    });
  });

  it('takes JOB_ATTEMPTS and JOB_RETRY_BASE_MS', () => {
    const config = loadConfig({ JOB_ATTEMPTS: '3', JOB_RETRY_BASE_MS: '50' }, '/srv/portal');
    expect(config.jobs).toEqual({ attempts: 3, baseDelayMs: 50 });
    expect(retryPolicyOf(config)).toEqual({ attempts: 3, baseDelayMs: 50, maxDelayMs: 1_800_000 });
  });

  it('refuses attempts or delays that are not positive integers, naming the value', () => {
    expect(() => loadConfig({ JOB_ATTEMPTS: '0' })).toThrow('Invalid number 0 (allowed 1..100)');
    expect(() => loadConfig({ JOB_RETRY_BASE_MS: 'pronto' })).toThrow('Invalid number pronto');
  });
});
