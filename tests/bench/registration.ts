import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { hashingConcurrency, hashingPoolOf, hashPassword } from '@portal/platform';
import { registrationPayload } from '../support/api-client.js';
import { removeDir, startPortal } from '../support/portal.js';
import { type LatencyStats, latencyStats } from './delivery.js';

/**
 * The whole registration path on the real portal (one process: gateway, services, projections), as the tests run
 * it (scrypt 2^12): `concurrency` clients each POST /api/clients/register (with an Idempotency-Key, as the front
 * end sends it) one after the other, until `registrations` are answered, after a warm-up. An answer counts only
 * when it is 201 and its read models caught up (no X-Read-Models: pending). The baseline, in the same run: the
 * bare password hash at the same cost through a pool as wide as the portal's, `concurrency` at a time (the one
 * piece of the path that is work by design).
 */
export const registrationSettings = {
  concurrency: 6,
  warmup: 60,
  registrations: 600,
  scryptLog2N: 12,
} as const;

export interface RegistrationResult {
  settings: typeof registrationSettings;
  /** The portal's hashing pool width (cores − 1, libuv threads − 1). */
  hashingConcurrency: number;
  registered: { perSecond: number; seconds: number; ok: number; failed: number; pending: number };
  latency: LatencyStats;
  /** The bare hash at the test cost through a pool of the same width. */
  hashes: { perSecond: number; latency: LatencyStats };
  /** The first answer that was not a 201, if any (status and body). */
  firstFailure: string | null;
  /**
   * The portal process's CPU per measured registration (Linux /proc, 10 ms ticks over the run): its main thread
   * (the event loop: everything but the hashes and the fsyncs' waits) and all its threads; null elsewhere.
   */
  cpuMsPerRegistration: { mainThread: number; process: number } | null;
}

/** The portal child's CPU so far, in ms: its main thread and the whole process (Linux only). */
function portalCpuMs(): { mainThread: number; process: number } | null {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command; USER_HZ is 100 on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  try {
    for (const task of readdirSync('/proc/self/task'))
      for (const child of readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim().split(' ')) {
        if (!child || !readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('gateway/src/main.ts'))
          continue;
        return {
          mainThread: ticks(readFileSync(`/proc/${child}/task/${child}/stat`, 'utf8')),
          process: ticks(readFileSync(`/proc/${child}/stat`, 'utf8')),
        };
      }
  } catch {
    return null;
  }
  return null;
}

interface Answer {
  status: number;
  pending: boolean;
  body: string;
}

function post(agent: Agent, port: number, body: string, key: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/clients/register',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'application/json',
          'idempotency-key': key,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            pending: res.headers['x-read-models'] === 'pending',
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` registrations by `concurrency` clients, each waiting for its answer before the next. */
async function registerMany(port: number, count: number, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  let pending = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  const client = async () => {
    while (next < count) {
      next += 1;
      const body = JSON.stringify(registrationPayload());
      const key = `reg-${randomBytes(12).toString('hex')}`;
      const t0 = performance.now();
      const answer = await post(agent, port, body, key);
      const ms = performance.now() - t0;
      if (answer.status !== 201) {
        failed += 1;
        firstFailure ??= `${answer.status} ${answer.body.slice(0, 300)}`;
      } else if (answer.pending) pending += 1;
      else latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, seconds, failed, pending, firstFailure };
}

/** The baseline: `count` hashes at the cost through a pool of `width`, `concurrency` asked at a time. */
async function hashMany(count: number, concurrency: number, width: number) {
  const pool = hashingPoolOf(width);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      await hashPassword(`Clave-Segura-${next}`, registrationSettings.scryptLog2N, pool);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { perSecond: count / ((performance.now() - started) / 1000), latency: latencyStats(latencies) };
}

export async function runRegistrationBench(): Promise<RegistrationResult> {
  const s = registrationSettings;
  const width = hashingConcurrency(availableParallelism());
  await hashMany(50, s.concurrency, width);
  const hashes = await hashMany(s.registrations, s.concurrency, width);
  const portal = await startPortal({
    serveFrontend: false,
    env: { SCRYPT_LOG2N: String(s.scryptLog2N), REGISTRATIONS_PER_HOUR: '1000000' },
  });
  try {
    await registerMany(portal.port, s.warmup, s.concurrency);
    const cpuBefore = portalCpuMs();
    const run = await registerMany(portal.port, s.registrations, s.concurrency);
    const cpuAfter = portalCpuMs();
    const ok = run.latencies.length;
    const answered = ok + run.pending + run.failed;
    return {
      settings: s,
      hashingConcurrency: width,
      registered: {
        perSecond: (ok + run.pending) / run.seconds,
        seconds: run.seconds,
        ok,
        failed: run.failed,
        pending: run.pending,
      },
      latency: latencyStats(run.latencies),
      hashes,
      firstFailure: run.firstFailure,
      cpuMsPerRegistration:
        cpuBefore && cpuAfter
          ? {
              mainThread: (cpuAfter.mainThread - cpuBefore.mainThread) / answered,
              process: (cpuAfter.process - cpuBefore.process) / answered,
            }
          : null,
    };
  } finally {
    await portal.stop();
    removeDir(portal.dataDir);
  }
}

const fixed = (x: number, digits: number) =>
  Number.isFinite(x)
    ? x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '-';

/** The part's printed lines. */
export function registrationLines(r: RegistrationResult): string[] {
  const s = r.settings;
  const row = (label: string, perSecond: number, l: LatencyStats) =>
    `  ${label.padEnd(44)}${fixed(perSecond, 1).padStart(8)}${fixed(l.p50Ms, 1).padStart(9)}${fixed(l.p99Ms, 1).padStart(9)}${fixed(l.maxMs, 1).padStart(9)}`;
  const g = r.registered;
  return [
    `14. Registration  (real portal, POST /api/clients/register with an Idempotency-Key, ${s.concurrency} clients each waiting for its answer, ${s.registrations} registrations after ${s.warmup}; scrypt 2^${s.scryptLog2N}; the hashing pool ${r.hashingConcurrency} wide)`,
    `  ${''.padEnd(44)}${'per s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
    row('registrations (201, read models caught up)', g.perSecond, r.latency),
    row('baseline: bare password hash, same pool', r.hashes.perSecond, r.hashes.latency),
    `  ratio registrations / bare hashes per s: ${fixed(g.perSecond / r.hashes.perSecond, 3)}; ${g.ok} ok, ${g.pending} answered before the read models, ${g.failed} failed${r.firstFailure ? ` (first: ${r.firstFailure})` : ''}; ${fixed(g.seconds, 1)} s`,
    ...(r.cpuMsPerRegistration
      ? [
          `  portal CPU per registration: main thread ${fixed(r.cpuMsPerRegistration.mainThread, 1)} ms, whole process ${fixed(r.cpuMsPerRegistration.process, 1)} ms`,
        ]
      : []),
  ];
}
