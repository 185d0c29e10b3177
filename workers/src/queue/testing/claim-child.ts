/**
 * A worker process for the multi-process test (sqlite-processes.test.ts): works the queue file given as the
 * first argument, appends each job id it runs to the file named second, and exits once `total` jobs are done.
 */
import { appendFileSync } from 'node:fs';
import { SqliteJobQueue } from '../sqlite.js';

const [file, out, total] = process.argv.slice(2);
if (!file || !out || !total) throw new Error('usage: claim-child <queue file> <out file> <total>');
const queue = new SqliteJobQueue(file, { pollMs: 20, synchronous: 'NORMAL' });
const handle = queue.work(
  { mail: async (job) => appendFileSync(out, `${job.id}\n`) },
  { concurrency: 4, retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 }, leaseMs: 30_000 },
);
console.log('ready');
while ((await queue.counts()).done < Number(total)) await new Promise((r) => setTimeout(r, 20));
await handle.stop();
await queue.close();
