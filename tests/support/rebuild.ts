import { spawn } from 'node:child_process';
import { repoRoot } from './portal.js';

/**
 * Runs a script of the repository (`path` from its root, through tsx) to its end as an operator would, with `env`
 * over this process's environment: its exit code and everything it printed.
 */
export function runScript(
  path: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path, ...args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '', ...env },
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

/**
 * Runs `npm run rebuild` (its CLI) on a data folder as an operator would, the portal stopped; `env` names the
 * stores where they are not the folder's own.
 */
export function rebuildCli(
  dataDir: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return runScript('projections/src/rebuild/cli.ts', args, { LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir });
}
