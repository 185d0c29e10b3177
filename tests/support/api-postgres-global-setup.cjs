/**
 * Global setup of the `api-postgres` Jest project: asks once, before any of its test files, whether a PostgreSQL
 * server answers (DATABASE_URL, else the local service as tests/support/postgres.ts takes it) and whether Redis can
 * be started (tests/support/redis-server.ts). When not, it prints why, once, and sets
 * PORTAL_TEST_STORES_UNAVAILABLE: the project's environment (api-postgres-environment.cjs) then counts every test as
 * skipped instead of running it on SQLite.
 */
const { existsSync } = require('node:fs');
const pg = require('pg');

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisServer = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

async function postgresProblem() {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    return `no PostgreSQL at ${new URL(serverUrl).host} (${message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

module.exports = async function apiPostgresGlobalSetup() {
  delete process.env.PORTAL_TEST_STORES_UNAVAILABLE;
  const problems = [await postgresProblem()];
  if (!existsSync(redisServer)) problems.push(`${redisServer} is missing (apt-get install redis-server)`);
  const problem = problems.filter(Boolean).join('; ');
  if (!problem) return;
  process.env.PORTAL_TEST_STORES_UNAVAILABLE = problem;
  console.log(`\nAPI suite on PostgreSQL + Redis (api-postgres): every test skipped — ${problem}\n`);
};
