import { cpus } from 'node:os';
import type { PgAppendResult } from './postgres-appends.js';
import type { PgHttpResult, PgHttpRow } from './postgres-http.js';
import type { PgLagResult, PgLagRow } from './postgres-lag.js';
import { num, type Print, table } from './print.js';
import type { Spread } from './projection-lag.js';

export { runPgAppendBench } from './postgres-appends.js';
/**
 * The tables of the PostgreSQL parts (`npm run bench -- pghttp pgstore pglag`), each figure beside the embedded
 * SQLite one measured in the same run: the client dashboard GET, appends, projection lag.
 */
export { runPgHttpBench } from './postgres-http.js';
export { runPgLagBench } from './postgres-lag.js';

export function printPgHttp(r: PgHttpResult, print: Print): void {
  const s = r.settings;
  print(
    `15. Dashboard GET on PostgreSQL  (GET /api/clients/my-dashboard as the demo client; autocannon ${s.connections} connections in all, ${s.durationS} s after a ${s.warmupS} s warm-up, load from this process; DATABASE_URL a fresh database, REDIS_URL a private redis-server)`,
  );
  const rows = [r.embedded, r.postgres, r.oneGateway, r.twoGateways].filter(
    (x): x is PgHttpRow => x !== undefined,
  );
  table(
    print,
    ['portal', 'processes', 'req/s', 'p50 ms', 'p99 ms', 'max ms', '2xx', 'non-2xx/err', 'bytes/resp'],
    rows.map((x) => [
      x.name,
      x.processes,
      num(x.reqPerSec),
      num(x.p50Ms, 2),
      num(x.p99Ms, 2),
      num(x.maxMs, 1),
      num(x.ok),
      num(x.failed),
      num(x.bytesPerResponse),
    ]),
  );
  if (r.skipped) print(`  (PostgreSQL rows skipped: ${r.skipped})`);
  if (r.postgres)
    print(
      `  ratio PostgreSQL + Redis / embedded req/s: ${num(r.postgres.reqPerSec / r.embedded.reqPerSec, 3)}`,
    );
  if (r.oneGateway && r.twoGateways)
    print(
      `  ratio 2 gateways / 1 gateway req/s: ${num(r.twoGateways.reqPerSec / r.oneGateway.reqPerSec, 3)}  (this machine has ${cpus().length} cores shared by the gateways, the projections process, PostgreSQL, Redis and the load generator: a second gateway cannot double anything here; the figure shows the topology serving under load, and what the extra process costs)`,
    );
}

export function printPgAppends(r: PgAppendResult, print: Print): void {
  const s = r.settings;
  print(
    `16. Appends on PostgreSQL  (PostgresEventStore beside SqliteEventStore: up to ${num(s.events)} events per variant or ${s.capS} s, a fresh SQLite file (WAL, synchronous=FULL) or a fresh PostgreSQL schema each; best of ${s.rounds} interleaved rounds; ClientRegistered-sized events)`,
  );
  if (r.postgresSettings) print(`  PostgreSQL: ${r.postgresSettings}`);
  const rate = (x: PgAppendResult['rows'][number]['sqlite'] | undefined) =>
    x ? [num(x.eventsPerSec), num(x.commitsPerSec)] : ['-', '-'];
  table(
    print,
    ['variant', 'SQLite events/s', 'appends/s', 'PostgreSQL events/s', 'appends/s', 'PG / SQLite'],
    r.rows.map((x) => [
      x.name,
      ...rate(x.sqlite),
      ...rate(x.postgres),
      x.postgres ? num(x.postgres.eventsPerSec / x.sqlite.eventsPerSec, 3) : '-',
    ]),
  );
  if (r.skipped) print(`  (PostgreSQL skipped: ${r.skipped})`);
}

export function printPgLag(r: PgLagResult, print: Print): void {
  const s = r.settings;
  print(
    `17. Projection lag on PostgreSQL  (in this process: every read model's projection follows the log while a writer appends the events of registrations, open loop, ${s.seconds} s at each pace; lag = append resolved -> Projections.waitFor resolved; PostgreSQL on a fresh database, woken by LISTEN/NOTIFY)`,
  );
  const sides = r.rows.flatMap((row): [string, PgLagRow | undefined][] => [
    [`SQLite ${row.perSecond}/s`, row.sqlite],
    [`PostgreSQL ${row.perSecond}/s`, row.postgres],
  ]);
  const cell = (f: (x: PgLagRow) => string) => sides.map(([, x]) => (x ? f(x) : '-'));
  const ms = (pick: (x: PgLagRow) => number) => cell((x) => num(pick(x), 2));
  const pair = (pick: (x: PgLagRow) => Spread) =>
    cell((x) => `${num(pick(x).p50, 2)} / ${num(pick(x).p99, 2)}`);
  table(
    print,
    ['measure', ...sides.map(([name]) => name)],
    [
      ['appends measured', ...cell((x) => num(x.appends))],
      ['appends/s achieved', ...cell((x) => num(x.achievedPerSecond, 1))],
      ['lag p50 ms', ...ms((x) => x.lagMs.p50)],
      ['lag p90 ms', ...ms((x) => x.lagMs.p90)],
      ['lag p99 ms', ...ms((x) => x.lagMs.p99)],
      ['lag max ms', ...ms((x) => x.lagMs.max)],
      ['lag mean ms', ...ms((x) => x.lagMs.mean)],
      ['one append p50 / p99 ms', ...pair((x) => x.appendMs)],
      [
        'feed batches (mean events each)',
        ...cell((x) => `${num(x.feedBatches)} (${num(x.eventsPerBatch, 2)})`),
      ],
      ['one batch to every projection p50 / p99 ms', ...pair((x) => x.handOutMs)],
      ['waitFor timed out', ...cell((x) => num(x.timedOut))],
      ['appends failed', ...cell((x) => num(x.failed))],
      [
        'client dashboards projected (appends / 4)',
        ...cell((x) => `${num(x.dashboards)} of ${num(Math.ceil(x.appends / 4))}`),
      ],
    ],
  );
  for (const [name, x] of sides) if (x?.firstError) print(`  ${name}: first failed append: ${x.firstError}`);
  if (r.skipped) print(`  (PostgreSQL skipped: ${r.skipped})`);
}
