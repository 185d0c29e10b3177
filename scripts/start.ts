import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './run.js';

/**
 * npm start: builds the React app when its sources are newer than the build, then runs the portal in one
 * process (gateway, services, projections) on the embedded stores under ./data.
 */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = join(root, 'frontend/dist/index.html');
const sources = Math.max(
  newest(join(root, 'frontend')),
  newest(join(root, 'contracts/src')),
  newest(join(root, 'copy/src')),
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Compilando la interfaz web (vite build)…');
  const code = await run(bin('vite'), ['build', 'frontend', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
await import('../gateway/src/main.js');
