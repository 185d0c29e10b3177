/** Runs the job queue contract against both adapters: SQLite always, BullMQ on a private redis-server when installed. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteJobQueue } from '@portal/workers';
import { BullmqJobQueue } from '@portal/workers/bullmq';
import { reportSkipped } from '../support/external-stores.js';
import { privateRedis } from '../support/redis-server.js';
import { type JobQueueFixture, jobQueueContract, type QueueWithEffects } from './job-queue.contract.js';

/** Every queue the fixture opened, closed at the end (close is idempotent: a test may have closed one). */
function fixture(open: () => QueueWithEffects, cleanUp: () => void = () => {}): JobQueueFixture {
  const opened: QueueWithEffects[] = [];
  const another = async () => {
    const q = open();
    opened.push(q);
    return q;
  };
  const queue = open();
  opened.push(queue);
  return {
    queue,
    another,
    dispose: async () => {
      for (const q of opened) await q.close();
      cleanUp();
    },
  };
}

jobQueueContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'job-queue-contract-'));
  const file = join(dir, 'queue.sqlite');
  return fixture(
    () => new SqliteJobQueue(file, { pollMs: 50 }),
    () => rmSync(dir, { recursive: true, force: true }),
  );
});

const redis = await privateRedis();
if (redis.available) {
  afterAll(() => redis.stop());
  jobQueueContract(`BullMQ (private redis-server, ${redis.source})`, async () => {
    const name = `contract-${randomUUID()}`;
    return fixture(() => new BullmqJobQueue({ url: redis.url, name, onError: () => {} }));
  });
} else {
  reportSkipped('BullMQ job queue', redis);
  jobQueueContract('BullMQ', { skipped: redis.reason });
}
