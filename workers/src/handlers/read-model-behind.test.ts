import type { Job } from '../queue/port.js';
import { awaitingReadModels, ReadModelBehind } from './read-model-behind.js';

const job: Job = { id: 'job-1', kind: 'mail', payload: {}, attempt: 1 };

describe('a job whose read model is behind', () => {
  it('is run again until the read model caught up, without reaching the queue', async () => {
    let calls = 0;
    const handler = awaitingReadModels(
      async () => {
        calls += 1;
        if (calls < 3) throw new ReadModelBehind('user u-1 not found (yet)');
      },
      5_000,
      5,
    );
    await expect(handler(job)).resolves.toBeUndefined();
    expect(calls).toBe(3);
  });

  it('goes to the queue with the last error once the wait is over', async () => {
    let calls = 0;
    const handler = awaitingReadModels(
      async () => {
        calls += 1;
        throw new ReadModelBehind(`still behind (${calls})`);
      },
      300,
      5,
    );
    await expect(handler(job)).rejects.toThrow(/^still behind \(\d+\)$/);
    expect(calls).toBeGreaterThan(1);
  });

  it('throws any other error at once: a refused mail is the queue’s to retry', async () => {
    let calls = 0;
    const handler = awaitingReadModels(
      async () => {
        calls += 1;
        throw new Error('550 mailbox unavailable');
      },
      5_000,
      5,
    );
    await expect(handler(job)).rejects.toThrow('550 mailbox unavailable');
    expect(calls).toBe(1);
  });
});
