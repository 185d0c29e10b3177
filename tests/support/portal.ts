import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  distributedStoresOf,
  distributedStoresWanted,
  releaseDistributedStores,
} from './distributed-stores.js';

export const repoRoot = resolve(import.meta.dirname, '../..');

export interface RunningPortal {
  baseUrl: string;
  dataDir: string;
  port: number;
  /** Graceful stop (SIGTERM), waits for exit. */
  stop(): Promise<void>;
  /** SIGKILL, waits for exit: the crash test. */
  kill(): Promise<void>;
  /** Everything the process printed so far. */
  output(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

export function tempDataDir(prefix = 'portal-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * What every test portal sets, in a child process or in the test's own: a cheap password hash (milliseconds, where
 * production uses the OWASP cost), and throttles the suites would hit from 127.0.0.1 lifted (the registration
 * throttle and the upload quota have their own tests: tests/api/login-throttle.test.ts, upload-quota.test.ts).
 */
export const testPortalEnv = {
  SCRYPT_LOG2N: '12',
  REGISTRATIONS_PER_HOUR: '100000',
  UPLOAD_FILES_PER_HOUR: '100000',
  UPLOAD_BYTES_PER_HOUR: '100GB',
  OUTCOMES_CACHE_SECONDS: '0',
} as const;

/**
 * Starts the real portal (gateway/src/main.ts: gateway, services, projections in one process) on a free port
 * with its own data folder, and waits until GET /api/health answers. Tests use a low scrypt cost
 * (SCRYPT_LOG2N) so that hashing a password takes milliseconds; production uses the OWASP cost. In the
 * `api-postgres` project (PORTAL_TEST_STORES=postgres) the folder also has its own PostgreSQL database and Redis
 * (DATABASE_URL, REDIS_URL: tests/support/distributed-stores.ts), which `options.env` may still override;
 * elsewhere a DATABASE_URL or REDIS_URL of the shell does not reach the portal.
 */
export async function startPortal(
  options: { dataDir?: string; env?: Record<string, string>; demo?: boolean; serveFrontend?: boolean } = {},
): Promise<RunningPortal> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? tempDataDir();
  const fail = (message: string): never => {
    if (ownDir) removeDir(dataDir);
    throw new Error(message);
  };
  // Elsewhere the portal keeps its embedded stores even where the shell names a server (DATABASE_URL is also
  // where the PostgreSQL suites create their databases): only `options.env` chooses another store.
  const stores = distributedStoresWanted()
    ? await distributedStoresOf(dataDir).catch((e: unknown) =>
        fail(e instanceof Error ? e.message : String(e)),
      )
    : { DATABASE_URL: undefined, REDIS_URL: undefined };
  const port = await freePort();
  const child = spawnPortal({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_MODE: options.demo ? 'true' : 'false',
    ...testPortalEnv,
    LOG_LEVEL: 'warn',
    SERVE_FRONTEND: options.serveFrontend === false ? 'false' : 'true',
    ...stores,
    ...options.env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(child, 'portal', healthAnswers(baseUrl), 60_000).catch((e: unknown) =>
    fail(e instanceof Error ? e.message : String(e)),
  );
  const { exited, output } = child;
  const end = async (signal: NodeJS.Signals) => {
    if (child.alive()) child.process.kill(signal);
    await exited;
  };
  return {
    baseUrl,
    dataDir,
    port,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
    output,
  };
}

/** A gateway/src/main.ts process of a test or bench, everything it prints kept. */
export interface PortalProcess {
  process: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  alive(): boolean;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

/** Spawns gateway/src/main.ts (through tsx) with `env` over this process's environment, its output kept. */
export function spawnPortal(env: Record<string, string | undefined>): PortalProcess {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'gateway/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  return {
    process: child,
    output: () => out,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited: new Promise<void>((ok) => child.once('exit', () => ok())),
  };
}

/** Ready when GET `baseUrl`/api/health answers 2xx. */
export const healthAnswers = (baseUrl: string) => async (): Promise<boolean> => {
  try {
    const res = await fetch(`${baseUrl}/api/health`);
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false; // not listening yet
  }
};

/** Ready when the process has logged `msg` (an info line of the roles without HTTP, such as "projections running"). */
export const logged = (child: PortalProcess, msg: string) => async (): Promise<boolean> =>
  child.output().includes(`"msg":"${msg}"`);

/**
 * Polls `ready` every 100 ms. Throws, naming `name` and with the process's output, when the process exits first
 * or `timeoutMs` passes (then after a SIGKILL and its exit).
 */
export async function waitReady(
  child: PortalProcess,
  name: string,
  ready: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (!child.alive())
      throw new Error(
        `${name} exited with ${child.process.exitCode ?? child.process.signalCode}:\n${child.output()}`,
      );
    if (Date.now() > deadline) {
      child.process.kill('SIGKILL');
      await child.exited;
      throw new Error(`${name} was not ready in ${timeoutMs / 1000} s:\n${child.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Removes a data folder, and with it the PostgreSQL database and the Redis it owns (if any). */
export function removeDir(dir: string): void {
  releaseDistributedStores(dir);
  rmSync(dir, { recursive: true, force: true });
}

/**
 * One portal for a test file: started before its tests, stopped and its data removed after them. The
 * returned object reads the running portal lazily (it exists only once beforeAll has run).
 */
export function usePortal(options: Parameters<typeof startPortal>[0] = {}): {
  readonly portal: RunningPortal;
  readonly baseUrl: string;
} {
  let running: RunningPortal | undefined;
  beforeAll(async () => {
    running = await startPortal(options);
  }, 90_000);
  // A graceful stop lets running jobs finish: on a busy CI machine that can take more than Jest's default 5 s.
  afterAll(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
  }, 30_000);
  const portal = () => {
    if (!running) throw new Error('the portal is not running (used outside a test?)');
    return running;
  };
  return {
    get portal() {
      return portal();
    },
    get baseUrl() {
      return portal().baseUrl;
    },
  };
}
