/**
 * The machine's PostgreSQL for the tests of the PostgreSQL adapters: `DATABASE_URL` (a postgres:// URL of a server
 * the tests may create databases on), else the local service at 127.0.0.1:5432 as user postgres. Each test file
 * (or each test that asks) gets a database of its own, created here and dropped by `drop()`, so parallel Jest
 * workers and reruns never see each other's data. When no server answers, `available` is false with the reason,
 * and the suites print it and count as skipped.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ExternalStore } from './external-stores.js';

/**
 * How long a suite's afterAll may take to drop its database: DROP DATABASE makes the server checkpoint, which on a
 * loaded machine (two Jest workers, portals on the same server) took longer than Jest's default 5 s.
 */
export const DROP_TIMEOUT_MS = 60_000;

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** The URL of database `name` on the same server as `serverUrl`. */
function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let probe: Promise<string | undefined> | undefined;
/** Undefined when the server answers, else why not. Asked once per test file. */
function serverProblem(): Promise<string | undefined> {
  probe ??= onServer((client) => client.query('select 1')).then(
    () => undefined,
    (error: unknown) => `no PostgreSQL at ${new URL(serverUrl).host} (${message(error)})`,
  );
  return probe;
}

/**
 * A fresh database on the server: its URL (`url`) and `stop()`, which drops it (closing what is still connected).
 * `prefix` names it after the suite, so a database left by a killed run says where it came from.
 */
export async function freshPostgres(
  prefix: string,
  options: { durable?: boolean } = {},
): Promise<ExternalStore> {
  const problem = await serverProblem();
  if (problem !== undefined) return { available: false, reason: problem };
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`.toLowerCase();
  await onServer(async (client) => {
    await client.query(`create database ${name}`);
    // The tests prove behaviour, not what survives the server's own crash: their commits need not wait for the
    // disk, which on CI's shared disk slowed every other suite. The benchmarks ask for durable commits.
    if (!options.durable) await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  return {
    available: true,
    url: databaseUrl(name),
    source: `database ${name}`,
    stop: () =>
      onServer((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
