/**
 * In-app notifications through the real portal: a person lists their own, newest first with the unread count,
 * marks one as read (twice is once), and cannot reach anyone else's. The notifications are posted as the
 * workers post them (command-service's postNotification, the same job twice) into the log of a stopped portal,
 * which reads them on its next start. The people are the demo accounts: seeded before the reactors first start,
 * they get no notification of their own from the workers.
 */
import { join } from 'node:path';
import { demoAccounts, postNotification } from '@portal/command-service';
import { apiErrorSchema } from '@portal/contracts';
import { SqliteEventStore } from '@portal/platform';
import { call, login } from '../support/api-client.js';
import { type RunningPortal, removeDir, startPortal, tempDataDir } from '../support/portal.js';

const dataDir = tempDataDir('portal-notifications-');
const CASE_NUMBER = 'EXP-2026-00000042';
let portal: RunningPortal;
let clientId: string;
let cookieA: string;
let cookieB: string;
let registrationId: string;
let passwordId: string;

async function postTo(userId: string) {
  const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const registration = {
    jobId: 'job-registration-received',
    userId,
    kind: 'registrationReceived',
    facts: { caseNumber: CASE_NUMBER },
  } as const;
  registrationId = (await postNotification(events, registration, new Date('2026-11-22T10:00:00.000Z')))
    .notificationId;
  // The same job again (a retry): nothing new.
  await postNotification(events, registration, new Date('2026-11-22T10:01:00.000Z'));
  passwordId = (
    await postNotification(
      events,
      {
        jobId: 'job-password-changed',
        userId,
        kind: 'passwordChanged',
        facts: { changedAt: '2026-11-22T10:04:00.000Z', byAdmin: false },
      },
      new Date('2026-11-22T10:05:00.000Z'),
    )
  ).notificationId;
  await events.close();
}

const list = (cookie: string) => call(portal.baseUrl, 'GET', '/api/notifications', { cookie });
const markRead = (cookie: string, id: string) =>
  call(portal.baseUrl, 'POST', `/api/notifications/${encodeURIComponent(id)}/read`, { cookie, body: {} });

beforeAll(async () => {
  const { client, agent } = demoAccounts;
  const first = await startPortal({ dataDir, demo: true, serveFrontend: false });
  clientId = (await login(first.baseUrl, client.username, client.password)).user.id;
  await first.stop();
  await postTo(clientId);
  portal = await startPortal({ dataDir, demo: true, serveFrontend: false });
  cookieA = (await login(portal.baseUrl, client.username, client.password)).cookie;
  cookieB = (await login(portal.baseUrl, agent.username, agent.password)).cookie;
  // The read model catches up with the log after the start.
  for (let i = 0; i < 200; i++) {
    const res = await list(cookieA);
    if ((res.json as { items?: unknown[] }).items?.length === 2) break;
    await new Promise((r) => setTimeout(r, 50));
  }
}, 120_000);
afterAll(async () => {
  await portal?.stop();
  removeDir(dataDir);
});

describe('notifications', () => {
  it('lists a person their notifications, newest first, all unread', async () => {
    const res = await list(cookieA);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      items: [
        {
          id: passwordId,
          kind: 'passwordChanged',
          facts: { changedAt: '2026-11-22T10:04:00.000Z', byAdmin: false },
          postedAt: '2026-11-22T10:05:00.000Z',
          readAt: null,
        },
        {
          id: registrationId,
          kind: 'registrationReceived',
          facts: { caseNumber: CASE_NUMBER },
          postedAt: '2026-11-22T10:00:00.000Z',
          readAt: null,
        },
      ],
      unreadCount: 2,
    });
  });

  it('gives a person without notifications (a staff member) an empty list', async () => {
    const res = await list(cookieB);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ items: [], unreadCount: 0 });
  });

  it("answers not found to someone marking another person's notification, and changes nothing", async () => {
    const res = await markRead(cookieB, registrationId);
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(res.json)).toEqual({ message: 'Recurso no encontrado', code: 'not_found' });
    expect((await list(cookieA)).json).toMatchObject({ unreadCount: 2 });
  });

  it('answers not found for an id nobody has', async () => {
    expect((await markRead(cookieA, 'no-existe')).status).toBe(404);
  });

  it('marks one as read: the list answered right after shows it read and one unread', async () => {
    const res = await markRead(cookieA, registrationId);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    const after = (await list(cookieA)).json as { items: { id: string; readAt: string | null }[] };
    expect(after).toMatchObject({ unreadCount: 1 });
    expect(after.items.map((item) => [item.id, item.readAt === null])).toEqual([
      [passwordId, true],
      [registrationId, false],
    ]);
  });

  it('marks a read one again without a new event', async () => {
    const res = await markRead(cookieA, registrationId);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    await portal.stop();
    const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const stream = await events.readStream(`notifications-${clientId}`);
    await events.close();
    expect(stream.map((e) => e.type)).toEqual([
      'NotificationPosted',
      'NotificationPosted',
      'NotificationRead',
    ]);
  });
});
