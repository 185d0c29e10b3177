import { cpSync } from 'node:fs';
import { loadavg } from 'node:os';
import { demoAccounts } from '@portal/command-service';
import { login } from '../../support/api-client.js';
import { type RunningPortal, removeDir, startPortal, tempDataDir } from '../../support/portal.js';
import { percentile } from '../projection-lag.js';
import { demoIds, generatedIds } from './build.js';
import { typedName } from './people.js';
import { memoryGrowthDuring, portalPid, residentBytes, untilIdle } from './process-memory.js';

export const measureSettings = {
  /** Sequential calls before the measured ones (caches, JIT). */
  warmup: 5,
  /** Sequential calls measured per read. */
  calls: 30,
  /** The rows of a staff list page. */
  page: 50,
  /** The generated client whose whole name is searched (exists in every folder). */
  searchedClient: 777,
} as const;

export type Who = 'admin' | 'agent' | 'client' | 'none';

export interface ReadRow {
  name: string;
  who: Who;
  path: string;
  p50Ms: number;
  p99Ms: number;
  /** Rows of a JSON array answer (or keys of an object), X-Total-Count when the answer has one. */
  rows: number;
  total: number | null;
  bytes: number;
  /** Any answer that was not 2xx (the read is then not what it says). */
  failures: number;
}

export interface ReportRow {
  name: string;
  path: string;
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSec: number;
  /** Highest resident memory of the portal process during the download, above its level at the start. */
  memoryGrowthBytes: number;
  status: number;
}

export interface FolderMeasures {
  clients: number;
  copySeconds: number;
  startSeconds: number;
  /** After it answered: until the portal process was idle (a rebuild at start done). */
  settleSeconds: number;
  /** The machine's load average when the reads were done (other work skews them). */
  loadavg: number[];
  reads: ReadRow[];
  reports: ReportRow[];
}

/** Sequential timed GETs of one path: warm-up first, then `calls` of them. */
async function timeGet(
  url: string,
  headers: Record<string, string>,
): Promise<{
  p50Ms: number;
  p99Ms: number;
  rows: number;
  total: number | null;
  bytes: number;
  failures: number;
}> {
  let failures = 0;
  let rows = 0;
  let total: number | null = null;
  let bytes = 0;
  const once = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    const ms = performance.now() - t;
    if (res.status < 200 || res.status >= 300) failures++;
    bytes = Buffer.byteLength(text);
    const header = res.headers.get('x-total-count');
    total = header === null ? null : Number(header);
    try {
      const json = JSON.parse(text) as unknown;
      rows = Array.isArray(json)
        ? json.length
        : json && typeof json === 'object'
          ? Object.keys(json).length
          : 1;
    } catch {
      rows = 0;
    }
    return ms;
  };
  for (let i = 0; i < measureSettings.warmup; i++) await once();
  failures = 0;
  const times: number[] = [];
  for (let i = 0; i < measureSettings.calls; i++) times.push(await once());
  const sorted = Float64Array.from(times).sort();
  return { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), rows, total, bytes, failures };
}

async function getJson<T>(baseUrl: string, path: string, cookie: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The case the case reads open: generated client 0's, assigned to the demo agent and worked on. */
const workedCase = generatedIds(0).caseId;

/** The reads of the table, in its order: [name, who reads it, path]. */
function readsOf(ids: { caseNumber: string; pageIds: string[] }): [string, Who, string][] {
  const page = `limit=${measureSettings.page}`;
  const q = encodeURIComponent(typedName(measureSettings.searchedClient));
  return [
    ['admin: clients (first page)', 'admin', `/api/admin/clients?${page}`],
    ['admin: clients, search by name', 'admin', `/api/admin/clients?q=${q}&${page}`],
    ['admin: users', 'admin', `/api/admin/users?${page}`],
    ['admin: users, search by name', 'admin', `/api/admin/users?q=${q}&${page}`],
    ['staff: fraud cases', 'admin', `/api/fraud-cases?${page}`],
    ['staff: fraud cases, search by name', 'admin', `/api/fraud-cases?q=${q}&${page}`],
    [
      'staff: comment counts of a page',
      'admin',
      `/api/fraud-case-comments/counts?ids=${ids.pageIds.join(',')}`,
    ],
    ['admin: agents', 'admin', `/api/agents?${page}`],
    ['admin: agent applications', 'admin', `/api/admin/agent-applications?${page}`],
    ['staff: recovery processes', 'admin', `/api/recovery-processes?${page}`],
    ['staff: recovery processes, search', 'admin', `/api/recovery-processes?q=${q}&${page}`],
    ['admin: privacy requests', 'admin', `/api/privacy/requests/queue?${page}`],
    ['admin: statistics', 'admin', '/api/admin/stats'],
    ['admin: a case by its number', 'admin', `/api/cases/${encodeURIComponent(ids.caseNumber)}`],
    ['admin: case history (compliance)', 'admin', `/api/cases/${workedCase}/history`],
    ["agent: 'Mis clientes'", 'agent', `/api/agent/clients?${page}`],
    ['agent: case page', 'agent', `/api/cases/${workedCase}`],
    ['agent: case comments', 'agent', `/api/fraud-cases/${workedCase}/comments`],
    ['agent: case documents', 'agent', `/api/cases/${workedCase}/documents`],
    ['client: dashboard', 'client', '/api/clients/my-dashboard'],
    ['client: home', 'client', `/api/recovery/${demoIds.clientUserId}`],
    ['client: notifications', 'client', '/api/notifications'],
    ['public: outcomes', 'none', '/api/outcomes'],
  ];
}

const REPORTS = ['cases.csv', 'clients.csv', 'recovery.csv'] as const;

/** One streamed CSV download: rows (lines after the header), bytes, time, the portal's memory growth. */
async function timeReport(
  portal: RunningPortal,
  pid: number | undefined,
  file: string,
  cookie: string,
): Promise<ReportRow> {
  const path = `/api/admin/reports/${file}`;
  const started = performance.now();
  const { result, startBytes, peakBytes } = await memoryGrowthDuring(pid, async () => {
    const res = await fetch(`${portal.baseUrl}${path}`, { headers: { cookie } });
    let lines = 0;
    let bytes = 0;
    if (res.body)
      for await (const chunk of res.body) {
        bytes += chunk.byteLength;
        for (const b of chunk) if (b === 10) lines++;
      }
    return { status: res.status, lines, bytes };
  });
  const seconds = (performance.now() - started) / 1000;
  const rows = Math.max(0, result.lines - 1);
  return {
    name: file,
    path,
    rows,
    bytes: result.bytes,
    seconds,
    rowsPerSec: rows / seconds,
    memoryGrowthBytes: peakBytes - startBytes,
    status: result.status,
  };
}

/**
 * A real portal on a copy of `folder` (logins write sessions; the cached folder stays as built), the demo admin
 * (second factor from its published secret), agent and client signed in, every read timed, then the reports.
 */
export async function measureFolder(
  folder: string,
  clients: number,
  log: (line: string) => void,
): Promise<FolderMeasures> {
  const copy = tempDataDir('portal-bench-scale-run-');
  let t = performance.now();
  cpSync(folder, copy, { recursive: true });
  const copySeconds = (performance.now() - t) / 1000;
  t = performance.now();
  const portal = await startPortal({
    dataDir: copy,
    demo: true,
    serveFrontend: false,
    env: { LOG_LEVEL: 'warn' },
  });
  const startSeconds = (performance.now() - t) / 1000;
  try {
    const pid = portalPid(copy);
    // A projection whose version changed since the folder was made rebuilds at start: measure after it.
    const settleSeconds = await untilIdle(pid);
    log(
      `  ${clients} clients: copied in ${copySeconds.toFixed(1)} s, portal up in ${startSeconds.toFixed(1)} s, idle after ${settleSeconds.toFixed(1)} s more`,
    );
    const cookies: Record<Who, string> = {
      admin: (await login(portal.baseUrl, demoAccounts.admin.username, demoAccounts.admin.password)).cookie,
      agent: (await login(portal.baseUrl, demoAccounts.agent.username, demoAccounts.agent.password)).cookie,
      client: (await login(portal.baseUrl, demoAccounts.client.username, demoAccounts.client.password))
        .cookie,
      none: '',
    };
    const demoCase = await getJson<{ caseNumber: string }>(
      portal.baseUrl,
      `/api/cases/${workedCase}`,
      cookies.admin,
    );
    const firstPage = await getJson<{ id: string }[]>(
      portal.baseUrl,
      `/api/fraud-cases?limit=${measureSettings.page}`,
      cookies.admin,
    );
    const reads: ReadRow[] = [];
    for (const [name, who, path] of readsOf({
      caseNumber: demoCase.caseNumber,
      pageIds: firstPage.map((c) => c.id),
    })) {
      const headers: Record<string, string> = cookies[who] ? { cookie: cookies[who] } : {};
      reads.push({ name, who, path, ...(await timeGet(`${portal.baseUrl}${path}`, headers)) });
    }
    log(
      `  ${clients} clients: reads timed; portal resident memory ${(residentBytes(pid) / 2 ** 20).toFixed(0)} MB`,
    );
    const reports: ReportRow[] = [];
    for (const file of REPORTS) reports.push(await timeReport(portal, pid, file, cookies.admin));
    return { clients, copySeconds, startSeconds, settleSeconds, loadavg: loadavg(), reads, reports };
  } finally {
    await portal.stop();
    removeDir(copy);
  }
}

/** Bare Koa's hello (tests/bench/hello-koa.ts) timed the same way: the floor of a sequential local GET. */
export async function measureBaseline(url: string): Promise<{ p50Ms: number; p99Ms: number }> {
  const { p50Ms, p99Ms } = await timeGet(url, {});
  return { p50Ms, p99Ms };
}
