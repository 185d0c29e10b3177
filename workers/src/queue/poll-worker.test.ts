import type { ClaimingStore, Outcome } from './poll-worker.js';
import { startPollWorker } from './poll-worker.js';
import type { Job } from './port.js';

const job = (id: string): Job => ({ id, kind: 'mail', payload: {}, attempt: 1 });
const options = {
  concurrency: 2,
  retry: { attempts: 3, baseDelayMs: 1000, maxDelayMs: 1000 },
  leaseMs: 60_000,
};

/** A job table in memory that records each call the worker makes. */
function recordingStore(due: Job[]) {
  const calls: { call: 'claim' | 'settle'; outcomes: string[]; claimed: string[] }[] = [];
  const describe = (outcomes: readonly Outcome[]) =>
    outcomes.map((o) => (o.done ? `${o.job.id} done` : `${o.job.id} failed: ${o.error}`));
  const store: ClaimingStore = {
    claim(_owner, limit, _until, _max, outcomes) {
      const claimed = due.splice(0, limit);
      calls.push({ call: 'claim', outcomes: describe(outcomes), claimed: claimed.map((j) => j.id) });
      return claimed;
    },
    settle(_owner, outcomes) {
      calls.push({ call: 'settle', outcomes: describe(outcomes), claimed: [] });
    },
    renew() {},
    nextRunAt: () => undefined,
  };
  return { store, calls };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('poll worker', () => {
  it('writes the outcomes of the runs that ended with its next claim, in the same call', async () => {
    const { store, calls } = recordingStore([job('a'), job('b'), job('c')]);
    const worker = startPollWorker(
      store,
      {
        mail: async (j) => {
          if (j.id === 'b') throw new Error('smtp down');
        },
      },
      options,
      10_000,
    );
    await until(() => calls.some((c) => c.outcomes.includes('c done')));
    await worker.stop();
    expect(calls[0]).toEqual({ call: 'claim', outcomes: [], claimed: ['a', 'b'] });
    // Every outcome was written exactly once, each with a claim (none alone while the worker ran).
    const written = calls.flatMap((c) => c.outcomes);
    expect(written.sort()).toEqual(['a done', 'b failed: smtp down', 'c done']);
    expect(calls.filter((c) => c.call === 'settle')).toEqual([]);
    expect(calls.flatMap((c) => c.claimed)).toEqual(['a', 'b', 'c']);
  });

  it('stopping writes the outcomes of the runs still going when it stopped, without claiming', async () => {
    const { store, calls } = recordingStore([job('a')]);
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const worker = startPollWorker(store, { mail: () => held }, options, 10_000);
    await until(() => calls.length > 0);
    const stopping = worker.stop();
    release();
    await stopping;
    expect(calls.at(-1)).toEqual({ call: 'settle', outcomes: ['a done'], claimed: [] });
    expect(calls.filter((c) => c.claimed.length > 0)).toHaveLength(1);
  });
});
