import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import { hashingConcurrency } from '@portal/platform';
import { DEFAULT_PASSWORD, register, registrationPayload, uniqueUsername } from '../support/api-client.js';
import { removeDir, repoRoot, startPortal } from '../support/portal.js';
import { percentile } from './projection-lag.js';

/**
 * The real portal with the production scrypt cost. Dashboard GETs (and `/` and the landing's JS, when the app
 * is built) are probed at a steady pace, first idle, then while 50 clients log in at once (correct passwords,
 * distinct accounts registered beforehand), in one run.
 */
export const stormSettings = {
  logins: 50,
  scryptLog2N: 17,
  /** Every target is requested once per tick, whether the previous answers came or not (open loop). */
  probeEveryMs: 20,
  warmupS: 1,
  idleS: 5,
} as const;

export interface ProbeRow {
  name: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 200, and failed requests. */
  errors: number;
}

export interface StormResult {
  settings: typeof stormSettings;
  /** The hashing pool's limit in the portal (cores − 1, at least 1). */
  hashingConcurrency: number;
  registrationSeconds: number;
  idle: ProbeRow[];
  storm: ProbeRow[];
  logins: { ok: number; failed: number; seconds: number; p50Ms: number; maxMs: number };
  /** Dashboard p99 during the storm divided by idle (goal ≤ 2). */
  dashboardRatio: number;
  /** Whether the front end was built, so `/` and its JS were probed too. */
  frontendProbed: boolean;
}

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Each storm client comes from its own address (as 50 people would), so no per-address limit applies. */
const address = (i: number) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function login(baseUrl: string, username: string, password: string, from: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ username, password }),
  });
  await res.arrayBuffer();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => /^(__Host-)?portal_session=./.test(c));
  return { ok: res.ok, status: res.status, cookie };
}

/** One GET on a kept-alive connection; its time in ms, or undefined when it failed or answered other than 200. */
function timedGet(agent: Agent, port: number, target: Target): Promise<number | undefined> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: target.path, headers: target.headers, agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : undefined));
      },
    );
    req.on('error', () => resolve(undefined));
    req.end();
  });
}

/** Probes every target once per tick until `done` settles; latencies per target. */
async function probe(
  agent: Agent,
  port: number,
  targets: Target[],
  done: Promise<unknown>,
): Promise<ProbeRow[]> {
  const samples = targets.map(() => [] as number[]);
  const errors = targets.map(() => 0);
  const pending: Promise<void>[] = [];
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  while (!finished) {
    targets.forEach((target, i) => {
      pending.push(
        timedGet(agent, port, target).then((ms) => {
          if (ms === undefined) errors[i] = (errors[i] ?? 0) + 1;
          else samples[i]?.push(ms);
        }),
      );
    });
    await sleep(stormSettings.probeEveryMs);
  }
  await Promise.all(pending);
  return targets.map((target, i) => {
    const sorted = Float64Array.from(samples[i] ?? []).sort();
    return {
      name: target.name,
      count: sorted.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? Number.NaN,
      errors: errors[i] ?? 0,
    };
  });
}

/** The landing's entry script, from the built index.html. */
function landingScript(): string | undefined {
  const index = join(repoRoot, 'frontend/dist/index.html');
  if (!existsSync(index)) return undefined;
  return /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(index, 'utf8'))?.[1];
}

export async function runLoginStormBench(): Promise<StormResult> {
  const script = landingScript();
  const portal = await startPortal({
    demo: true,
    serveFrontend: script !== undefined,
    env: {
      LOG_LEVEL: 'warn',
      SCRYPT_LOG2N: String(stormSettings.scryptLog2N),
      // The storm's clients have addresses of their own (X-Forwarded-For from a trusted local proxy).
      TRUST_PROXY: 'true',
      SECURE_COOKIES: 'false',
      REGISTRATIONS_PER_HOUR: '1000000',
    },
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  try {
    const accounts = Array.from({ length: stormSettings.logins }, (_, i) => ({
      username: uniqueUsername('tormenta'),
      from: address(i),
    }));
    const registering = performance.now();
    for (let i = 0; i < accounts.length; i += 4) {
      await Promise.all(
        accounts.slice(i, i + 4).map(async ({ username, from }) => {
          const res = await register(portal.baseUrl, registrationPayload({ username }), {
            headers: { 'x-forwarded-for': from },
          });
          if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${res.text}`);
        }),
      );
    }
    const registrationSeconds = (performance.now() - registering) / 1000;

    const client = await login(
      portal.baseUrl,
      demoAccounts.client.username,
      demoAccounts.client.password,
      '10.77.255.1',
    );
    if (!client.cookie) throw new Error(`demo client login failed: ${client.status}`);
    const targets: Target[] = [
      {
        name: 'GET /api/clients/my-dashboard',
        path: '/api/clients/my-dashboard',
        headers: { cookie: client.cookie },
      },
    ];
    if (script) {
      const br = { 'accept-encoding': 'gzip, deflate, br' };
      targets.push(
        { name: 'GET /', path: '/', headers: br },
        { name: `GET ${script}`, path: script, headers: br },
      );
    }

    await probe(agent, portal.port, targets, sleep(stormSettings.warmupS * 1000));
    const idle = await probe(agent, portal.port, targets, sleep(stormSettings.idleS * 1000));

    const loginTimes: number[] = [];
    const stormStarted = performance.now();
    const storm = Promise.all(
      accounts.map(async ({ username, from }) => {
        const started = performance.now();
        const answer = await login(portal.baseUrl, username, DEFAULT_PASSWORD, from).catch(() => undefined);
        loginTimes.push(performance.now() - started);
        return answer?.ok === true;
      }),
    );
    const during = await probe(agent, portal.port, targets, storm);
    const outcomes = await storm;
    const stormSeconds = (performance.now() - stormStarted) / 1000;
    const sortedLogins = Float64Array.from(loginTimes).sort();

    const dashboardIdle = idle[0]?.p99Ms ?? Number.NaN;
    const dashboardStorm = during[0]?.p99Ms ?? Number.NaN;
    return {
      settings: stormSettings,
      hashingConcurrency: hashingConcurrency(availableParallelism()),
      registrationSeconds,
      idle,
      storm: during,
      logins: {
        ok: outcomes.filter(Boolean).length,
        failed: outcomes.filter((ok) => !ok).length,
        seconds: stormSeconds,
        p50Ms: percentile(sortedLogins, 50),
        maxMs: sortedLogins.at(-1) ?? Number.NaN,
      },
      dashboardRatio: dashboardStorm / dashboardIdle,
      frontendProbed: script !== undefined,
    };
  } finally {
    agent.destroy();
    await portal.stop();
    removeDir(portal.dataDir);
  }
}
