import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { openSqlite } from '../sqlite.js';
import type { RateLimits } from './port.js';

const TABLE = 'rate_limits';

/** The embedded counters: one SQLite file of their own, so their writes never wait for a projection's. */
export function sqliteRateLimits(file: string): RateLimits {
  const handle = openSqlite(file);
  handle.db.exec(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`,
  );
  const purge = handle.db.prepare(`DELETE FROM ${TABLE} WHERE expire < ?`);
  const timer = setInterval(() => purge.run(Date.now()), 5 * 60_000);
  timer.unref();
  return {
    limiter: (name, { points, durationS }) =>
      new RateLimiterSQLite({
        storeClient: handle.db,
        storeType: 'better-sqlite3',
        tableName: TABLE,
        tableCreated: true,
        keyPrefix: name,
        points,
        duration: durationS,
      }),
    close: async () => {
      clearInterval(timer);
      await handle.close();
    },
  };
}
