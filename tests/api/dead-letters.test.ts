/**
 * A job that always fails ends as a dead letter after its attempts, visible in GET /api/ops/status: the portal
 * with JOB_ATTEMPTS=3 (short delays) mails through a real SMTP peer that refuses every recipient (550).
 */
import { demoAccounts } from '@portal/command-service';
import { opsStatusSchema } from '@portal/contracts';
import { call, login, registerClient } from '../support/api-client.js';
import { freePort, type RunningPortal, removeDir, startPortal } from '../support/portal.js';
import { type SmtpPeer, settled, smtpPeer, until } from '../support/smtp-peer.js';

let portal: RunningPortal | undefined;
let peer: SmtpPeer | undefined;
afterAll(async () => {
  await portal?.stop();
  if (portal) removeDir(portal.dataDir);
  await peer?.close();
});

describe('a job that always fails', () => {
  it('is a dead letter after JOB_ATTEMPTS attempts, counted and listed in the ops status', async () => {
    const smtpPort = await freePort();
    const refusing = await smtpPeer(smtpPort, { refuseRecipients: true });
    peer = refusing;
    portal = await startPortal({
      demo: true,
      serveFrontend: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOB_ATTEMPTS: '3', JOB_RETRY_BASE_MS: '100' },
    });
    const { baseUrl } = portal;
    const { cookie } = await login(baseUrl, demoAccounts.admin.username, demoAccounts.admin.password);
    await registerClient(baseUrl);
    const status = async () => {
      const res = await call(baseUrl, 'GET', '/api/ops/status', { cookie });
      expect(res.status).toBe(200);
      return opsStatusSchema.parse(res.json);
    };
    const jobs = await until('the dead letter', async () => {
      const j = (await status()).jobs;
      return j.dead >= 1 ? j : undefined;
    });
    // The notification of the same registration was posted: only the mail failed.
    expect({ ...jobs, deadLetters: [] }).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
      done: 1,
      dead: 1,
      deadLetters: [],
    });
    expect(jobs.deadLetters).toHaveLength(1);
    const [letter] = jobs.deadLetters;
    expect(letter?.kind).toBe('mail');
    expect(letter?.attempts).toBe(3);
    expect(letter?.id).toMatch(/\.registration-received$/);
    expect(letter?.error).toContain('550');
    expect(Number.isNaN(Date.parse(letter?.failedAt ?? ''))).toBe(false);
    // Three attempts, each refused by the peer, and none after the dead letter.
    await settled(() => refusing.refused(), 2_000);
    expect(refusing.refused()).toBe(3);
    expect(refusing.received).toHaveLength(0);
  }, 120_000);
});
