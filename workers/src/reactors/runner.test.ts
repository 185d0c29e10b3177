import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@portal/platform';
import type { NewJob, ReactorCheckpoint } from '../queue/port.js';
import { mailReactor } from './mail.js';
import { ReactorRunner } from './runner.js';

/** The two calls of the queue a reactor uses, in memory; `fail` makes the next enqueue throw (a store down). */
class MemoryQueue {
  jobs = new Map<string, NewJob>();
  checkpoints = new Map<string, string>();
  calls = 0;
  fail = 0;
  async enqueue(jobs: NewJob[], checkpoint: ReactorCheckpoint): Promise<void> {
    this.calls++;
    if (this.fail > 0) {
      this.fail--;
      throw new Error('queue store unavailable');
    }
    for (const job of jobs) if (!this.jobs.has(job.id)) this.jobs.set(job.id, job);
    this.checkpoints.set(checkpoint.reactor, checkpoint.position);
  }
  async checkpoint(reactor: string): Promise<string | undefined> {
    return this.checkpoints.get(reactor);
  }
}

let dir: string;
let events: SqliteEventStore;
let queue: MemoryQueue;
let runners: ReactorRunner[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'reactor-'));
  events = new SqliteEventStore(join(dir, 'events.sqlite'));
  queue = new MemoryQueue();
  runners = [];
});
afterEach(async () => {
  for (const runner of runners) await runner.stop();
  await events.close();
  rmSync(dir, { recursive: true, force: true });
});

const metadata = {
  actorId: 'u',
  actorRole: 'client',
  correlationId: 'c',
  occurredAt: '2026-11-22T10:00:00.000Z',
  schemaVersion: 1,
};
async function passwordChanged(userId: string, id = randomUUID()): Promise<string> {
  const data = { userId, passwordHash: 'scrypt$x', changedBy: 'self' };
  return (await events.append(`user-${userId}`, [{ id, type: 'PasswordChanged', data, metadata }], 'any'))
    .position;
}
function start(): ReactorRunner {
  const runner = new ReactorRunner({ reactor: mailReactor, events, queue, retryMs: 10 });
  runners.push(runner);
  return runner;
}
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('reactor runner', () => {
  it('starts at the end of the log the first time: what happened before it was deployed is not acted on', async () => {
    const before = await passwordChanged('ana');
    const runner = start();
    await runner.start();
    expect(queue.checkpoints.get('mail')).toBe(before);
    const after = await passwordChanged('luis', '7d9c5f62-1f7e-4b55-8d3e-2f64c3b3a001');
    await until(() => queue.checkpoints.get('mail') === after);
    expect([...queue.jobs.keys()]).toEqual(['7d9c5f62-1f7e-4b55-8d3e-2f64c3b3a001.password-changed']);
    expect(runner.report()).toMatchObject({ name: 'mail', state: 'live', position: after, error: null });
  });

  it('on an empty log stores a start before every event: a restart before any batch still reacts to them', async () => {
    const first = start();
    await first.start();
    expect(queue.checkpoints.get('mail')).toBe('');
    await first.stop();
    await passwordChanged('ana', '0f5a7d3c-8e2b-4c1d-9f60-5b7e2a9c4d11');
    const position = await passwordChanged('luis');
    await start().start();
    await until(() => queue.checkpoints.get('mail') === position);
    expect(queue.jobs.has('0f5a7d3c-8e2b-4c1d-9f60-5b7e2a9c4d11.password-changed')).toBe(true);
    expect(queue.jobs.size).toBe(2);
  });

  it('goes on from its checkpoint after a restart, so each event gives its jobs once', async () => {
    await start().start();
    await passwordChanged('ana');
    await passwordChanged('luis');
    await until(() => queue.jobs.size === 2);
    await runners[0]?.stop();
    const third = await passwordChanged('eva');
    await start().start();
    await until(() => queue.checkpoints.get('mail') === third);
    expect(queue.jobs.size).toBe(3);
  });

  it('stores the checkpoint of batches without jobs at most once a second and on stop, and a restart doubles nothing', async () => {
    const runner = start();
    await runner.start();
    const withJob = await passwordChanged('ana');
    await until(() => queue.checkpoints.get('mail') === withJob);
    const calls = queue.calls;
    // Events no mail answers: the position moves on, the store is not written for each.
    const other = { userId: 'ana', clientId: 'c-1' };
    let last = '';
    for (let i = 0; i < 3; i++)
      last = (
        await events.append(
          `client-${i}`,
          [{ id: randomUUID(), type: 'ClientRegistered', data: other, metadata }],
          'any',
        )
      ).position;
    await until(() => runner.report().position === last);
    expect(queue.calls).toBe(calls);
    expect(queue.checkpoints.get('mail')).toBe(withJob);
    await runner.stop();
    expect(queue.checkpoints.get('mail')).toBe(last);
    // A restart from an older stored checkpoint (a crash before it was stored) gives the same jobs, no second one.
    queue.checkpoints.set('mail', '');
    await start().start();
    await until(() => queue.checkpoints.get('mail') === last);
    expect(queue.jobs.size).toBe(1);
  });

  it('stores the checkpoint of the last batch without jobs once its second is over, when the log goes quiet', async () => {
    const runner = start();
    await runner.start();
    const withJob = await passwordChanged('ana');
    await until(() => queue.checkpoints.get('mail') === withJob);
    const data = { userId: 'ana', clientId: 'c-1' };
    const quiet = (
      await events.append('client-1', [{ id: randomUUID(), type: 'ClientRegistered', data, metadata }], 'any')
    ).position;
    await until(() => queue.checkpoints.get('mail') === quiet);
    expect(runner.report()).toMatchObject({ state: 'live', position: quiet });
    expect(queue.jobs.size).toBe(1);
  });

  it('retries a batch when the queue store fails, losing nothing', async () => {
    await start().start();
    queue.fail = 2;
    const position = await passwordChanged('ana');
    await until(() => queue.checkpoints.get('mail') === position);
    expect(queue.jobs.size).toBe(1);
    expect(queue.calls).toBeGreaterThanOrEqual(3);
  });

  it('parks at an event it cannot read, keeping the jobs of the events before it', async () => {
    const reported: string[] = [];
    const runner = new ReactorRunner({
      reactor: mailReactor,
      events,
      queue,
      onStatus: async ({ state, error }) => {
        reported.push(`${state}${error ? ` ${error.position}` : ''}`);
      },
    });
    runners.push(runner);
    await runner.start();
    const good = await passwordChanged('ana');
    const bad = (
      await events.append(
        'user-broken',
        [{ id: randomUUID(), type: 'PasswordChanged', data: { userId: 42 }, metadata }],
        'any',
      )
    ).position;
    await until(() => runner.report().state === 'parked');
    expect(queue.checkpoints.get('mail')).toBe(good);
    expect(queue.jobs.size).toBe(1);
    expect(runner.report().error?.position).toBe(bad);
    expect(reported).toEqual(['live', `parked ${bad}`]);
  });
});
