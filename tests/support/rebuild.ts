import { spawn } from 'node:child_process';
import { repoRoot } from './portal.js';

/** Runs `npm run rebuild` (its CLI) on a data folder as an operator would, the portal stopped. */
export function rebuildCli(
  dataDir: string,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'projections/src/rebuild/cli.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
