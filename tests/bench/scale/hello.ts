import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, repoRoot } from '../../support/portal.js';

/** Bare Koa's hello-world (tests/bench/hello-koa.ts) in its own process, as the portal runs: its URL and a stop. */
export async function startBareKoa(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'hello-koa.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '', PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hello-koa exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return { url, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('hello-koa did not start in 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
