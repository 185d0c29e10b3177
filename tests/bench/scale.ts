import { num, tableLines } from './print.js';
import { type BuiltFolder, cacheRoot, scaleFolder } from './scale/build.js';
import { startBareKoa } from './scale/hello.js';
import { type FolderMeasures, measureFolders, measureSettings, type ReadRow } from './scale/measure.js';

/**
 * `npm run bench -- scale`: the firm at two sizes (1,000 clients, and 100,000 with ~1,000,000 events), each a data
 * folder made through the real commands and cached (scale/build.ts), each read by a real portal on a copy of
 * it, every read's p50 and p99 of sequential calls, the reports streamed. SCALE_CLIENTS sets the large size,
 * SCALE_SMALL the small one (a quick run while developing: SCALE_CLIENTS=2000).
 */
export const scaleSettings = {
  small: Number(process.env.SCALE_SMALL) || 1_000,
  large: Number(process.env.SCALE_CLIENTS) || 100_000,
  ...measureSettings,
  /** The goal of a read at the large size: p50 at most this many times the small size's, and at most goalMs. */
  goalRatio: 2,
  goalMs: 20,
  /** The goal of a report: the portal's memory grows at most this much while it streams. */
  goalReportMemoryBytes: 50 * 2 ** 20,
};

export interface ScaleResult {
  settings: typeof scaleSettings;
  cache: string;
  folders: Omit<BuiltFolder, 'recipe'>[];
  small: FolderMeasures;
  large: FolderMeasures;
  baseline: { p50Ms: number; p99Ms: number };
}

export async function runScaleBench(log: (line: string) => void = console.log): Promise<ScaleResult> {
  const folders: BuiltFolder[] = [];
  for (const clients of [scaleSettings.small, scaleSettings.large]) {
    log(`  folder of ${clients.toLocaleString('en-US')} clients: reusing or building under ${cacheRoot()}`);
    const folder = await scaleFolder(clients, log);
    log(
      `  folder of ${clients.toLocaleString('en-US')} clients: ${folder.built ? 'built' : 'cached'}, ${folder.events.toLocaleString('en-US')} events, build ${folder.buildSeconds.toFixed(0)} s`,
    );
    folders.push(folder);
  }
  const bare = await startBareKoa();
  let measured: Awaited<ReturnType<typeof measureFolders>>;
  try {
    measured = await measureFolders(
      folders.map((f) => ({ dir: f.dir, clients: f.recipe.clients })),
      bare.url,
      log,
    );
  } finally {
    await bare.stop();
  }
  const [small, large] = measured.measures as [FolderMeasures, FolderMeasures];
  const { baseline } = measured;
  return {
    settings: scaleSettings,
    cache: cacheRoot(),
    folders: folders.map(({ recipe: _recipe, ...f }) => f),
    small,
    large,
    baseline,
  };
}

const size = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

/** The part's tables, for tests/bench/run.ts. */
export function printScale(r: ScaleResult, print: (line?: string) => void): void {
  const s = r.settings;
  const [a, b] = [size(r.small.clients), size(r.large.clients)];
  print(
    `14. The firm at scale  (data folders made through the real commands, cached in ${r.cache}; a real portal on a copy of each, both running; per read ${s.warmup} warm-up then ${s.calls} sequential calls on each, the two portals in turn; pages of ${s.page})`,
  );
  for (const f of r.folders)
    print(
      `  folder ${f.dir}: ${num(f.events)} events, ${f.built ? 'built in this run' : 'cached'}, build ${num(f.buildSeconds, 0)} s (${Object.entries(
        f.steps,
      )
        .map(([k, v]) => `${k} ${num(v, 0)} s`)
        .join('; ')})`,
    );
  for (const m of [r.small, r.large])
    print(
      `  ${size(m.clients)}: copy ${num(m.copySeconds, 1)} s, portal start ${num(m.startSeconds, 1)} s, idle ${num(m.settleSeconds, 1)} s later; loadavg after the reads ${m.loadavg.map((x) => num(x, 2)).join(' ')}`,
    );
  const rows = r.small.reads.map((x, i) => {
    const y = r.large.reads[i];
    const answer = (z: ReadRow) => `${num(z.rows)}${z.total === null ? '' : ` of ${num(z.total)}`}`;
    if (!y) return [x.name, num(x.p50Ms, 2), '-', '-', '-', '-', answer(x), '-'];
    const ratio = y.p50Ms / x.p50Ms;
    const met = ratio <= s.goalRatio && y.p50Ms <= s.goalMs && x.failures + y.failures === 0;
    const failed = x.failures + y.failures > 0 ? ` (${x.failures + y.failures} non-2xx)` : '';
    return [
      x.name,
      num(x.p50Ms, 2),
      num(y.p50Ms, 2),
      num(ratio, 2),
      num(y.p99Ms, 2),
      `${met ? 'yes' : 'NO'}${failed}`,
      answer(x),
      answer(y),
    ];
  });
  for (const line of tableLines(
    [
      'read',
      `p50 @${a} ms`,
      `p50 @${b} ms`,
      'ratio',
      `p99 @${b} ms`,
      'goal met',
      `answer @${a}`,
      `answer @${b}`,
    ],
    [
      ...rows,
      [
        'baseline: bare Koa hello (same client)',
        num(r.baseline.p50Ms, 2),
        '',
        '',
        num(r.baseline.p99Ms, 2),
        '',
        '',
        '',
      ],
    ],
  ))
    print(line);
  print(
    `  goal: p50 @${b} <= ${s.goalRatio}x p50 @${a} and <= ${s.goalMs} ms; p99 by nearest rank of ${s.calls} calls`,
  );
  const reportRows = r.small.reports.map((x, i) => {
    const y = r.large.reports[i];
    const mb = (bytes: number) => num(bytes / 2 ** 20, 1);
    if (!y) return [x.name, num(x.rows), num(x.rowsPerSec), mb(x.memoryGrowthBytes), '-', '-', '-', '-', '-'];
    const met = y.memoryGrowthBytes <= s.goalReportMemoryBytes && y.status === 200 && x.status === 200;
    return [
      x.name,
      num(x.rows),
      num(x.rowsPerSec),
      mb(x.memoryGrowthBytes),
      num(y.rows),
      num(y.seconds, 2),
      num(y.rowsPerSec),
      mb(y.memoryGrowthBytes),
      met ? 'yes' : `NO${y.status !== 200 ? ` (${y.status})` : ''}`,
    ];
  });
  for (const line of tableLines(
    [
      'report (streamed CSV)',
      `rows @${a}`,
      'rows/s',
      'mem MB',
      `rows @${b}`,
      's',
      'rows/s',
      'mem MB',
      `mem <= ${num(s.goalReportMemoryBytes / 2 ** 20)} MB`,
    ],
    reportRows,
  ))
    print(line);
  print(
    "  (mem MB: the portal process's highest resident memory during the download above its level before)",
  );
}
