/**
 * The job queue contract: what the embedded (SQLite) and the distributed (BullMQ) queue must
 * both do, so the same reactors and handlers run on either. Each test opens a fresh queue through the factory;
 * `another()` opens a second instance on the same storage, as a second worker process would.
 */

import { randomUUID } from 'node:crypto';
import type { EffectLog, Job, JobHandler, JobQueue, NewJob, RetryPolicy } from '@portal/workers';
import { contractSuite } from '../support/contract-suite.js';

/** Both adapters keep their sent log on the queue's storage. */
export type QueueWithEffects = JobQueue & { readonly effects: EffectLog };

export interface JobQueueFixture {
  queue: QueueWithEffects;
  /** Another queue on the same storage (closed by dispose unless the test closed it). */
  another(): Promise<QueueWithEffects>;
  dispose(): Promise<void>;
}

const fast: RetryPolicy = { attempts: 5, baseDelayMs: 5, maxDelayMs: 20 };
const options = (retry: RetryPolicy = fast, concurrency = 2) => ({ concurrency, retry, leaseMs: 2000 });
const job = (
  kind = 'mail',
  payload: Record<string, unknown> = { template: 'registrationReceived' },
): NewJob => ({
  id: `${randomUUID()}.${kind}`,
  kind,
  payload,
});
/** Every test may wait for retries and expired leases: 20 s each. */
const test = (name: string, fn: () => Promise<void>) => it(name, fn, 20_000);
const at = (position: string, reactor = 'mail') => ({ reactor, position });

async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 8000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A handler that records each run and holds it until released. */
function latch() {
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  const runs: Job[] = [];
  const handler: JobHandler = async (j) => {
    runs.push(j);
    await opened;
  };
  return { runs, handler, release: () => open() };
}

/**
 * Registers the contract tests for one adapter; `{ skipped: reason }` registers them as skipped, under a
 * title that says why.
 */
export function jobQueueContract(
  adapter: string,
  open: (() => Promise<JobQueueFixture>) | { skipped: string },
): void {
  contractSuite(`JobQueue contract: ${adapter}`, open, (context) => {
    let queue: QueueWithEffects;
    let another: () => Promise<QueueWithEffects>;
    const handles: { stop(): Promise<void> }[] = [];
    const releases: (() => void)[] = [];
    const work = (q: JobQueue, handlers: Record<string, JobHandler>, o = options()) => {
      const handle = q.work(handlers, o);
      handles.push(handle);
      return handle;
    };
    const doneCount = async (q = queue) => (await q.counts()).done;

    beforeEach(() => {
      const fixture = context.fixture();
      queue = fixture.queue;
      another = fixture.another;
    });
    context.beforeDispose(async () => {
      for (const release of releases.splice(0)) release();
      for (const handle of handles.splice(0)) await handle.stop().catch(() => {});
    });

    describe('enqueue', () => {
      test('is idempotent by job id: a re-enqueued job is neither added again nor changed', async () => {
        const a = job('mail', { n: 1 });
        const b = job();
        await queue.enqueue([a, b], at('1'));
        await queue.enqueue([{ ...a, payload: { n: 2 } }], at('2'));
        expect(await queue.counts()).toEqual({ waiting: 2, active: 0, delayed: 0, done: 0, dead: 0 });

        const runs: Job[] = [];
        work(queue, { mail: async (j) => void runs.push(j) });
        await waitFor(async () => (await doneCount()) === 2, 'two done jobs');
        await queue.enqueue([a], at('3'));
        expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0, done: 2, dead: 0 });
        expect(runs.filter((r) => r.id === a.id)).toEqual([{ ...a, attempt: 1 }]);
      });

      test("keeps every job id as given, even one the engine could not take as it is (':' or only digits)", async () => {
        const ids = ['2026:11:22.mail', '12345', '#12345', '%2312345', 'a b/ç.mail'];
        const jobs = ids.map((id) => ({ id, kind: 'mail', payload: { id } }));
        await queue.enqueue(jobs, at('1'));
        await queue.enqueue(jobs, at('2'));
        const runs: string[] = [];
        work(queue, { mail: async (j) => void runs.push(j.id) });
        await waitFor(async () => (await doneCount()) === 5, 'five done jobs');
        expect(runs.sort()).toEqual(['#12345', '%2312345', '12345', '2026:11:22.mail', 'a b/ç.mail']);
      });

      test("moves the reactor's checkpoint with the jobs; each reactor has its own", async () => {
        expect(await queue.checkpoint('mail')).toBeUndefined();
        await queue.enqueue([], at('7'));
        expect(await queue.checkpoint('mail')).toBe('7');
        await queue.enqueue([job(), job()], at('9'));
        expect(await queue.checkpoint('mail')).toBe('9');
        expect(await queue.checkpoint('notifications')).toBeUndefined();
        expect((await queue.counts()).waiting).toBe(2);
      });

      test('a batch that cannot be stored moves nothing: no job added, checkpoint unchanged', async () => {
        await queue.enqueue([], at('1'));
        const unstorable = { ...job(), payload: { amount: 10n } as Record<string, unknown> };
        await expect(queue.enqueue([job(), unstorable], at('2'))).rejects.toThrow();
        expect(await queue.checkpoint('mail')).toBe('1');
        expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0, done: 0, dead: 0 });
      });
    });

    describe('work', () => {
      test('runs each job once, with its kind, payload and attempt 1, on the handler of its kind', async () => {
        const jobs = [
          job('mail', { n: 1 }),
          job('notify', { n: 2 }),
          job('mail', { n: 3 }),
          job('mail', { n: 4 }),
        ];
        await queue.enqueue(jobs, at('4'));
        const mail: Job[] = [];
        const notify: Job[] = [];
        work(queue, { mail: async (j) => void mail.push(j), notify: async (j) => void notify.push(j) });
        await waitFor(async () => (await doneCount()) === 4, 'four done jobs');
        const byId = (x: NewJob, y: NewJob) => x.id.localeCompare(y.id);
        const [one, two, three, four] = jobs as [NewJob, NewJob, NewJob, NewJob];
        expect(mail.sort(byId)).toEqual([one, three, four].map((j) => ({ ...j, attempt: 1 })).sort(byId));
        expect(notify).toEqual([{ ...two, attempt: 1 }]);
      });

      test('retries a failed job with the next attempt number until it succeeds', async () => {
        const attempts: number[] = [];
        await queue.enqueue([job()], at('1'));
        work(queue, {
          mail: async (j) => {
            attempts.push(j.attempt);
            if (j.attempt < 3) throw new Error(`SMTP 451 on attempt ${j.attempt}`);
          },
        });
        await waitFor(async () => (await doneCount()) === 1, 'the job done');
        expect(attempts).toEqual([1, 2, 3]);
        expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0, done: 1, dead: 0 });
      });

      test('makes a job that always fails a dead letter after its attempts, with the last error', async () => {
        const attempts: number[] = [];
        const doomed = job();
        await queue.enqueue([doomed], at('1'));
        work(
          queue,
          {
            mail: async (j) => {
              attempts.push(j.attempt);
              throw new Error(`SMTP down (attempt ${j.attempt})`);
            },
          },
          options({ attempts: 3, baseDelayMs: 5, maxDelayMs: 10 }),
        );
        await waitFor(async () => (await queue.counts()).dead === 1, 'a dead letter');
        expect(attempts).toEqual([1, 2, 3]);
        expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0, done: 0, dead: 1 });
        const [letter, ...more] = await queue.dead(10);
        expect(more).toEqual([]);
        expect(letter).toMatchObject({
          id: doomed.id,
          kind: 'mail',
          attempts: 3,
          error: 'SMTP down (attempt 3)',
        });
        expect(Number.isNaN(Date.parse(letter?.failedAt ?? ''))).toBe(false);
      });

      test('runs a dead letter again from its first attempt when told, or gives it up for good', async () => {
        let failing = true;
        const attempts: number[] = [];
        const retried = job();
        const discarded = job();
        await queue.enqueue([retried, discarded], at('1'));
        work(
          queue,
          {
            mail: async (j) => {
              if (j.id === retried.id) attempts.push(j.attempt);
              if (failing) throw new Error('SMTP down');
            },
          },
          options({ attempts: 2, baseDelayMs: 5, maxDelayMs: 10 }),
        );
        await waitFor(async () => (await queue.counts()).dead === 2, 'two dead letters');
        failing = false;
        expect(await queue.retryDead(retried.id)).toBe(true);
        expect(await queue.discardDead(discarded.id)).toBe(true);
        await waitFor(async () => (await queue.counts()).done === 1, 'the retried job done');
        expect(attempts).toEqual([1, 2, 1]);
        expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0, done: 1, dead: 0 });
        // Neither is a dead letter any more: nothing to retry or discard.
        expect(await queue.retryDead(retried.id)).toBe(false);
        expect(await queue.discardDead(discarded.id)).toBe(false);
        expect(await queue.retryDead('no-such-job')).toBe(false);
      });

      test('removes the jobs whose payload names a person, done, waiting or dead, and only those', async () => {
        const done = job('mail', { template: 'registrationReceived', userId: 'user-erased' });
        const other = job('mail', { template: 'registrationReceived', userId: 'user-kept' });
        await queue.enqueue([done, other], at('1'));
        const worker = work(
          queue,
          { mail: async () => {}, notify: async () => Promise.reject(new Error('down')) },
          options({ attempts: 1, baseDelayMs: 5, maxDelayMs: 10 }),
        );
        await waitFor(async () => (await queue.counts()).done === 2, 'two done jobs');
        // A notification to the agent names the client one level down; a dead letter names them too.
        const nested = job('notify', {
          agentOfClient: 'x',
          kind: 'clientDocumentSent',
          facts: { clientUserId: 'user-erased' },
        });
        await queue.enqueue([nested], at('2'));
        await waitFor(async () => (await queue.counts()).dead === 1, 'a dead letter');
        // No worker holds any of them now.
        await worker.stop();
        const waiting = job('later', { userId: 'user-erased' });
        await queue.enqueue([waiting], at('3'));
        expect(await queue.removeJobsNaming(['user-erased', 'nobody@example.mx'])).toBe(3);
        expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0, done: 1, dead: 0 });
        expect(await queue.removeJobsNaming(['user-erased'])).toBe(0);
        expect(await queue.removeJobsNaming([])).toBe(0);
      });

      test('fails a job of a kind without a handler, and lists dead letters newest first', async () => {
        const retry = { attempts: 2, baseDelayMs: 5, maxDelayMs: 10 };
        const first = job('unknownKind');
        await queue.enqueue([first], at('1'));
        work(queue, {}, options(retry));
        await waitFor(async () => (await queue.counts()).dead === 1, 'the first dead letter');
        const second = job('unknownKind');
        await queue.enqueue([second], at('2'));
        await waitFor(async () => (await queue.counts()).dead === 2, 'the second dead letter');
        const letters = await queue.dead(10);
        expect(letters.map((l) => l.id)).toEqual([second.id, first.id]);
        expect(letters[0]).toMatchObject({ kind: 'unknownKind', attempts: 2 });
        expect(letters[0]?.error).toContain('unknownKind');
        expect((await queue.dead(1)).map((l) => l.id)).toEqual([second.id]);
      });

      test('counts waiting, active and delayed jobs while they are worked on', async () => {
        const held = latch();
        releases.push(held.release);
        await queue.enqueue([job(), job(), job()], at('3'));
        const first = work(queue, { mail: held.handler });
        await waitFor(() => held.runs.length === 2, 'two running handlers');
        expect(await queue.counts()).toEqual({ waiting: 1, active: 2, delayed: 0, done: 0, dead: 0 });
        held.release();
        await waitFor(async () => (await doneCount()) === 3, 'three done jobs');
        // Stopped, so only the worker with the slow retry policy can take the next job.
        await first.stop();

        const slow = { attempts: 3, baseDelayMs: 60_000, maxDelayMs: 60_000 };
        await queue.enqueue([job('flaky')], at('4'));
        work(queue, { flaky: async () => Promise.reject(new Error('not yet')) }, options(slow));
        await waitFor(async () => (await queue.counts()).delayed === 1, 'a delayed retry');
        expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 1, done: 3, dead: 0 });
      });

      test('stop() waits for the running handlers and records their outcome', async () => {
        const held = latch();
        releases.push(held.release);
        await queue.enqueue([job()], at('1'));
        const handle = work(queue, { mail: held.handler });
        await waitFor(() => held.runs.length === 1, 'the handler started');
        let stopped = false;
        const stopping = handle.stop().then(() => {
          stopped = true;
        });
        await new Promise((r) => setTimeout(r, 50));
        expect(stopped).toBe(false);
        held.release();
        await stopping;
        expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0, done: 1, dead: 0 });
      });
    });

    describe('workers in several processes', () => {
      test('two queues on the same storage run each job exactly once', async () => {
        const other = await another();
        const jobs = Array.from({ length: 20 }, () => job());
        const runs: string[] = [];
        const handler: JobHandler = async (j) => {
          runs.push(j.id);
          await new Promise((r) => setTimeout(r, 2));
        };
        work(queue, { mail: handler });
        work(other, { mail: handler });
        await queue.enqueue(jobs.slice(0, 10), at('10'));
        await other.enqueue(jobs.slice(10), at('20'));
        await waitFor(async () => (await doneCount()) === 20, 'twenty done jobs');
        expect(runs.sort()).toEqual(jobs.map((j) => j.id).sort());
      });

      test('gives a job whose worker died (lease expired) to another worker, as the next attempt', async () => {
        const dying = await another();
        const survivor = await another();
        const held = latch();
        releases.push(held.release);
        const lease = { concurrency: 1, retry: fast, leaseMs: 300 };
        const orphan = job();
        await queue.enqueue([orphan], at('1'));
        work(dying, { mail: held.handler }, lease);
        await waitFor(() => held.runs.length === 1, 'the first worker started the job');
        await dying.close(); // as if killed: its handler never finishes, its lease is not renewed

        const runs: Job[] = [];
        work(survivor, { mail: async (j) => void runs.push(j) }, lease);
        await waitFor(async () => (await doneCount()) === 1, 'the job done by the second worker', 15_000);
        expect(held.runs).toEqual([{ ...orphan, attempt: 1 }]);
        expect(runs).toEqual([{ ...orphan, attempt: 2 }]);
      });

      test('makes a job whose worker died on its last attempt a dead letter, not a new run', async () => {
        const dying = await another();
        const survivor = await another();
        const held = latch();
        releases.push(held.release);
        const lease = { concurrency: 1, retry: { ...fast, attempts: 1 }, leaseMs: 300 };
        await queue.enqueue([job()], at('1'));
        work(dying, { mail: held.handler }, lease);
        await waitFor(() => held.runs.length === 1, 'the first worker started the job');
        await dying.close();

        const runs: Job[] = [];
        work(survivor, { mail: async (j) => void runs.push(j) }, lease);
        await waitFor(async () => (await queue.counts()).dead === 1, 'a dead letter', 15_000);
        expect(runs).toEqual([]);
        expect((await queue.dead(1))[0]?.attempts).toBeGreaterThanOrEqual(1);
      });
    });

    describe('retention', () => {
      test('prune deletes done jobs finished before the given time, never dead letters', async () => {
        await queue.enqueue([job(), job(), job(), job('doomed')], at('4'));
        work(
          queue,
          { mail: async () => {}, doomed: async () => Promise.reject(new Error('no')) },
          options({ attempts: 1, baseDelayMs: 5, maxDelayMs: 5 }),
        );
        await waitFor(async () => {
          const c = await queue.counts();
          return c.done === 3 && c.dead === 1;
        }, 'three done jobs and a dead letter');
        expect(await queue.prune(new Date(Date.now() - 3_600_000))).toBe(0);
        expect((await queue.counts()).done).toBe(3);
        expect(await queue.prune(new Date(Date.now() + 60_000))).toBe(3);
        expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0, done: 0, dead: 1 });
      });
    });

    describe('effect log', () => {
      test('remembers recorded effects, once, for every queue on the same storage', async () => {
        const other = await another();
        const messageId = `<${randomUUID()}.registrationReceived@portal>`;
        expect(await queue.effects.has(messageId)).toBe(false);
        await queue.effects.record(messageId, new Date('2026-11-22T10:00:00Z'));
        await other.effects.record(messageId, new Date('2026-11-22T10:05:00Z'));
        expect(await queue.effects.has(messageId)).toBe(true);
        expect(await other.effects.has(messageId)).toBe(true);
        expect(await queue.effects.has(`<${randomUUID()}.passwordChanged@portal>`)).toBe(false);
      });
    });
  });
}
