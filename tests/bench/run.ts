import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, release } from 'node:os';
import { join } from 'node:path';
import { runAdminListBench } from './admin-list.js';
import { runBundleBench } from './bundle.js';
import { runCaseWorkBench } from './case-work.js';
import { runDeliveryBench } from './delivery.js';
import { runEventStoreBench } from './event-store.js';
import { runHttpBench } from './http.js';
import { runLighthouseBench } from './lighthouse.js';
import { runLoginStormBench } from './login-storm.js';
import {
  printPgAppends,
  printPgHttp,
  printPgLag,
  runPgAppendBench,
  runPgHttpBench,
  runPgLagBench,
} from './postgres.js';
import { num, type Print } from './print.js';
import { printBundle, printHttp, printLag, printLighthouse, printStore, printStorm } from './print-core.js';
import {
  printAdminList,
  printCaseWork,
  printDelivery,
  printPrivacy,
  printQueue,
  printReplay,
  printUpload,
} from './print-parts.js';
import { runPrivacyBench } from './privacy.js';
import { runProjectionLagBench } from './projection-lag.js';
import { runQueueBench } from './queue.js';
import { registrationLines, runRegistrationBench } from './registration.js';
import { runReplayBench } from './replay.js';
import { printScale, runScaleBench } from './scale.js';
import { runUploadBench } from './upload.js';

/** A part: how it runs and how it prints what it measured. */
const part = <R>(run: () => R | Promise<R>, show: (r: R, print: Print) => void) => ({ run, show });

/**
 * `npm run bench`: measures and prints, does not assert. All traffic goes to 127.0.0.1; every part is
 * bounded in count and time. `npm run bench -- store lag` runs only the named parts (http, store, lag, storm, bundle, lighthouse, queue, delivery, casework, upload, adminlist, replay, privacy, scale, register, pghttp, pgstore, pglag).
 * The parts run in this order.
 */
const registry = {
  http: part(runHttpBench, printHttp),
  store: part(runEventStoreBench, printStore),
  lag: part(() => runProjectionLagBench(), printLag),
  storm: part(runLoginStormBench, printStorm),
  bundle: part(runBundleBench, printBundle),
  lighthouse: part(runLighthouseBench, printLighthouse),
  queue: part(runQueueBench, printQueue),
  delivery: part(runDeliveryBench, printDelivery),
  casework: part(runCaseWorkBench, printCaseWork),
  upload: part(runUploadBench, printUpload),
  adminlist: part(runAdminListBench, printAdminList),
  replay: part(runReplayBench, printReplay),
  register: part(runRegistrationBench, (r, print) => {
    for (const line of registrationLines(r)) print(line);
  }),
  privacy: part(runPrivacyBench, printPrivacy),
  scale: part(runScaleBench, printScale),
  pghttp: part(runPgHttpBench, printPgHttp),
  pgstore: part(runPgAppendBench, printPgAppends),
  pglag: part(runPgLagBench, printPgLag),
};
type Part = keyof typeof registry;
const parts = Object.keys(registry) as Part[];
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

print('Portal benchmark');
print(`  date ${environment.date}`);
print(`  node ${environment.node}   ${environment.os}`);
print(`  cpu  ${environment.cpu}   cores ${environment.cores}   loadavg ${environment.loadavg.join(' ')}`);
print();

const results: { environment: typeof environment } & {
  [K in Part]?: Awaited<ReturnType<(typeof registry)[K]['run']>>;
} = { environment };
const started = performance.now();
for (const name of parts) {
  if (!selected.has(name)) continue;
  const { run, show } = registry[name] as ReturnType<typeof part<unknown>>;
  const result = await run();
  (results as Record<string, unknown>)[name] = result;
  show(result, print);
  print();
}
print(`total ${num((performance.now() - started) / 1000, 1)} s`);

const dir = join(import.meta.dirname, 'results');
const file = join(dir, 'latest.json');
mkdirSync(dir, { recursive: true });
writeFileSync(file, `${JSON.stringify({ ...results, printed: out.join('\n') }, null, 2)}\n`);
console.log('results written to tests/bench/results/latest.json');
