import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@portal/platform';
import { postNotification } from './post-notification.js';

let dir: string;
let events: SqliteEventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'notification-'));
  events = new SqliteEventStore(join(dir, 'events.sqlite'));
});
afterEach(async () => {
  await events.close();
  rmSync(dir, { recursive: true, force: true });
});

const input = {
  jobId: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-registration-received',
  userId: 'u1',
  kind: 'registrationReceived',
  facts: { caseNumber: 'EXP-2026-12345678' },
} as const;

describe('postNotification', () => {
  it('appends one NotificationPosted to the recipient stream, however often the same job runs', async () => {
    const first = await postNotification(events, input, new Date('2026-11-22T10:00:00.000Z'));
    const again = await postNotification(events, input, new Date('2026-11-22T10:05:00.000Z'));
    const stream = await events.readStream('notifications-u1');
    expect(stream.map((e) => e.type)).toEqual(['NotificationPosted']);
    expect(stream[0]?.data).toEqual({
      notificationId: first.notificationId,
      userId: 'u1',
      kind: 'registrationReceived',
      facts: { caseNumber: 'EXP-2026-12345678' },
      postedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(again).toEqual(first);
  });

  it('gives two runs of the same job racing each other one event', async () => {
    await Promise.all([
      postNotification(events, input, new Date('2026-11-22T10:00:00.000Z')),
      postNotification(events, input, new Date('2026-11-22T10:00:00.000Z')),
    ]);
    expect(await events.readStream('notifications-u1')).toHaveLength(1);
  });

  it('posts another job as another notification', async () => {
    const a = await postNotification(events, input, new Date('2026-11-22T10:00:00.000Z'));
    const b = await postNotification(
      events,
      {
        ...input,
        jobId: '7d9c5f62-1f7e-4b55-8d3e-2f64c3b3a001.notify-password-changed',
        kind: 'passwordChanged',
        facts: {},
      },
      new Date('2026-11-22T10:01:00.000Z'),
    );
    expect(b.notificationId).not.toBe(a.notificationId);
    expect(await events.readStream('notifications-u1')).toHaveLength(2);
  });
});
