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
  warmup: 10,
  /** Sequential calls measured per read. */
  calls: 100,
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

interface Timed {
  p50Ms: number;
  p99Ms: number;
  rows: number;
  total: number | null;
  bytes: number;
  failures: number;
}

/**
 * Sequential timed GETs of several targets taken in turn (A, B, A, B, ...), so that every target meets the same
 * load of the machine: warm-up calls of each first, then `calls` of each.
 */
async function timeGets(targets: { url: string; headers: Record<string, string> }[]): Promise<Timed[]> {
  const state = targets.map(() => ({
    failures: 0,
    rows: 0,
    total: null as number | null,
    bytes: 0,
    times: [] as number[],
  }));
  const once = async (i: number) => {
    const target = targets[i];
    const mine = state[i];
    if (!target || !mine) return Number.NaN;
    const t = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(target.url, { headers: target.headers, signal: AbortSignal.timeout(60_000) });
      text = await res.text();
    } catch {
      // No answer at all (the portal died, or a minute went by): a failure, timed as it went.
      mine.failures++;
      return performance.now() - t;
    }
    const ms = performance.now() - t;
    if (res.status < 200 || res.status >= 300) mine.failures++;
    mine.bytes = Buffer.byteLength(text);
    const header = res.headers.get('x-total-count');
    mine.total = header === null ? null : Number(header);
    try {
      const json = JSON.parse(text) as unknown;
      mine.rows = Array.isArray(json)
        ? json.length
        : json && typeof json === 'object'
          ? Object.keys(json).length
          : 1;
    } catch {
      mine.rows = 0;
    }
    return ms;
  };
  for (let n = 0; n < measureSettings.warmup; n++) for (let i = 0; i < targets.length; i++) await once(i);
  for (const mine of state) mine.failures = 0;
  for (let n = 0; n < measureSettings.calls; n++)
    for (let i = 0; i < targets.length; i++) state[i]?.times.push(await once(i));
  return state.map(({ times, ...rest }) => {
    const sorted = Float64Array.from(times).sort();
    return { ...rest, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
  });
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
/** A report still streaming after this is cut (and shown as failed). */
const reportTimeoutMs = 300_000;

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
    let lines = 0;
    let bytes = 0;
    try {
      const res = await fetch(`${portal.baseUrl}${path}`, {
        headers: { cookie },
        signal: AbortSignal.timeout(reportTimeoutMs),
      });
      if (res.body)
        for await (const chunk of res.body) {
          bytes += chunk.byteLength;
          for (const b of chunk) if (b === 10) lines++;
        }
      return { status: res.status, lines, bytes };
    } catch {
      // Cut (the portal died, or the bound passed): status 0, what arrived until then.
      return { status: 0, lines, bytes };
    }
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

interface OpenPortal {
  clients: number;
  copy: string;
  portal: RunningPortal;
  pid: number | undefined;
  cookies: Record<Who, string>;
  reads: [string, Who, string][];
  copySeconds: number;
  startSeconds: number;
  settleSeconds: number;
}

/**
 * A real portal on a copy of `folder` (logins write sessions; the cached folder stays as built), once idle, with
 * the demo admin (second factor from its published secret), agent and client signed in.
 */
async function openPortal(folder: string, clients: number, log: (line: string) => void): Promise<OpenPortal> {
  const copy = tempDataDir('portal-bench-scale-run-');
  let t = performance.now();
  cpSync(folder, copy, { recursive: true });
  const copySeconds = (performance.now() - t) / 1000;
  t = performance.now();
  let portal: RunningPortal;
  try {
    portal = await startPortal({
      dataDir: copy,
      demo: true,
      serveFrontend: false,
      env: { LOG_LEVEL: 'warn' },
    });
  } catch (error) {
    removeDir(copy);
    throw error;
  }
  const startSeconds = (performance.now() - t) / 1000;
  try {
    const pid = portalPid(copy);
    // A projection whose version changed since the folder was made rebuilds at start: measure after it.
    const settleSeconds = await untilIdle(pid);
    log(
      `  ${clients} clients: copied in ${copySeconds.toFixed(1)} s, portal up in ${startSeconds.toFixed(1)} s, idle after ${settleSeconds.toFixed(1)} s more`,
    );
    const signIn = async (account: { username: string; password: string }) =>
      (await login(portal.baseUrl, account.username, account.password)).cookie;
    const cookies: Record<Who, string> = {
      admin: await signIn(demoAccounts.admin),
      agent: await signIn(demoAccounts.agent),
      client: await signIn(demoAccounts.client),
      none: '',
    };
    const worked = await getJson<{ caseNumber: string }>(
      portal.baseUrl,
      `/api/cases/${workedCase}`,
      cookies.admin,
    );
    const firstPage = await getJson<{ id: string }[]>(
      portal.baseUrl,
      `/api/fraud-cases?limit=${measureSettings.page}`,
      cookies.admin,
    );
    const reads = readsOf({ caseNumber: worked.caseNumber, pageIds: firstPage.map((c) => c.id) });
    return { clients, copy, portal, pid, cookies, reads, copySeconds, startSeconds, settleSeconds };
  } catch (error) {
    await portal.stop();
    removeDir(copy);
    throw error;
  }
}

async function closePortal(open: OpenPortal): Promise<void> {
  await open.portal.stop();
  removeDir(open.copy);
}

/**
 * Both folders at once: a portal on each, every read timed on both in turn (same moments, same load), bare
 * Koa's hello timed the same way just before; then each portal's reports, one portal at a time.
 */
export async function measureFolders(
  folders: { dir: string; clients: number }[],
  baselineUrl: string,
  log: (line: string) => void,
): Promise<{ measures: FolderMeasures[]; baseline: { p50Ms: number; p99Ms: number } }> {
  const open: OpenPortal[] = [];
  try {
    for (const f of folders) open.push(await openPortal(f.dir, f.clients, log));
    const [bare] = await timeGets([{ url: baselineUrl, headers: {} }]);
    const baseline = { p50Ms: bare?.p50Ms ?? Number.NaN, p99Ms: bare?.p99Ms ?? Number.NaN };
    const reads: ReadRow[][] = open.map(() => []);
    const count = open[0]?.reads.length ?? 0;
    for (let r = 0; r < count; r++) {
      const timed = await timeGets(
        open.map((o): { url: string; headers: Record<string, string> } => {
          const [, who, path] = o.reads[r] ?? ['', 'none', '/'];
          return {
            url: `${o.portal.baseUrl}${path}`,
            headers: o.cookies[who] ? { cookie: o.cookies[who] } : {},
          };
        }),
      );
      open.forEach((o, i) => {
        const [name, who, path] = o.reads[r] ?? ['', 'none', '/'];
        const t = timed[i];
        if (t) reads[i]?.push({ name, who, path, ...t });
      });
    }
    const load = loadavg();
    for (const o of open)
      log(
        `  ${o.clients} clients: reads timed; portal resident memory ${(residentBytes(o.pid) / 2 ** 20).toFixed(0)} MB`,
      );
    const measures: FolderMeasures[] = [];
    for (const [i, o] of open.entries()) {
      const reports: ReportRow[] = [];
      for (const file of REPORTS) reports.push(await timeReport(o.portal, o.pid, file, o.cookies.admin));
      measures.push({
        clients: o.clients,
        copySeconds: o.copySeconds,
        startSeconds: o.startSeconds,
        settleSeconds: o.settleSeconds,
        loadavg: load,
        reads: reads[i] ?? [],
        reports,
      });
    }
    return { measures, baseline };
  } finally {
    for (const o of open) await closePortal(o);
  }
}
