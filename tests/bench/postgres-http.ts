import { randomBytes } from 'node:crypto';
import { demoAccounts } from '@portal/command-service';
import type { ExternalStore } from '../support/external-stores.js';
import {
  logged,
  type RunningPortal,
  removeDir,
  spawnPortal,
  startPortal,
  tempDataDir,
  testPortalEnv,
  waitReady,
} from '../support/portal.js';
import { freshPostgres } from '../support/postgres.js';
import { privateRedis } from '../support/redis-server.js';
import { loadRun } from './http.js';
import { percentile } from './projection-lag.js';

/** The same load on every row: the connections in all, split evenly where there are two gateways. */
export const pgHttpSettings = { connections: 10, durationS: 6, warmupS: 2 } as const;

export interface PgHttpRow {
  name: string;
  /** The processes serving it, and how the connections were split across the gateways. */
  processes: string;
  /** Sum over the gateways of autocannon's mean of per-second request counts. */
  reqPerSec: number;
  /** Of every 2xx response, from each response's own timing. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  ok: number;
  failed: number;
  /** The same seeded data answers the same body on every row. */
  bytesPerResponse: number;
}

export interface PgHttpResult {
  settings: typeof pgHttpSettings;
  /** The embedded portal, then the same on DATABASE_URL + REDIS_URL (both role all). */
  embedded: PgHttpRow;
  postgres: PgHttpRow | undefined;
  /** PORTAL_ROLE=gateway processes beside one PORTAL_ROLE=projections process, on PostgreSQL + Redis. */
  oneGateway: PgHttpRow | undefined;
  twoGateways: PgHttpRow | undefined;
  /** Why the PostgreSQL rows are missing, when they are. */
  skipped: string | undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DASHBOARD = '/api/clients/my-dashboard';

/** Loads every url at once, the connections split among them, and merges what they measured. */
async function loadSplit(
  name: string,
  processes: string,
  urls: string[],
  headers: Record<string, string>,
): Promise<PgHttpRow> {
  const { connections, durationS, warmupS } = pgHttpSettings;
  const each = Math.floor(connections / urls.length);
  const latencies: number[] = [];
  const runs = await Promise.all(
    urls.map((url) => loadRun(url, headers, { connections: each, durationS, warmupS }, latencies)),
  );
  const sorted = Float64Array.from(latencies).sort();
  return {
    name,
    processes,
    reqPerSec: runs.reduce((s, r) => s + r.requests.average, 0),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    ok: runs.reduce((s, r) => s + r['2xx'], 0),
    failed: runs.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0),
    bytesPerResponse: Math.round(
      runs.reduce((s, r) => s + r.throughput.total, 0) /
        Math.max(
          1,
          runs.reduce((s, r) => s + r.requests.total, 0),
        ),
    ),
  };
}

/** Logs in as the demo client (its credentials may still be on their way to the read model) and returns the cookie. */
async function demoClientCookie(baseUrl: string): Promise<string> {
  const { username, password } = demoAccounts.client;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const text = await res.text();
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('portal_session=') && c.length > 'portal_session='.length);
    if (res.ok && cookie) return cookie;
    if (Date.now() > deadline) throw new Error(`demo client login failed: ${res.status} ${text}`);
    await sleep(300);
  }
}

/** GET until 200 on every url: the client's dashboard must be projected before it is loaded. */
async function expectOk(urls: string[], headers: Record<string, string>): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (const url of urls)
    for (;;) {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.ok) break;
      if (Date.now() > deadline) throw new Error(`GET ${url} answered ${res.status}`);
      await sleep(200);
    }
}

/** A PORTAL_ROLE=projections process (it serves no HTTP): started once it logs that it runs. */
async function startProjections(env: Record<string, string>): Promise<{ stop(): Promise<void> }> {
  const dataDir = tempDataDir('portal-bench-projections-');
  const child = spawnPortal({ DATA_DIR: dataDir, ...testPortalEnv, ...env });
  const killOnExit = () => child.process.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    if (child.alive()) child.process.kill('SIGTERM');
    await child.exited;
    process.off('exit', killOnExit);
    removeDir(dataDir);
  };
  await waitReady(child, 'the projections process', logged(child, 'projections running'), 60_000).catch(
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
  return { stop };
}

/** What the bench's own environment may hold (a DATABASE_URL for the test suites): each row sets its own. */
const unset = { DATABASE_URL: '', REDIS_URL: '', EVENTSTORE_URL: '', MONGODB_URL: '', PORTAL_ROLE: '' };

/** The environment every process of one PostgreSQL + Redis portal shares. */
function sharedEnv(postgres: ExternalStore, redis: ExternalStore): Record<string, string> {
  if (!postgres.available || !redis.available) throw new Error('PostgreSQL and Redis must be available');
  return {
    ...unset,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    PORTAL_SECRET: randomBytes(32).toString('hex'),
    PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
  };
}

/** One portal (role all), logged in as the demo client, loaded, stopped. */
async function benchOne(name: string, processes: string, env: Record<string, string>): Promise<PgHttpRow> {
  const portal = await startPortal({ demo: true, serveFrontend: false, env });
  try {
    const headers = { cookie: await demoClientCookie(portal.baseUrl) };
    const url = `${portal.baseUrl}${DASHBOARD}`;
    await expectOk([url], headers);
    return await loadSplit(name, processes, [url], headers);
  } finally {
    await portal.stop();
    removeDir(portal.dataDir);
  }
}

/**
 * Two gateways and one projections process on one database: the demo seeded through gateway A, the client
 * signed in there; the same session cookie then loads one gateway, then both with the connections split.
 */
async function benchTopology(env: Record<string, string>): Promise<{ one: PgHttpRow; two: PgHttpRow }> {
  const projections = await startProjections({ ...env, PORTAL_ROLE: 'projections', LOG_LEVEL: 'info' });
  const gateways: RunningPortal[] = [];
  try {
    const gateway = { ...env, PORTAL_ROLE: 'gateway' };
    gateways.push(await startPortal({ demo: true, serveFrontend: false, env: gateway }));
    gateways.push(await startPortal({ demo: false, serveFrontend: false, env: gateway }));
    const [a, b] = gateways as [RunningPortal, RunningPortal];
    const headers = { cookie: await demoClientCookie(a.baseUrl) };
    const urls = [a, b].map((g) => `${g.baseUrl}${DASHBOARD}`);
    await expectOk(urls, headers);
    const c = pgHttpSettings.connections;
    const one = await loadSplit(
      'PostgreSQL + Redis, 1 gateway',
      `gateway A (${c} conns) + projections; gateway B idle`,
      urls.slice(0, 1),
      headers,
    );
    const two = await loadSplit(
      'PostgreSQL + Redis, 2 gateways',
      `gateways A + B (${c / 2} + ${c / 2} conns) + projections`,
      urls,
      headers,
    );
    return { one, two };
  } finally {
    for (const g of gateways) {
      await g.stop();
      removeDir(g.dataDir);
    }
    await projections.stop();
  }
}

/** Runs `work` on a fresh database and a private Redis, both removed afterwards; undefined with why when missing. */
async function withServices<T>(
  prefix: string,
  work: (env: Record<string, string>) => Promise<T>,
): Promise<{ value: T } | { reason: string }> {
  const postgres = await freshPostgres(prefix, { durable: true });
  if (!postgres.available) return { reason: postgres.reason };
  const redis = await privateRedis();
  try {
    if (!redis.available) return { reason: redis.reason };
    return { value: await work(sharedEnv(postgres, redis)) };
  } finally {
    if (redis.available) await redis.stop();
    await postgres.stop();
  }
}

/** The client dashboard GET: embedded beside PostgreSQL + Redis (one process each), then 1 gateway beside 2. */
export async function runPgHttpBench(): Promise<PgHttpResult> {
  const embedded = await benchOne('embedded SQLite', 'one process (role all)', {
    ...unset,
    LOG_LEVEL: 'warn',
  });
  const single = await withServices('bench_http', (env) =>
    benchOne('PostgreSQL + Redis', 'one process (role all)', env),
  );
  const topology = await withServices('bench_topology', benchTopology);
  const skipped = 'reason' in single ? single.reason : 'reason' in topology ? topology.reason : undefined;
  return {
    settings: pgHttpSettings,
    embedded,
    postgres: 'value' in single ? single.value : undefined,
    oneGateway: 'value' in topology ? topology.value.one : undefined,
    twoGateways: 'value' in topology ? topology.value.two : undefined,
    skipped,
  };
}
