import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { compactSqlite, openSqlite } from '../sqlite.js';
import { namesAny, type RateLimits } from './port.js';

const TABLE = 'rate_limits';

/** The embedded counters: one SQLite file of their own, so their writes never wait for a projection's. */
export function sqliteRateLimits(file: string): RateLimits {
  const handle = openSqlite(file);
  handle.db.exec(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`,
  );
  // Deleted counters leave no bytes in free pages (they may hold a username).
  handle.db.pragma('secure_delete = ON');
  const purge = handle.db.prepare(`DELETE FROM ${TABLE} WHERE expire < ?`);
  const keys = handle.db.prepare<[], { key: string }>(`SELECT key FROM ${TABLE}`);
  const remove = handle.db.prepare(`DELETE FROM ${TABLE} WHERE key = ?`);
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
    forget: async (values) => {
      const wanted = new Set(values.filter((v) => v !== ''));
      let removed = 0;
      for (const { key } of keys.all()) if (namesAny(key, wanted)) removed += remove.run(key).changes;
      return removed;
    },
    compact: () => compactSqlite(handle.db),
    close: async () => {
      clearInterval(timer);
      await handle.close();
    },
  };
}
