import { READ_MODELS } from '@portal/contracts';
import { loadConfig, openStores } from '@portal/platform';
import { SingleBar } from 'cli-progress';
import { readModelProjectors } from '../catalog.js';
import { rebuildReadModels } from './rebuild.js';

/**
 * npm run rebuild            rebuilds every read model from the event log and switches them in.
 * npm run rebuild -- --check rebuilds beside the live ones and reports any difference (exit 1 if any).
 */
const checkOnly = process.argv.includes('--check');
const config = loadConfig();
const stores = await openStores(config);
const bar = new SingleBar({
  format: `${checkOnly ? 'Comprobando' : 'Reconstruyendo'} modelos de lectura |{bar}| {percentage}% | posición {value}/{total}`,
  hideCursor: true,
});
let started = false;
const result = await rebuildReadModels({
  name: READ_MODELS,
  projectors: readModelProjectors,
  events: stores.events,
  documents: stores.documents,
  checkOnly,
  onProgress: (done, total) => {
    if (!started) {
      bar.start(Math.max(total, 1), 0);
      started = true;
    }
    bar.update(done);
  },
});
if (started) bar.stop();
await stores.close();
console.log(`${result.events} eventos aplicados hasta la posición ${result.position ?? '(registro vacío)'}.`);
if (result.differences) {
  if (result.differences.length === 0)
    console.log('Los modelos de lectura coinciden con una reconstrucción desde el registro.');
  else {
    console.log(`${result.differences.length} documentos difieren:`);
    for (const d of result.differences.slice(0, 50)) console.log(`  ${d}`);
    process.exitCode = 1;
  }
} else console.log('Modelos de lectura reconstruidos y activados.');
