/**
 * The shared counters on the distributed stores that can be had here: PostgreSQL (the embedded SQLite ones have
 * their test beside them). Counting, blocking at the limit, and forgetting a person's counters by a whole part of
 * their keys, as the embedded store does.
 */
import { postgresRateLimits } from '@portal/platform/distributed';
import { reportSkipped } from '../support/external-stores.js';
import { DROP_TIMEOUT_MS, freshPostgres } from '../support/postgres.js';

const postgres = await freshPostgres('rate_limits');
const suite = postgres.available ? describe : describe.skip;
if (postgres.available) afterAll(() => postgres.stop(), DROP_TIMEOUT_MS);
else reportSkipped('PostgreSQL', postgres);

suite(`rate limits on PostgreSQL${postgres.available ? '' : ` (skipped: ${postgres.reason})`}`, () => {
  it('counts, refuses past the limit, and forgets the counters that name a person as a whole part', async () => {
    if (!postgres.available) return;
    const limits = await postgresRateLimits(postgres.url);
    try {
      const login = limits.limiter('login', { points: 2, durationS: 60 });
      for (const key of [
        'pair:ana.ruiz|203.0.113.0',
        'account:ana.ruiz',
        'pair:anabel|203.0.113.0',
        'user-1',
      ])
        await login.consume(key);
      await login.consume('user-1');
      await expect(login.consume('user-1')).rejects.toMatchObject({ remainingPoints: 0 });
      // Another process's limiter of the same name sees the same counters.
      const other = await postgresRateLimits(postgres.url);
      expect((await other.limiter('login', { points: 2, durationS: 60 }).get('user-1'))?.consumedPoints).toBe(
        3,
      );
      await other.close();
      expect(await limits.forget(['ana.ruiz', 'user-1', ''])).toBe(3);
      expect((await login.get('pair:anabel|203.0.113.0'))?.consumedPoints).toBe(1);
      expect(await login.get('account:ana.ruiz')).toBeNull();
      expect(await limits.forget(['ana.ruiz'])).toBe(0);
    } finally {
      await limits.close();
    }
  });
});
