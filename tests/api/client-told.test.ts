/**
 * The client is told what to act on (issue 20), against the real portal with a real SMTP peer: staff asking the
 * case for a document, or recording a milestone, reaches the client once by e-mail and once in the bell, like a
 * phase or a comment. The people are the demo accounts: seeded before the reactors first start, they get nothing
 * of their own before the test acts.
 */
import { demoAccounts } from '@portal/command-service';
import type { ClientDashboard, NotificationList } from '@portal/contracts';
import { simpleParser } from 'mailparser';
import { call, login } from '../support/api-client.js';
import { freePort, type RunningPortal, removeDir, startPortal } from '../support/portal.js';
import { type SmtpPeer, smtpPeer } from '../support/smtp-peer.js';

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let peer: SmtpPeer;
let portal: RunningPortal;
const as = {} as Record<'agent' | 'client', string>;
let caseId: string;
let caseNumber: string;

beforeAll(async () => {
  const port = await freePort();
  peer = await smtpPeer(port);
  portal = await startPortal({
    demo: true,
    serveFrontend: false,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
  });
  as.agent = (await login(portal.baseUrl, demoAccounts.agent.username, demoAccounts.agent.password)).cookie;
  as.client = (
    await login(portal.baseUrl, demoAccounts.client.username, demoAccounts.client.password)
  ).cookie;
  const dashboard = await call<ClientDashboard>(portal.baseUrl, 'GET', '/api/clients/my-dashboard', {
    cookie: as.client,
  });
  caseId = dashboard.json.fraudCase.id;
  caseNumber = dashboard.json.recoveryProcess.caseNumber;
}, 120_000);
afterAll(async () => {
  await portal?.stop();
  await peer?.close();
  if (portal) removeDir(portal.dataDir);
});

const notifications = async () =>
  (await call<NotificationList>(portal.baseUrl, 'GET', '/api/notifications', { cookie: as.client })).json;

describe('the client is told of a requested document and a milestone', () => {
  it('sends the client exactly one mail and one notification for each', async () => {
    const requested = await call(portal.baseUrl, 'POST', `/api/cases/${caseId}/required-documents`, {
      cookie: as.agent,
      body: {
        title: 'Contrato firmado con la plataforma',
        description: 'Todas las páginas.',
        required: true,
      },
    });
    expect(requested.status).toBe(201);
    const milestone = await call(portal.baseUrl, 'POST', `/api/cases/${caseId}/timeline`, {
      cookie: as.agent,
      body: {
        title: 'Solicitud enviada al banco',
        description: 'Congelar la cuenta.',
        occurredOn: '2026-11-20',
      },
    });
    expect(milestone.status).toBe(201);

    await until('two mails', async () => (peer.received.length >= 2 ? true : undefined));
    const list = await until('two notifications', async () => {
      const answer = await notifications();
      return answer.items.length >= 2 ? answer : undefined;
    });
    // Time for a duplicate to show up, if one were sent.
    await new Promise((r) => setTimeout(r, 1500));

    expect(peer.received).toHaveLength(2);
    const mails = await Promise.all(peer.received.map(({ raw }) => simpleParser(raw)));
    expect(peer.received.map((m) => m.recipients)).toEqual([
      [demoAccounts.client.email],
      [demoAccounts.client.email],
    ]);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [`Nuevo hito en su caso ${caseNumber}`, `Su caso ${caseNumber} necesita un documento`].sort(),
    );
    // Mail travels in clear: neither the document's title nor the milestone's words are in it.
    for (const mail of mails) expect(mail.text).not.toMatch(/Contrato firmado|Solicitud enviada|Congelar/);

    const after = await notifications();
    expect(after.unreadCount).toBe(2);
    expect(
      after.items.map(({ kind, facts }) => ({ kind, facts })).sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      {
        kind: 'documentRequested',
        facts: {
          caseId,
          requiredDocumentKey: null,
          requiredDocumentTitle: 'Contrato firmado con la plataforma',
        },
      },
      { kind: 'milestoneRecorded', facts: { caseId, milestoneTitle: 'Solicitud enviada al banco' } },
    ]);
    expect(list.items).toHaveLength(2);
  }, 90_000);
});
