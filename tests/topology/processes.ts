/**
 * The processes of the distributed topology for one test: gateway/src/main.ts started in a role (PORTAL_ROLE
 * gateway, projections or workers), each with its own data folder and the environment every process shares.
 * A gateway is ready when GET /api/health answers; a projections or workers process has no HTTP and is ready when
 * it prints its "<role> running" line. Every process started here is remembered so that `killAll` ends them.
 */
import {
  freePort,
  healthAnswers,
  logged,
  removeDir,
  spawnPortal,
  tempDataDir,
  testPortalEnv,
  waitReady,
} from '../support/portal.js';
import { rebuildCli } from '../support/rebuild.js';

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

const started: RoleProcess[] = [];
const dataDirs = new Set<string>();

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
  const child = spawnPortal({
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
  });
  const baseUrl = role === 'gateway' ? `http://127.0.0.1:${port}` : '';
  const running: RoleProcess = {
    name,
    role,
    dataDir,
    baseUrl,
    kill: async () => {
      if (child.alive()) child.process.kill('SIGKILL');
      await child.exited;
    },
    output: child.output,
    alive: child.alive,
  };
  started.push(running);
  const ready = role === 'gateway' ? healthAnswers(baseUrl) : logged(child, `${role} running`);
  await waitReady(child, `${name} (${role})`, ready, options.timeoutMs ?? 90_000);
  return running;
}

/** Kills (SIGKILL) every process started here that still runs, and removes their data folders. */
export async function killAll(): Promise<void> {
  await Promise.all(started.map((p) => p.kill()));
  for (const dir of dataDirs) removeDir(dir);
}

/** `npm run rebuild -- --check` (its CLI) as an operator runs it against the shared stores (`env`). */
export function rebuildCheck(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = tempDataDir('portal-topology-rebuild-');
  dataDirs.add(dataDir);
  return rebuildCli(dataDir, ['--check'], env);
}
