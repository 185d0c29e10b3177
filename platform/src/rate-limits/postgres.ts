import pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { createSchema } from '../postgres-transaction.js';
import { namesAny, type RateLimits } from './port.js';

const TABLE = 'rate_limits';
const PURGE_EVERY_MS = 5 * 60_000;

/**
 * The distributed counters on PostgreSQL: one table every limiter shares (its keys carry the limiter's name), made
 * here before any limiter is handed out, so that the limiters never race to create it. Expired counters are
 * deleted every few minutes by each process (a scan of a small table).
 */
export async function postgresRateLimits(url: string, max = 4): Promise<RateLimits> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {}); // an idle connection the server dropped: the pool replaces it
  await createSchema(pool, 'portal rate limits schema', [
    `CREATE TABLE IF NOT EXISTS ${TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
  ]);
  const timer = setInterval(() => {
    pool.query(`DELETE FROM ${TABLE} WHERE expire < $1`, [Date.now()]).catch(() => {
      // Not critical: an expired counter counts as none, and the next round deletes it.
    });
  }, PURGE_EVERY_MS);
  timer.unref();
  return {
    limiter: (name, { points, durationS }) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        keyPrefix: name,
        points,
        duration: durationS,
      }),
    forget: async (values) => {
      const wanted = new Set(values.filter((v) => v !== ''));
      if (wanted.size === 0) return 0;
      // The keys are split here as on SQLite, so that every store reads "a whole part" the same way.
      const keys = (await pool.query<{ key: string }>(`SELECT key FROM ${TABLE}`)).rows
        .map((r) => r.key)
        .filter((key) => namesAny(key, wanted));
      if (keys.length === 0) return 0;
      return (await pool.query(`DELETE FROM ${TABLE} WHERE key = ANY($1::text[])`, [keys])).rowCount ?? 0;
    },
    close: async () => {
      clearInterval(timer);
      await pool.end();
    },
  };
}
