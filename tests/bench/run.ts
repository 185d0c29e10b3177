import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, release } from 'node:os';
import { join } from 'node:path';
import { type AdminListResult, runAdminListBench } from './admin-list.js';
import { type BundleResult, runBundleBench } from './bundle.js';
import { type CaseWorkResult, runCaseWorkBench } from './case-work.js';
import {
  type DeliveryPhase,
  type DeliveryResult,
  type LatencyStats,
  PEER_GREETING_DELAY_MS,
  runDeliveryBench,
} from './delivery.js';
import { runEventStoreBench, type StoreResult } from './event-store.js';
import { type HttpResult, type HttpRow, runHttpBench } from './http.js';
import { type LighthouseResult, runLighthouseBench } from './lighthouse.js';
import { type ProbeRow, runLoginStormBench, type StormResult } from './login-storm.js';
import {
  printPgAppends,
  printPgHttp,
  printPgLag,
  runPgAppendBench,
  runPgHttpBench,
  runPgLagBench,
} from './postgres.js';
import type { PgAppendResult } from './postgres-appends.js';
import type { PgHttpResult } from './postgres-http.js';
import type { PgLagResult } from './postgres-lag.js';
import { type PrivacyResult, privacySettings, runPrivacyBench } from './privacy.js';
import { type LagResult, runProjectionLagBench } from './projection-lag.js';
import { type QueueResult, runQueueBench } from './queue.js';
import { type RegistrationResult, registrationLines, runRegistrationBench } from './registration.js';
import { type ReplayResult, replaySettings, runReplayBench } from './replay.js';
import { printScale, runScaleBench, type ScaleResult } from './scale.js';
import { runUploadBench, type UploadResult } from './upload.js';

/**
 * `npm run bench`: measures and prints, does not assert. All traffic goes to 127.0.0.1; every part is
 * bounded in count and time. `npm run bench -- store lag` runs only the named parts (http, store, lag, storm, bundle, lighthouse, queue, delivery, casework, upload, adminlist, replay, privacy, scale, register, pghttp, pgstore, pglag).
 */
const parts = [
  'http',
  'store',
  'lag',
  'storm',
  'bundle',
  'lighthouse',
  'queue',
  'delivery',
  'casework',
  'upload',
  'adminlist',
  'replay',
  'privacy',
  'register',
  'scale',
  'pghttp',
  'pgstore',
  'pglag',
] as const;
type Part = (typeof parts)[number];
const asked = process.argv.slice(2).filter((a): a is Part => (parts as readonly string[]).includes(a));
const selected = new Set<Part>(asked.length ? asked : parts);

const cpu = cpus();
const environment = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpu[0]?.model ?? 'unknown',
  cores: cpu.length,
  os: `${platform()} ${release()} ${arch()}`,
  loadavg: loadavg().map((x) => Number(x.toFixed(2))),
};

const out: string[] = [];
const print = (line = '') => {
  out.push(line);
  console.log(line);
};

const num = (x: number, digits = 0) =>
  Number.isFinite(x)
    ? x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '-';

/** The head and a row of a latency table: percentiles and mean with `digits` decimals, the max with one. */
const latencyHead = ['latency', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'mean ms'];
const latencyCells = (label: string, l: LatencyStats, digits: number) => [
  label,
  num(l.p50Ms, digits),
  num(l.p90Ms, digits),
  num(l.p99Ms, digits),
  num(l.maxMs, 1),
  num(l.meanMs, digits),
];

/** Left-aligned first column, right-aligned numbers. */
function table(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')}`;
  print(line(head));
  print(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) print(line(r));
}

function printHttp(r: HttpResult): void {
  const s = r.settings;
  print(
    `1. HTTP  (autocannon ${s.connections} connections, ${s.durationS} s after a ${s.warmupS} s warm-up; each server in its own process, load from this one)`,
  );
  const cells = (x: HttpRow) => [
    x.name,
    num(x.reqPerSec),
    num(x.p50Ms, 2),
    num(x.p99Ms, 2),
    num(x.meanMs, 2),
    num(x.maxMs, 1),
    num(x.ok),
    num(x.non2xx + x.errors + x.timeouts),
    num(x.bytesPerResponse),
  ];
  table(
    ['server', 'req/s', 'p50 ms', 'p99 ms', 'mean ms', 'max ms', '2xx', 'non-2xx/err', 'bytes/resp'],
    [cells(r.portal), cells(r.bare)],
  );
  print(`  ratio portal / bare req/s: ${num(r.ratio, 3)}  (bare Koa is ${num(1 / r.ratio, 1)}x the portal)`);
  print("  (latency from each 2xx response's own timing, not autocannon's whole-millisecond histogram)");
}

function printStore(r: StoreResult): void {
  const s = r.settings;
  print(
    `2. Event store appends  (${num(s.events)} events per variant or ${s.capS} s, fresh temp file each, WAL + synchronous=FULL (fsync per commit) on both sides; best of ${s.rounds} interleaved rounds)`,
  );
  table(
    ['variant', 'events', 'seconds', 'events/s', 'commits/s', 'KB written/commit'],
    r.rows.map((x) => [
      x.name,
      num(x.events),
      num(x.seconds, 2),
      num(x.eventsPerSec),
      num(x.commitsPerSec),
      num(x.bytesPerCommit / 1024, 1),
    ]),
  );
  print(
    `  ratio adapter / raw bare table events/s: 1 per append ${num(r.ratioSingle, 3)} (raw ${num(1 / r.ratioSingle, 1)}x), ${s.batch} per append ${num(r.ratioBatch, 3)} (raw ${num(1 / r.ratioBatch, 1)}x)`,
  );
}

function printLag(r: LagResult): void {
  const s = r.settings;
  const ms = (x: { p50: number; p99: number; max: number }) =>
    `${num(x.p50, 2)} / ${num(x.p99, 2)} / ${num(x.max, 2)}`;
  print(
    `3. Projection lag  (in process: Projections (one reader of the log for every read model) on SQLite temp files; ${num(s.appends)} appends (each one event of a registration), paced at ${num(s.appendsPerSecond)}/s)`,
  );
  table(
    ['measure', 'value'],
    [
      ['appends measured', num(r.appends)],
      ['appends/s achieved', num(r.achievedPerSecond, 1)],
      ['lag p50 ms (append resolved -> waitFor resolved)', num(r.lagMs.p50, 2)],
      ['lag p90 ms', num(r.lagMs.p90, 2)],
      ['lag p99 ms  (goal <= 10)', num(r.lagMs.p99, 2)],
      ['lag max ms', num(r.lagMs.max, 2)],
      ['lag mean ms', num(r.lagMs.mean, 2)],
      ['waitFor timed out', num(r.timedOut)],
      ['feed batches (mean events/batch)', `${num(r.feedBatches)} (${num(r.eventsPerBatch, 2)})`],
      ['p50 / p99 / max ms: append resolved -> its batch handed out (0: before)', ms(r.wakeMs)],
      ['p50 / p99 / max ms: one batch to every projection', ms(r.handOutMs)],
      ['p50 / p99 / max ms: of which SQLite commits', ms(r.commitMs)],
      ['p50 / p99 / max ms: one append, call -> resolved', ms(r.appendMs)],
      ['p50 / p99 / max ms: event loop delay while writing', ms(r.loopDelayMs)],
      ['baseline, the writer alone: event loop delay p50 / p99 / max ms', ms(r.writerAlone.loopDelayMs)],
      ['baseline, the writer alone: one append p50 / p99 / max ms', ms(r.writerAlone.appendMs)],
      [
        'client dashboards projected',
        `${num(r.dashboards)} (sample valid: ${r.sampleDashboardValid ? 'yes' : 'NO'})`,
      ],
      [
        `rebuild of all ${r.rebuildAll.projections} projections, one read: events, s, events/s`,
        `${num(r.rebuildAll.events)}, ${num(r.rebuildAll.seconds, 2)}, ${num(r.rebuildAll.eventsPerSec)}`,
      ],
    ],
  );
  const m = r.million;
  print(
    `   clientDashboard rebuild on ${num(m.events)} events (cached log${m.generateSeconds === undefined ? '' : `, written now in ${num(m.generateSeconds, 1)} s`}; batches of ${num(s.rebuildBatch)})`,
  );
  table(
    ['measure', 'value'],
    [
      ['baseline: the log read alone (readAll, JSON parsed) events/s', num(m.readEventsPerSec)],
      ['rebuild seconds', num(m.rebuild.seconds, 2)],
      ['rebuild events/s  (goal >= 50,000)', num(m.rebuild.eventsPerSec)],
      ['rebuild CPU seconds (the process, its threads together)', num(m.rebuild.cpuSeconds, 2)],
      ['documents stored (MB of JSON)', `${num(m.documents)} (${num(m.bytes / 1e6, 1)})`],
      [
        'baseline: the same rows inserted raw, s (rows/s)',
        `${num(m.rawInsert.seconds, 2)} (${num(m.rawInsert.rowsPerSec)})`,
      ],
    ],
  );
}

function printStorm(r: StormResult): void {
  const s = r.settings;
  print(
    `4. Login storm  (real portal, scrypt 2^${s.scryptLog2N}, hashing pool ${r.hashingConcurrency} at once; each target GET every ${s.probeEveryMs} ms, open loop: ${s.idleS} s idle after a ${s.warmupS} s warm-up, then while ${s.logins} distinct clients log in at once)`,
  );
  const cells = (phase: string, x: ProbeRow) => [
    `${x.name} (${phase})`,
    num(x.count),
    num(x.p50Ms, 2),
    num(x.p99Ms, 2),
    num(x.maxMs, 1),
    num(x.errors),
  ];
  table(
    ['target', 'answers', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
    r.idle.flatMap((idle, i) => {
      const storm = r.storm[i];
      return storm ? [cells('idle', idle), cells('storm', storm)] : [cells('idle', idle)];
    }),
  );
  const l = r.logins;
  print(
    `  logins: ${num(l.ok)} ok, ${num(l.failed)} failed, all done in ${num(l.seconds, 1)} s (p50 ${num(l.p50Ms)} ms, max ${num(l.maxMs)} ms); ${s.logins} registrations took ${num(r.registrationSeconds, 1)} s`,
  );
  if (!r.frontendProbed)
    print('  (front end not built: GET / and its JS not probed; npx vite build frontend)');
  print(`  ratio dashboard p99 storm / idle: ${num(r.dashboardRatio, 2)}  (goal <= 2)`);
}

const KB = (bytes: number) => `${num(bytes / 1024, 1)} KB`;

function printBundle(r: BundleResult): void {
  print(
    '5. JavaScript per route  (frontend/dist build manifest, as a browser loads the page: entry, app but on / and /login, route chunks, their static imports; gzip -9, KB = 1,024 bytes)',
  );
  if (!r.built) {
    print('  (front end not built with its manifest: npx vite build frontend)');
    return;
  }
  table(
    ['route', 'JS files', 'gzip', 'goal'],
    r.routes.map((x) => [x.path, num(x.files), KB(x.gzipBytes), `<= ${KB(x.goalBytes)}`]),
  );
  const u = r.landingAndLogin;
  print(`  / and /login together: ${num(u.files)} files, ${KB(u.gzipBytes)} (${num(u.gzipBytes)} bytes)`);
}

function printLighthouse(r: LighthouseResult): void {
  const s = r.settings;
  print(
    `6. Lighthouse  (12.8 CLI, mobile preset: simulated slow 4G, 4x CPU slowdown; real portal serving frontend/dist; median of ${s.runs} runs by performance, fresh Chromium each)`,
  );
  if (!r.built) {
    print('  (front end not built: npx vite build frontend)');
    return;
  }
  const score = (x: number | null) => (x === null ? '-' : String(x));
  table(
    ['page', 'performance', 'accessibility', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'SI ms', 'runs'],
    r.rows.map((x) => [
      x.path,
      score(x.performance),
      score(x.accessibility),
      num(x.lcpMs),
      num(x.fcpMs),
      num(x.tbtMs),
      num(x.cls, 3),
      num(x.speedIndexMs),
      x.performanceRuns.map(score).join(' '),
    ]),
  );
  for (const x of r.rows) if (x.error) print(`  ${x.path}: ${x.error}`);
  print('  (goal: performance >= 95 and accessibility 100 on each)');
}

function printQueue(r: QueueResult): void {
  const s = r.settings;
  print(
    `7. Job queue  (enqueue: up to ${num(s.enqueue)} jobs or ${s.capS} s, each call with the reactor's checkpoint; processed: ${num(s.drain)} queued jobs emptied by one worker, concurrency ${s.concurrency}, no-op handler, or ${s.capS} s)`,
  );
  const cells = (x: QueueResult['enqueue'][number]) => [
    x.name,
    num(x.jobs),
    num(x.seconds, 2),
    num(x.jobsPerSec),
  ];
  table(['enqueue', 'jobs', 'seconds', 'jobs/s'], r.enqueue.map(cells));
  table(['processed end to end', 'jobs', 'seconds', 'jobs/s'], r.processed.map(cells));
  if (r.bullmqSkipped) print(`  (BullMQ not measured: ${r.bullmqSkipped})`);
}

function printDelivery(r: DeliveryResult): void {
  const s = r.settings;
  print(
    `8. E-mail delivery  (real portal, embedded queue, SMTP_URL to an smtp-server peer in this process; ${s.paced} registrations paced at ${s.perSecond}/s, then ${s.burst} with ${s.burstConcurrency} at once; matched by the case number in the subject)`,
  );
  print(
    '  t0 = the registration answer arrived (its events appended and projected by then); t1 = the peer accepted the message (end of DATA)',
  );
  const cells = (x: DeliveryPhase, label: string, l: LatencyStats) =>
    latencyCells(`${x.name}: ${label}`, l, 1);
  table(
    latencyHead,
    [r.paced, r.burst].flatMap((x) => [
      cells(x, 'answer -> accepted', x.fromAnswer),
      cells(x, 'answer -> SMTP connection opened', x.toConnect),
      cells(x, 'request -> accepted', x.fromRequest),
      cells(x, 'request -> answer', x.answer),
    ]),
  );
  table(
    [
      'phase',
      'registered',
      'failed',
      'delivered',
      'duplicates',
      'unmatched',
      'reg s',
      'delivery s',
      'messages/s',
    ],
    [r.paced, r.burst].map((x) => [
      x.name,
      num(x.registered),
      num(x.failed),
      num(x.delivered),
      num(x.duplicates),
      num(x.unmatched),
      num(x.registrationSeconds, 2),
      num(x.deliverySeconds, 2),
      num(x.messagesPerSec, 1),
    ]),
  );
  print(
    `  (delivery s: first answer to last message accepted; duplicates must be 0. The peer (smtp-server) greets ${PEER_GREETING_DELAY_MS} ms after each connection, and the portal opens one per message: that wait is in "accepted", not in "connection opened")`,
  );
}

function printCaseWork(r: CaseWorkResult): void {
  const s = r.settings;
  print(
    `9. Staff write -> client screen  (real portal, demo agent and client; ${s.writes} rounds after ${s.warmup} warm-up, one at a time: the agent writes, then the client's refetch must show it)`,
  );
  const cells = (label: string, l: LatencyStats) => latencyCells(label, l, 2);
  table(latencyHead, [
    cells('phase progress: PUT (If-Match) -> answer', r.progressWrite),
    cells('  then client GET my-dashboard', r.dashboardRefetch),
    cells('  write start -> dashboard shows it', r.progressVisible),
    cells('visible comment: POST -> answer', r.commentWrite),
    cells('  then client GET comments', r.commentsRefetch),
    cells('  write start -> comments show it', r.commentVisible),
    cells('baseline: GET my-dashboard, no write before', r.dashboardAlone),
  ]);
  print(
    `  refetches that did not show the write: ${num(r.notVisible)} (must be 0); answers marked X-Read-Models: pending: ${num(r.readModelsPending)}`,
  );
}

function printUpload(r: UploadResult): void {
  const s = r.settings;
  print(
    `10. Document upload  (real portal, demo client; ${num(s.fileBytes / 1024 / 1024)} MB files of random bytes, ${s.rounds} rounds after ${s.warmup} warm-up, one at a time; baseline: copyFile + fsync of the same size on the same disk)`,
  );
  const cells = (label: string, l: LatencyStats) => latencyCells(label, l, 1);
  table(latencyHead, [
    cells('PUT on the signed URL (check, SHA-256, store, fsync)', r.put),
    cells('start + PUT + complete (document recorded)', r.whole),
    cells('baseline: raw file copy + fsync', r.rawCopy),
  ]);
  print(
    `  MB/s at the median: PUT ${num(r.putMBps, 1)}, whole upload ${num(r.wholeMBps, 1)}, raw copy ${num(r.rawCopyMBps, 1)}; ratio PUT / raw copy ${num(r.putMBps / r.rawCopyMBps, 2)}, whole / raw copy ${num(r.wholeMBps / r.rawCopyMBps, 2)}`,
  );
}

function printAdminList(r: AdminListResult): void {
  const s = r.settings;
  print(
    `11. Admin list  (real portal, ${num(s.clients)} clients in the adminClients read model, pages of ${s.pageSize}; autocannon ${s.connections} connections, ${s.durationS} s after a ${s.warmupS} s warm-up)`,
  );
  const cells = (x: HttpRow) => [
    x.name,
    num(x.reqPerSec),
    num(x.p50Ms, 2),
    num(x.p99Ms, 2),
    num(x.ok),
    num(x.non2xx + x.errors + x.timeouts),
    num(x.bytesPerResponse),
  ];
  table(
    ['server', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx/err', 'bytes/resp'],
    [cells(r.first), cells(r.page), cells(r.search), cells(r.bare)],
  );
  print(
    `  ratio first page / bare req/s: ${num(r.first.reqPerSec / r.bare.reqPerSec, 3)}; middle page / bare: ${num(r.page.reqPerSec / r.bare.reqPerSec, 3)}; search / bare: ${num(r.search.reqPerSec / r.bare.reqPerSec, 3)}`,
  );
}

function printReplay(r: ReplayResult): void {
  print(
    `12. Case history and rebuild  (SQLite temp files; a case of ${num(r.caseEvents)} events, ${replaySettings.rounds} calls each; then ${num(replaySettings.rebuildEvents)} events written by raw INSERTs of ${num(replaySettings.insertBatch)} per transaction and rebuilt)`,
  );
  table(
    ['call', 'p50 ms', 'p95 ms'],
    [
      [
        `history of the case (read its streams, diff ${num(r.caseEvents)} events)`,
        num(r.history.p50Ms, 2),
        num(r.history.p95Ms, 2),
      ],
      ['as-of now (replay through the caseFiles projector)', num(r.asOf.p50Ms, 2), num(r.asOf.p95Ms, 2)],
      ['baseline: the case file from its read model', num(r.readModel.p50Ms, 3), num(r.readModel.p95Ms, 3)],
    ],
  );
  table(
    ['write or rebuild', 'events', 'seconds', 'events/s'],
    [
      [
        'raw batched INSERT (adapter table)',
        num(r.insert.events),
        num(r.insert.seconds, 2),
        num(r.insert.eventsPerSec),
      ],
      ...r.rebuilds.map((b) => [
        `rebuild ${b.projection}`,
        num(b.events),
        num(b.seconds, 2),
        num(b.eventsPerSec),
      ]),
    ],
  );
  print(
    `  ratio rebuild / raw insert events/s: ${r.rebuilds.map((b) => `${b.projection} ${num(b.eventsPerSec / r.insert.eventsPerSec, 2)}`).join(', ')}  (goal: rebuild >= 50,000 events/s embedded)`,
  );
}

function printPrivacy(r: PrivacyResult): void {
  print(
    `13. The people's keys  (in this process, SQLite temp files: ${num(privacySettings.registrations)} registrations through RegisterClient, ${privacySettings.concurrency} at a time, scrypt log2 N ${privacySettings.scryptLog2N}, median of ${privacySettings.rounds} alternating rounds; then one erasure among ${num(r.erasure.clients)} clients)`,
  );
  table(
    ['registrations', 'per s', 'p50 ms', 'p99 ms'],
    [
      ['log without keys (baseline)', num(r.plain.perSecond), num(r.plain.p50Ms, 1), num(r.plain.p99Ms, 1)],
      [
        'log with personal data sealed',
        num(r.sealed.perSecond),
        num(r.sealed.p50Ms, 1),
        num(r.sealed.p99Ms, 1),
      ],
    ],
  );
  print(
    `  ratio sealed / plain registrations per s: ${num(r.sealed.perSecond / r.plain.perSecond, 3)}; readStream events/s plain ${num(r.readPlainPerSecond)}, sealed ${num(r.readSealedPerSecond)} (ratio ${num(r.readSealedPerSecond / r.readPlainPerSecond, 3)})`,
  );
  print(
    `  erasure of one client among ${num(r.erasure.clients)} (${num(r.erasure.events)} events): ${num(r.erasure.totalMs / 1000, 2)} s, of which rebuilding ${r.erasure.projections} projections ${num(r.erasure.rebuildMs / 1000, 2)} s`,
  );
  print('  the dashboard GET reads its read model only (opened when projected): see part 1 for its req/s');
}

print('Portal benchmark');
print(`  date ${environment.date}`);
print(`  node ${environment.node}   ${environment.os}`);
print(`  cpu  ${environment.cpu}   cores ${environment.cores}   loadavg ${environment.loadavg.join(' ')}`);
print();

const results: {
  environment: typeof environment;
  http?: HttpResult;
  store?: StoreResult;
  lag?: LagResult;
  storm?: StormResult;
  bundle?: BundleResult;
  lighthouse?: LighthouseResult;
  queue?: QueueResult;
  delivery?: DeliveryResult;
  casework?: CaseWorkResult;
  upload?: UploadResult;
  privacy?: PrivacyResult;
  register?: RegistrationResult;
  adminlist?: AdminListResult;
  replay?: ReplayResult;
  scale?: ScaleResult;
  pghttp?: PgHttpResult;
  pgstore?: PgAppendResult;
  pglag?: PgLagResult;
} = {
  environment,
};
const started = performance.now();
if (selected.has('http')) {
  results.http = await runHttpBench();
  printHttp(results.http);
  print();
}
if (selected.has('store')) {
  results.store = await runEventStoreBench();
  printStore(results.store);
  print();
}
if (selected.has('lag')) {
  results.lag = await runProjectionLagBench();
  printLag(results.lag);
  print();
}
if (selected.has('storm')) {
  results.storm = await runLoginStormBench();
  printStorm(results.storm);
  print();
}
if (selected.has('bundle')) {
  results.bundle = runBundleBench();
  printBundle(results.bundle);
  print();
}
if (selected.has('lighthouse')) {
  results.lighthouse = await runLighthouseBench();
  printLighthouse(results.lighthouse);
  print();
}
if (selected.has('queue')) {
  results.queue = await runQueueBench();
  printQueue(results.queue);
  print();
}
if (selected.has('delivery')) {
  results.delivery = await runDeliveryBench();
  printDelivery(results.delivery);
  print();
}
if (selected.has('casework')) {
  results.casework = await runCaseWorkBench();
  printCaseWork(results.casework);
  print();
}
if (selected.has('upload')) {
  results.upload = await runUploadBench();
  printUpload(results.upload);
  print();
}
if (selected.has('adminlist')) {
  results.adminlist = await runAdminListBench();
  printAdminList(results.adminlist);
  print();
}
if (selected.has('replay')) {
  results.replay = await runReplayBench();
  printReplay(results.replay);
  print();
}
if (selected.has('register')) {
  results.register = await runRegistrationBench();
  for (const line of registrationLines(results.register)) print(line);
  print();
}
if (selected.has('privacy')) {
  results.privacy = await runPrivacyBench();
  printPrivacy(results.privacy);
  print();
}
if (selected.has('scale')) {
  results.scale = await runScaleBench();
  printScale(results.scale, print);
  print();
}
if (selected.has('pghttp')) {
  results.pghttp = await runPgHttpBench();
  printPgHttp(results.pghttp, print);
  print();
}
if (selected.has('pgstore')) {
  results.pgstore = await runPgAppendBench();
  printPgAppends(results.pgstore, print);
  print();
}
if (selected.has('pglag')) {
  results.pglag = await runPgLagBench();
  printPgLag(results.pglag, print);
  print();
}
print(`total ${num((performance.now() - started) / 1000, 1)} s`);

const dir = join(import.meta.dirname, 'results');
const file = join(dir, 'latest.json');
mkdirSync(dir, { recursive: true });
writeFileSync(file, `${JSON.stringify({ ...results, printed: out.join('\n') }, null, 2)}\n`);
console.log('results written to tests/bench/results/latest.json');
