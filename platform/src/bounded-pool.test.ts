import { BoundedPool } from './bounded-pool.js';

/** A task the test finishes by hand, recording when it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    open = () => resolve(name);
    fail = reject;
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    open,
    fail,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedPool', () => {
  it('runs at most its limit at once and starts the waiting tasks in the order they came', async () => {
    const pool = new BoundedPool(2);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd', 'e'].map((name) => gate(started, name));
    const results = Promise.allSettled(gates.map((g) => pool.run(g.task)));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([pool.running, pool.waiting]).toEqual([2, 3]);

    gates[1]?.open();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect([pool.running, pool.waiting]).toEqual([2, 2]);

    gates[0]?.open();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    // A task that fails frees its slot too, and its caller gets the error.
    gates[2]?.fail(new Error('scrypt failed'));
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([pool.running, pool.waiting]).toEqual([2, 0]);

    gates[3]?.open();
    gates[4]?.open();
    expect(await results).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'fulfilled', value: 'b' },
      { status: 'rejected', reason: new Error('scrypt failed') },
      { status: 'fulfilled', value: 'd' },
      { status: 'fulfilled', value: 'e' },
    ]);
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  });

  it('lets no newcomer overtake a waiting task when a slot frees', async () => {
    const pool = new BoundedPool(1);
    const started: string[] = [];
    const first = gate(started, 'first');
    const queued = gate(started, 'queued');
    const late = gate(started, 'late');
    void pool.run(first.task);
    void pool.run(queued.task);
    first.open();
    void pool.run(late.task);
    await settle();
    expect(started).toEqual(['first', 'queued']);
    queued.open();
    late.open();
  });

  it('never has more than its limit running under many parallel tasks, and finishes them all', async () => {
    const pool = new BoundedPool(3);
    let running = 0;
    let peak = 0;
    const task = async (i: number) => {
      running += 1;
      peak = Math.max(peak, running);
      await settle();
      running -= 1;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => pool.run(() => task(i))));
    expect(peak).toBe(3);
    expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('with a queue bound, refuses a task at once when the queue is full, without running it', async () => {
    const pool = new BoundedPool(1, { maxWaiting: 1, full: () => new Error('Cola llena') });
    const started: string[] = [];
    const running = gate(started, 'running');
    const waiting = gate(started, 'waiting');
    const refused = gate(started, 'refused');
    const results = Promise.allSettled([
      pool.run(running.task),
      pool.run(waiting.task),
      pool.run(refused.task),
    ]);
    await settle();
    expect(started).toEqual(['running']);
    expect([pool.running, pool.waiting]).toEqual([1, 1]);

    running.open();
    await settle();
    // A free place in the queue takes a new task again.
    const later = gate(started, 'later');
    const laterResult = pool.run(later.task);
    waiting.open();
    await settle();
    later.open();
    expect(await results).toEqual([
      { status: 'fulfilled', value: 'running' },
      { status: 'fulfilled', value: 'waiting' },
      { status: 'rejected', reason: new Error('Cola llena') },
    ]);
    expect(await laterResult).toBe('later');
    expect(started).toEqual(['running', 'waiting', 'later']);
  });

  it('refuses a limit below 1', () => {
    expect(() => new BoundedPool(0)).toThrow('Invalid pool limit 0');
  });

  it('refuses a negative queue bound', () => {
    expect(() => new BoundedPool(1, { maxWaiting: -1, full: () => new Error('llena') })).toThrow(
      'Invalid queue bound -1',
    );
  });
});
