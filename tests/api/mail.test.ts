/**
 * E-mail end to end against the real portal: a registration and a change of password each send one message,
 * written as .eml under DATA_DIR/mail with no configuration, or delivered to a real SMTP peer (smtp-server on
 * 127.0.0.1) with SMTP_URL, also when that peer is down for a while first. Demo accounts get no mail.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpsStatus } from '@portal/contracts';
import { simpleParser } from 'mailparser';
import { call, login, registerClient } from '../support/api-client.js';
import { freePort, type RunningPortal, removeDir, startPortal } from '../support/portal.js';
import { smtpPeer } from '../support/smtp-peer.js';

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const portals: RunningPortal[] = [];
afterAll(async () => {
  for (const portal of portals) {
    await portal.stop();
    removeDir(portal.dataDir);
  }
});
async function portal(env: Record<string, string> = {}): Promise<RunningPortal> {
  const running = await startPortal({ demo: true, serveFrontend: false, env });
  portals.push(running);
  return running;
}

describe('e-mail without configuration: .eml files under DATA_DIR/mail', () => {
  it('writes the registration message and the password-changed message, once each, and none for the demo', async () => {
    const running = await portal();
    const mailDir = join(running.dataDir, 'mail');
    const emls = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : []);
    const { payload, result } = await registerClient(running.baseUrl);
    const [first] = await until('the registration mail', () => (emls().length === 1 ? emls() : undefined));
    const mail = await simpleParser(readFileSync(join(mailDir, first ?? '')));
    expect(mail.subject).toBe(`Recibimos su caso ${result.caseNumber}`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(payload.email);
    expect(mail.text).toContain(result.caseNumber);
    expect(mail.text).not.toContain(payload.password);

    const { cookie } = await login(running.baseUrl, payload.username, payload.password);
    const changed = await call(running.baseUrl, 'POST', '/api/users/change-password', {
      cookie,
      body: { currentPassword: payload.password, newPassword: 'Clave-Distinta-2026' },
    });
    expect(changed.status).toBe(200);
    await until('the password mail', () => (emls().length === 2 ? true : undefined));
    const subjects = await Promise.all(
      emls().map(async (f) => (await simpleParser(readFileSync(join(mailDir, f)))).subject),
    );
    expect(subjects.sort()).toEqual([
      `Recibimos su caso ${result.caseNumber}`,
      'Se cambió la contraseña de su cuenta',
    ]);
    await new Promise((r) => setTimeout(r, 500));
    expect(emls()).toHaveLength(2);

    // The ops status reports the reactors like projections, and the jobs: 2 mails and 2 notifications done.
    const admin = await login(running.baseUrl, 'admin', 'Demo-Admin-2026');
    const ops = await call<OpsStatus>(running.baseUrl, 'GET', '/api/ops/status', { cookie: admin.cookie });
    expect(
      ops.json.reactors.map(({ name, state, eventsBehind, error }) => ({ name, state, eventsBehind, error })),
    ).toEqual([
      { name: 'mail', state: 'live', eventsBehind: 0, error: null },
      { name: 'notifications', state: 'live', eventsBehind: 0, error: null },
    ]);
    expect(ops.json.jobs).toEqual({ waiting: 0, active: 0, delayed: 0, done: 4, dead: 0, deadLetters: [] });
  }, 60_000);
});

describe('e-mail through SMTP (SMTP_URL)', () => {
  it('delivers each registration message exactly once to a real SMTP peer', async () => {
    const port = await freePort();
    const peer = await smtpPeer(port);
    try {
      const running = await portal({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Firma <avisos@firma.mx>',
      });
      const cases = [];
      for (let i = 0; i < 5; i++) cases.push((await registerClient(running.baseUrl)).result.caseNumber);
      await until('5 messages', () => (peer.received.length >= 5 ? true : undefined));
      await new Promise((r) => setTimeout(r, 500));
      const mails = await Promise.all(peer.received.map(({ raw }) => simpleParser(raw)));
      expect(mails.map((m) => m.subject).sort()).toEqual(cases.map((c) => `Recibimos su caso ${c}`).sort());
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(5);
      for (const m of mails) expect(m.from?.value).toEqual([{ address: 'avisos@firma.mx', name: 'Firma' }]);
    } finally {
      await peer.close();
    }
  }, 60_000);

  it('loses nothing while the SMTP server is down: the message arrives once it is back', async () => {
    const port = await freePort();
    // Nothing listens on the port yet: every attempt fails (connection refused) and is retried with backoff.
    const running = await portal({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const { result } = await registerClient(running.baseUrl);
    await new Promise((r) => setTimeout(r, 1500));
    const peer = await smtpPeer(port);
    try {
      await until('the delayed message', () => (peer.received.length >= 1 ? true : undefined), 60_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(peer.received).toHaveLength(1);
      expect((await simpleParser(peer.received[0]?.raw ?? Buffer.alloc(0))).subject).toBe(
        `Recibimos su caso ${result.caseNumber}`,
      );
    } finally {
      await peer.close();
    }
  }, 90_000);
});
