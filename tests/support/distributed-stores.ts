/**
 * The distributed stores of a test portal's data folder in the `api-postgres` Jest project (PORTAL_TEST_STORES=
 * postgres, set by tests/support/api-postgres-environment.cjs): a fresh PostgreSQL database (DATABASE_URL) and a
 * private Redis (REDIS_URL). They belong to the data folder, not to one start: a crash test that kills its portal
 * and starts it again on the same folder finds its data again. They end when the folder is removed (removeDir), else
 * when the test file ends (the environment awaits `RELEASE_ALL` after the file's last hook).
 */
import { freshPostgres } from './postgres.js';
import { privateRedis } from './redis-server.js';

export interface DistributedEnv {
  DATABASE_URL: string;
  REDIS_URL: string;
}

/** The global the test environment calls once the test file is over. */
const RELEASE_ALL = '__portalReleaseDistributedStores';

const owned = new Map<string, { env: Promise<DistributedEnv>; stop(): Promise<void> }>();
const ending: Promise<void>[] = [];

/** True in the project that runs the API suite on PostgreSQL and Redis. */
export function distributedStoresWanted(): boolean {
  return process.env.PORTAL_TEST_STORES === 'postgres';
}

/** DATABASE_URL and REDIS_URL of the data folder's own stores, created at its first start. */
export function distributedStoresOf(dataDir: string): Promise<DistributedEnv> {
  const known = owned.get(dataDir);
  if (known) return known.env;
  const stops: (() => Promise<void>)[] = [];
  const env = (async () => {
    const database = await freshPostgres('api_pg');
    if (!database.available) throw new Error(`no PostgreSQL for ${dataDir}: ${database.reason}`);
    stops.push(database.stop);
    const redis = await privateRedis();
    if (!redis.available) throw new Error(`no Redis for ${dataDir}: ${redis.reason}`);
    stops.push(redis.stop);
    return { DATABASE_URL: database.url, REDIS_URL: redis.url };
  })();
  const stop = async () => {
    await env.catch(() => {});
    await Promise.all(stops.map((s) => s()));
  };
  owned.set(dataDir, { env, stop });
  (globalThis as Record<string, unknown>)[RELEASE_ALL] = releaseAllDistributedStores;
  return env;
}

/**
 * The DATABASE_URL of the data folder's own database: undefined where the portal keeps its embedded stores (not in
 * the `api-postgres` project, or a folder this file never started a portal on). The test helpers that read a store
 * beside the running portal (event-log.ts, data-dir-grep.ts) read PostgreSQL where this names a database.
 */
export async function databaseUrlOf(dataDir: string): Promise<string | undefined> {
  const known = owned.get(dataDir);
  return known === undefined ? undefined : (await known.env).DATABASE_URL;
}

/** Drops the data folder's database and stops its Redis (the folder is being removed); the file's end awaits it. */
export function releaseDistributedStores(dataDir: string): void {
  const known = owned.get(dataDir);
  if (!known) return;
  owned.delete(dataDir);
  ending.push(
    known.stop().catch((error: unknown) => console.error(`ending the stores of ${dataDir}:`, error)),
  );
}

/** Ends every store still owned and waits for every end: the test file is over. */
export async function releaseAllDistributedStores(): Promise<void> {
  for (const dataDir of [...owned.keys()]) releaseDistributedStores(dataDir);
  await Promise.all(ending.splice(0));
}
