/**
 * The processes of the distributed topology for one test: gateway/src/main.ts started in a role (PORTAL_ROLE
 * gateway, projections or workers), each with its own data folder and the environment every process shares.
 * A gateway is ready when GET /api/health answers; a projections or workers process has no HTTP and is ready when
 * it prints its "<role> running" line. Every process started here is remembered so that `killAll` ends them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, removeDir, repoRoot, tempDataDir, testPortalEnv } from '../support/portal.js';

export type Role = 'gateway' | 'projections' | 'workers';

export interface RoleProcess {
  /** The test's name for it (gateway A, worker 1…). */
  name: string;
  role: Role;
  dataDir: string;
  /** http://127.0.0.1:<port> for a gateway; empty for the others. */
  baseUrl: string;
  /** SIGKILL (kill -9), waits for the exit. */
  kill(): Promise<void>;
  /** Everything the process printed so far. */
  output(): string;
  alive(): boolean;
}

const started: { process: RoleProcess; child: ChildProcess }[] = [];
const dataDirs = new Set<string>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts one process of `role` with `env` (the shared settings) on `dataDir` (a new one when omitted: a restart
 * passes the folder of the process it replaces) and waits until it is ready, at most `timeoutMs`.
 */
export async function startRole(
  name: string,
  role: Role,
  env: Record<string, string>,
  options: { dataDir?: string; timeoutMs?: number } = {},
): Promise<RoleProcess> {
  const dataDir = options.dataDir ?? tempDataDir(`portal-topology-${role}-`);
  dataDirs.add(dataDir);
  const port = role === 'gateway' ? await freePort() : 0;
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'gateway/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      ...testPortalEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVE_FRONTEND: 'false',
      DEMO_MODE: 'false',
      // The roles without HTTP say they are ready on an info line.
      LOG_LEVEL: role === 'gateway' ? 'warn' : 'info',
      ...env,
      PORTAL_ROLE: role,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const baseUrl = role === 'gateway' ? `http://127.0.0.1:${port}` : '';
  const running: RoleProcess = {
    name,
    role,
    dataDir,
    baseUrl,
    kill: async () => {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    output: () => out,
    alive,
  };
  started.push({ process: running, child });
  const ready = async () => {
    if (role !== 'gateway') return out.includes(`"msg":"${role} running"`);
    try {
      return (await fetch(`${baseUrl}/api/health`)).ok;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (!(await ready())) {
    if (!alive()) throw new Error(`${name} (${role}) exited with ${child.exitCode}:\n${out}`);
    if (Date.now() > deadline) {
      await running.kill();
      throw new Error(`${name} (${role}) was not ready in time:\n${out}`);
    }
    await sleep(100);
  }
  return running;
}

/** Kills (SIGKILL) every process started here that still runs, and removes their data folders. */
export async function killAll(): Promise<void> {
  await Promise.all(started.map(({ process }) => process.kill()));
  for (const dir of dataDirs) removeDir(dir);
}

/** `npm run rebuild -- --check` (its CLI) as an operator runs it against the shared stores (`env`). */
export function rebuildCheck(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = tempDataDir('portal-topology-rebuild-');
  dataDirs.add(dataDir);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'projections/src/rebuild/cli.ts', '--check'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir },
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
