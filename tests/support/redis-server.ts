/**
 * A private Redis for one test run (Debian's redis-server, no persistence) on a free port, so runs never share
 * state with each other nor with a Redis the machine may already run. Missing binary: not available, with why.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExternalStore } from './external-stores.js';
import { freePort } from './portal.js';

/** Debian's binary; REDIS_SERVER points elsewhere (a path that does not exist shows the skip). */
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function ping(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      done(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts redis-server daemonized on a free port; stop() ends that process (by its pid file) and its folder. */
export async function privateRedis(): Promise<ExternalStore> {
  if (!existsSync(REDIS_SERVER))
    return { available: false, reason: `${REDIS_SERVER} is missing (apt-get install redis-server)` };
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'portal-redis-'));
  const pidFile = join(dir, 'redis.pid');
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  args.push('--daemonize', 'yes', '--pidfile', pidFile, '--dir', dir, '--logfile', join(dir, 'redis.log'));
  const started = spawnSync(REDIS_SERVER, args, { encoding: 'utf8' });
  const stop = async () => {
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : Number.NaN;
    if (Number.isInteger(pid) && alive(pid)) {
      process.kill(pid, 'SIGTERM');
      for (let i = 0; i < 100 && alive(pid); i++) await sleep(50);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  if (started.status !== 0) {
    await stop();
    return {
      available: false,
      reason: `redis-server did not start (${(started.stderr || started.stdout).trim()})`,
    };
  }
  for (let i = 0; i < 100; i++) {
    if (await ping(port))
      return { available: true, url: `redis://127.0.0.1:${port}`, source: `port ${port}`, stop };
    await sleep(50);
  }
  await stop();
  return { available: false, reason: `redis-server on port ${port} did not answer PING within 5 s` };
}

/** A private Redis that writes every command to its append-only file and can be shut down and started again. */
export interface PersistentRedis {
  url: string;
  /** Graceful shutdown (SIGTERM): the process ends, its data stay in its folder. */
  shutdown(): Promise<void>;
  /** Starts it again on the same port and folder (what it had is read back from the append-only file). */
  start(): Promise<void>;
  /** Ends it and removes its folder. */
  stop(): Promise<void>;
}

/** redis-server with `--appendonly yes --appendfsync always` on a free port and its own folder. */
export async function persistentRedis(): Promise<
  { available: true; redis: PersistentRedis } | { available: false; reason: string }
> {
  if (!existsSync(REDIS_SERVER))
    return { available: false, reason: `${REDIS_SERVER} is missing (apt-get install redis-server)` };
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'portal-redis-aof-'));
  const pidFile = join(dir, 'redis.pid');
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', ''];
  args.push('--appendonly', 'yes', '--appendfsync', 'always');
  args.push('--daemonize', 'yes', '--pidfile', pidFile, '--dir', dir, '--logfile', join(dir, 'redis.log'));
  const shutdown = async () => {
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : Number.NaN;
    if (Number.isInteger(pid) && alive(pid)) {
      process.kill(pid, 'SIGTERM');
      for (let i = 0; i < 200 && alive(pid); i++) await sleep(50);
    }
  };
  const start = async () => {
    const started = spawnSync(REDIS_SERVER, args, { encoding: 'utf8' });
    if (started.status !== 0)
      throw new Error(`redis-server did not start (${(started.stderr || started.stdout).trim()})`);
    for (let i = 0; i < 100; i++) {
      if (await ping(port)) return;
      await sleep(50);
    }
    throw new Error(`redis-server on port ${port} did not answer PING within 5 s`);
  };
  const stop = async () => {
    await shutdown();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await start();
  } catch (error) {
    await stop();
    return { available: false, reason: error instanceof Error ? error.message : String(error) };
  }
  return { available: true, redis: { url: `redis://127.0.0.1:${port}`, shutdown, start, stop } };
}
