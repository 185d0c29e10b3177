/**
 * The distributed queue survives a restart of Redis: the portal on BullMQ (REDIS_URL) with a private
 * redis-server that writes every command to its append-only file, and an SMTP peer that is down at first, so
 * the mail jobs wait in Redis with their retries. Redis is shut down and started again on the same port and
 * folder, a registration made while it is down waits too, then the SMTP peer comes up: every acknowledged
 * registration's message arrives exactly once. Skipped, with the reason printed, without /usr/bin/redis-server.
 */
import { demoAccounts } from '@portal/command-service';
import { type OpsStatus, opsStatusSchema } from '@portal/contracts';
import { call, login, registerClient } from '../support/api-client.js';
import { freePort, type RunningPortal, removeDir, startPortal } from '../support/portal.js';
import { type PersistentRedis, persistentRedis } from '../support/redis-server.js';
import { parsed, type SmtpPeer, settled, smtpPeer, until } from '../support/smtp-peer.js';

const found = await persistentRedis();
if (!found.available) console.log(`Redis restart test: skipped — ${found.reason}`);
const describeWithRedis = found.available ? describe : describe.skip;
const redis = (found as { redis: PersistentRedis }).redis;

let portal: RunningPortal | undefined;
let peer: SmtpPeer | undefined;
afterAll(async () => {
  await portal?.stop();
  if (portal) removeDir(portal.dataDir);
  await peer?.close();
  await redis?.stop();
});

async function jobs(baseUrl: string, cookie: string): Promise<OpsStatus['jobs']> {
  const res = await call(baseUrl, 'GET', '/api/ops/status', { cookie });
  expect(res.status).toBe(200);
  return opsStatusSchema.parse(res.json).jobs;
}

describeWithRedis(
  `Redis restarted with persistence on${found.available ? '' : ` (skipped: ${found.reason})`}`,
  () => {
    it('loses no job: each acknowledged registration is mailed exactly once when SMTP is back', async () => {
      const smtpPort = await freePort();
      // Nothing listens on smtpPort yet: every attempt fails (connection refused) and is retried with backoff.
      portal = await startPortal({
        demo: true,
        serveFrontend: false,
        env: { REDIS_URL: redis.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOB_RETRY_BASE_MS: '500' },
      });
      const { baseUrl } = portal;
      const admin = await login(baseUrl, demoAccounts.admin.username, demoAccounts.admin.password);
      const cases: string[] = [];
      for (let i = 0; i < 4; i++) cases.push((await registerClient(baseUrl)).result.caseNumber);
      // Every job is in Redis before it goes down: the 4 notifications done, the 4 mails waiting for SMTP.
      await until('the jobs in Redis', async () => {
        const j = await jobs(baseUrl, admin.cookie);
        return j.done === 4 && j.waiting + j.active + j.delayed === 4 ? j : undefined;
      });

      await redis.shutdown();
      // A registration while Redis is down is acknowledged (the log is the outbox); its jobs wait for Redis.
      cases.push((await registerClient(baseUrl)).result.caseNumber);
      await new Promise((r) => setTimeout(r, 1_000));
      await redis.start();

      peer = await smtpPeer(smtpPort);
      const received = peer.received;
      const expected = cases.map((c) => `Recibimos su caso ${c}`).sort();
      await until(
        'a message for every registration',
        async () => {
          const subjects = new Set((await parsed(received)).map((m) => m.subject));
          return expected.every((s) => subjects.has(s)) ? true : undefined;
        },
        240_000,
      );
      await settled(() => received.length);
      const mails = await parsed(received);
      expect(mails.map((m) => m.subject).sort()).toEqual(expected);
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(5);
      expect(new Set(mails.flatMap((m) => m.recipients)).size).toBe(5);
      const after = await until('every job done', async () => {
        const j = await jobs(baseUrl, admin.cookie);
        return j.done === 10 ? j : undefined;
      });
      expect(after).toEqual({ waiting: 0, active: 0, delayed: 0, done: 10, dead: 0, deadLetters: [] });
    }, 300_000);
  },
);
