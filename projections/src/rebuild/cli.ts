import { LEGACY_READ_MODELS_CHECKPOINT } from '@portal/contracts';
import { loadConfig, openStores } from '@portal/platform';
import { SingleBar } from 'cli-progress';
import { readModelProjectors } from '../catalog.js';
import { rebuildProjection } from './rebuild.js';

/**
 * npm run rebuild                  rebuilds every projection from the event log and switches each one in.
 * npm run rebuild -- --check       rebuilds beside the live ones and reports any difference (exit 1 if any).
 * npm run rebuild -- users agents  only the projections named (either mode); so does `--projection users`.
 * A projection that cannot apply an event is reported with the event and left as it was (exit 1).
 */
const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
// `--projection <name>` (repeatable) or bare names.
const names = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--projection');
for (const [i, a] of args.entries())
  if (a === '--projection' && args[i + 1]) names.push(args[i + 1] as string);
const unknown = names.filter((n) => !readModelProjectors.some((p) => p.name === n));
if (unknown.length > 0) {
  console.error(
    `Proyecciones desconocidas: ${unknown.join(', ')}. Existen: ${readModelProjectors.map((p) => p.name).join(', ')}.`,
  );
  process.exit(2);
}
const selected = readModelProjectors.filter((p) => names.length === 0 || names.includes(p.name));

const config = loadConfig();
const stores = await openStores(config);
let failed = false;
for (const projector of selected) {
  const bar = new SingleBar({
    format: `${checkOnly ? 'Comprobando' : 'Reconstruyendo'} ${projector.name.padEnd(16)} |{bar}| {percentage}% | posición {value}/{total} | {rate} eventos/s | {eta_formatted} restantes`,
    hideCursor: true,
  });
  let started = false;
  const startedAt = Date.now();
  const result = await rebuildProjection({
    projector,
    events: stores.events,
    documents: stores.documents,
    checkOnly,
    onProgress: (done, total) => {
      if (!started) {
        bar.start(Math.max(total, 1), 0, { rate: 0 });
        started = true;
      }
      const seconds = Math.max((Date.now() - startedAt) / 1000, 0.001);
      bar.update(done, { rate: Math.round(done / seconds).toLocaleString('es-MX') });
    },
  });
  if (started) bar.stop();
  const where = result.position ?? '(registro vacío)';
  if (result.failure) {
    failed = true;
    console.log(`${projector.name}: se detuvo en la posición ${result.failure.position}; no se cambió nada.`);
    console.log(`  ${result.failure.message}`);
  } else if (result.differences) {
    if (result.differences.length === 0)
      console.log(`${projector.name}: ${result.events} eventos hasta ${where}; coincide con el registro.`);
    else {
      failed = true;
      console.log(`${projector.name}: ${result.differences.length} documentos difieren:`);
      for (const d of result.differences.slice(0, 50)) console.log(`  ${d}`);
    }
  } else console.log(`${projector.name}: ${result.events} eventos hasta ${where}; reconstruida y activada.`);
}
// An older data folder kept every read model under one checkpoint; once each projection was
// switched in under its own, that one belongs to no one.
if (!checkOnly && !failed && names.length === 0)
  await stores.documents.reset([], [LEGACY_READ_MODELS_CHECKPOINT]);
await stores.close();
if (failed) process.exitCode = 1;
else if (checkOnly) console.log('Los modelos de lectura coinciden con una reconstrucción desde el registro.');
else console.log('Modelos de lectura reconstruidos y activados.');
