import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteJobQueue } from './sqlite.js';

const CHILD = join(import.meta.dirname, 'testing/claim-child.ts');
const TOTAL = 300;

/** Starts a worker process on the queue file and resolves once it works; `exited` gives its exit code. */
async function workerProcess(file: string, out: string) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, file, out, String(TOTAL)], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) ready();
    });
    void exited.then((code) => fail(new Error(`worker exited (${code}) before it was ready: ${output}`)));
  });
  return { child, exited, output: () => output };
}

describe('SqliteJobQueue across processes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'queue-processes-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('three worker processes on one file run each job exactly once', async () => {
    const file = join(dir, 'queue.sqlite');
    const producer = new SqliteJobQueue(file);
    const outs = [0, 1, 2].map((i) => join(dir, `ran-${i}.txt`));
    const workers = await Promise.all(outs.map((out) => workerProcess(file, out)));
    try {
      const ids = Array.from({ length: TOTAL }, (_, i) => `event-${i}.registrationReceived`);
      for (let i = 0; i < TOTAL; i += 10) {
        const batch = ids.slice(i, i + 10).map((id) => ({ id, kind: 'mail', payload: { n: i } }));
        await producer.enqueue(batch, { reactor: 'mail', position: String(i + 10) });
      }
      const codes = await Promise.all(workers.map((w) => w.exited));
      expect(codes).toEqual([0, 0, 0]);
      const ran = outs.flatMap((out) =>
        existsSync(out) ? readFileSync(out, 'utf8').split('\n').filter(Boolean) : [],
      );
      expect(ran.length).toBe(TOTAL);
      expect(new Set(ran).size).toBe(TOTAL);
      expect(await producer.counts()).toEqual({ waiting: 0, active: 0, delayed: 0, done: TOTAL, dead: 0 });
    } finally {
      for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
      await producer.close();
    }
  }, 60_000);
});
