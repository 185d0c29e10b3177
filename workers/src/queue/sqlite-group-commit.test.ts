import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { NewJob } from './port.js';
import { SqliteJobQueue } from './sqlite.js';

const job = (
  id: string,
  payload: Record<string, unknown> = { template: 'registrationReceived' },
): NewJob => ({
  id,
  kind: 'mail',
  payload,
});

describe('SqliteJobQueue group commit', () => {
  let dir: string;
  let file: string;
  let queue: SqliteJobQueue;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'queue-group-'));
    file = join(dir, 'queue.sqlite');
    queue = new SqliteJobQueue(file, { pollMs: 10_000 });
  });
  afterEach(async () => {
    await queue.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What another process reads from the file: the committed jobs and checkpoints only. */
  function committed() {
    const db = new Database(file, { readonly: true });
    try {
      const jobs = db.prepare('SELECT id FROM jobs ORDER BY id').pluck().all();
      const checkpoints = db
        .prepare('SELECT reactor, position FROM reactor_checkpoints ORDER BY reactor')
        .all();
      return { jobs, checkpoints };
    } finally {
      db.close();
    }
  }

  it('commits the enqueues of one turn together after the turn, each answered once it is committed', async () => {
    const mail = queue.enqueue([job('e1.mail')], { reactor: 'mail', position: '5' });
    const notifications = queue.enqueue([job('e1.notify'), job('e2.notify')], {
      reactor: 'notifications',
      position: '6',
    });
    // Nothing is written before the turn ends.
    expect(committed()).toEqual({ jobs: [], checkpoints: [] });
    await Promise.all([mail, notifications]);
    expect(committed()).toEqual({
      jobs: ['e1.mail', 'e1.notify', 'e2.notify'],
      checkpoints: [
        { reactor: 'mail', position: '5' },
        { reactor: 'notifications', position: '6' },
      ],
    });
  });

  it('a part that cannot be stored fails alone: its jobs and checkpoint stay out, the others commit', async () => {
    await queue.enqueue([], { reactor: 'mail', position: '1' });
    const unstorable = job('e2.mail', { amount: 10n } as Record<string, unknown>);
    const failed = queue.enqueue([job('e1.mail'), unstorable], { reactor: 'mail', position: '2' });
    const stored = queue.enqueue([job('e1.notify')], { reactor: 'notifications', position: '2' });
    await expect(failed).rejects.toThrow();
    await expect(stored).resolves.toBeUndefined();
    expect(committed()).toEqual({
      jobs: ['e1.notify'],
      checkpoints: [
        { reactor: 'mail', position: '1' },
        { reactor: 'notifications', position: '2' },
      ],
    });
  });

  it('close commits what was enqueued before it', async () => {
    const enqueued = queue.enqueue([job('e1.mail')], { reactor: 'mail', position: '3' });
    await queue.close();
    await enqueued;
    expect(committed()).toEqual({ jobs: ['e1.mail'], checkpoints: [{ reactor: 'mail', position: '3' }] });
  });
});
