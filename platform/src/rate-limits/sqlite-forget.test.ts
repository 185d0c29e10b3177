import { sqliteRateLimits } from './sqlite.js';

describe('the embedded counters, when a person is erased', () => {
  it('forget deletes the counters whose key names the person as a whole part, and no other', async () => {
    const limits = sqliteRateLimits(':memory:');
    const login = limits.limiter('login', { points: 10, durationS: 60 });
    for (const key of ['pair:ana.ruiz|203.0.113.0', 'account:ana.ruiz', 'pair:anabel|203.0.113.0', 'user-1'])
      await login.consume(key);
    expect(await limits.forget(['ana.ruiz', 'user-1', ''])).toBe(3);
    expect((await login.get('pair:anabel|203.0.113.0'))?.consumedPoints).toBe(1);
    expect(await login.get('account:ana.ruiz')).toBeNull();
    expect(await limits.forget(['ana.ruiz'])).toBe(0);
    await limits.close();
  });
});
