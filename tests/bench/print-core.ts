/** How `npm run bench` prints its parts 1 to 6: HTTP, event store, projection lag, login storm, bundle, Lighthouse. */
import type { BundleResult } from './bundle.js';
import type { StoreResult } from './event-store.js';
import type { HttpResult, HttpRow } from './http.js';
import type { LighthouseResult } from './lighthouse.js';
import type { ProbeRow, StormResult } from './login-storm.js';
import { num, type Print, table } from './print.js';
import type { LagResult } from './projection-lag.js';

/** An HTTP row's cells: its name, req/s, p50 and p99 ms, `more` latency cells, 2xx, the failures, bytes per response. */
export const httpCells = (x: HttpRow, more: string[] = []) => [
  x.name,
  num(x.reqPerSec),
  num(x.p50Ms, 2),
  num(x.p99Ms, 2),
  ...more,
  num(x.ok),
  num(x.non2xx + x.errors + x.timeouts),
  num(x.bytesPerResponse),
];

export function printHttp(r: HttpResult, print: Print): void {
  const s = r.settings;
  print(
    `1. HTTP  (autocannon ${s.connections} connections, ${s.durationS} s after a ${s.warmupS} s warm-up; each server in its own process, load from this one)`,
  );
  const cells = (x: HttpRow) => httpCells(x, [num(x.meanMs, 2), num(x.maxMs, 1)]);
  table(
    print,
    ['server', 'req/s', 'p50 ms', 'p99 ms', 'mean ms', 'max ms', '2xx', 'non-2xx/err', 'bytes/resp'],
    [cells(r.portal), cells(r.bare)],
  );
  print(`  ratio portal / bare req/s: ${num(r.ratio, 3)}  (bare Koa is ${num(1 / r.ratio, 1)}x the portal)`);
  print("  (latency from each 2xx response's own timing, not autocannon's whole-millisecond histogram)");
}

export function printStore(r: StoreResult, print: Print): void {
  const s = r.settings;
  print(
    `2. Event store appends  (${num(s.events)} events per variant or ${s.capS} s, fresh temp file each, WAL + synchronous=FULL (fsync per commit) on both sides; best of ${s.rounds} interleaved rounds)`,
  );
  table(
    print,
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

export function printLag(r: LagResult, print: Print): void {
  const s = r.settings;
  const ms = (x: { p50: number; p99: number; max: number }) =>
    `${num(x.p50, 2)} / ${num(x.p99, 2)} / ${num(x.max, 2)}`;
  print(
    `3. Projection lag  (in process: Projections (one reader of the log for every read model) on SQLite temp files; ${num(s.appends)} appends (each one event of a registration), paced at ${num(s.appendsPerSecond)}/s)`,
  );
  table(
    print,
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
    print,
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

export function printStorm(r: StormResult, print: Print): void {
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
    print,
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

export function printBundle(r: BundleResult, print: Print): void {
  print(
    '5. JavaScript per route  (frontend/dist build manifest, as a browser loads the page: entry, app but on / and /login, route chunks, their static imports; gzip -9, KB = 1,024 bytes)',
  );
  if (!r.built) {
    print('  (front end not built with its manifest: npx vite build frontend)');
    return;
  }
  table(
    print,
    ['route', 'JS files', 'gzip', 'goal'],
    r.routes.map((x) => [x.path, num(x.files), KB(x.gzipBytes), `<= ${KB(x.goalBytes)}`]),
  );
  const u = r.landingAndLogin;
  print(`  / and /login together: ${num(u.files)} files, ${KB(u.gzipBytes)} (${num(u.gzipBytes)} bytes)`);
}

export function printLighthouse(r: LighthouseResult, print: Print): void {
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
    print,
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
