import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import autocannon from 'autocannon';
import { freePort, removeDir, repoRoot, startPortal } from '../support/portal.js';
import { percentile } from './projection-lag.js';

export const httpSettings = { connections: 10, durationS: 10, warmupS: 2 } as const;

export interface HttpRow {
  name: string;
  url: string;
  /** Mean of the per-second request counts (autocannon's requests.average). */
  reqPerSec: number;
  /**
   * Latency of the 2xx responses in ms, from every response's own timing (autocannon's histogram keeps
   * whole milliseconds only, which flattens a sub-millisecond server to 0).
   */
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
}

export interface HttpResult {
  settings: typeof httpSettings;
  portal: HttpRow;
  bare: HttpRow;
  /** portal req/s divided by bare req/s. */
  ratio: number;
}

/**
 * One autocannon run on `url`: `connections` for `durationS` after a `warmupS` warm-up, the latency of every 2xx
 * response of the measured run pushed to `latencies`.
 */
export function loadRun(
  url: string,
  headers: Record<string, string>,
  settings: { connections: number; durationS: number; warmupS: number },
  latencies: number[],
): ReturnType<typeof autocannon> {
  const { connections, durationS, warmupS } = settings;
  return autocannon({
    url,
    headers,
    connections,
    duration: durationS,
    warmup: { connections, duration: warmupS },
    timeout: 10,
  }).on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
}

export async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<HttpRow> {
  const latencies: number[] = [];
  const r = await loadRun(url, headers, { ...httpSettings }, latencies);
  const sorted = Float64Array.from(latencies).sort();
  return {
    name,
    url,
    reqPerSec: r.requests.average,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    meanMs: latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length),
    maxMs: sorted.at(-1) ?? Number.NaN,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerResponse: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Logs in as the demo client and returns the session cookie (`name=value`). */
async function loginAsDemoClient(baseUrl: string): Promise<string> {
  const { username, password } = demoAccounts.client;
  // The credentials read model is written by the projection runner just after the seed: allow it a moment.
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('portal_session=') && c.length > 'portal_session='.length);
    if (res.ok && cookie) return cookie;
    if (attempt >= 3) throw new Error(`demo client login failed: ${res.status} ${await res.text()}`);
    await sleep(500);
  }
}

/** GET until 200: the dashboard read model of the demo client must be complete before we load it. */
async function expectOk(url: string, headers: Record<string, string>): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.ok) return;
    if (Date.now() > deadline) throw new Error(`GET ${url} answered ${res.status}`);
    await sleep(200);
  }
}

async function benchPortal(): Promise<HttpRow> {
  const portal = await startPortal({ demo: true, serveFrontend: false, env: { LOG_LEVEL: 'warn' } });
  try {
    const cookie = await loginAsDemoClient(portal.baseUrl);
    const url = `${portal.baseUrl}/api/clients/my-dashboard`;
    const headers = { cookie };
    await expectOk(url, headers);
    return await load('portal GET /api/clients/my-dashboard', url, headers);
  } finally {
    await portal.stop();
    removeDir(portal.dataDir);
  }
}

export async function benchBareKoa(): Promise<HttpRow> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'hello-koa.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '', PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}/`;
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`hello-koa exited with ${child.exitCode}`);
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error('hello-koa did not start in 30 s');
      await sleep(100);
    }
    return await load('bare Koa hello-world JSON', url);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    process.off('exit', killOnExit);
  }
}

/** The portal's dashboard read path against a bare Koa app: each server in its own process, one at a time. */
export async function runHttpBench(): Promise<HttpResult> {
  const bare = await benchBareKoa();
  const portal = await benchPortal();
  return { settings: httpSettings, portal, bare, ratio: portal.reqPerSec / bare.reqPerSec };
}
