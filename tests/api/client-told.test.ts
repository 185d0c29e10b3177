/**
 * The client is told what to act on, against the real portal with a real SMTP peer: staff asking the
 * case for a document, or recording a milestone, reaches the client once by e-mail and once in the bell, like a
 * phase or a comment; staff link a document the firm holds to what the case asks for, and the client's checklist
 * counts it. The people are the demo accounts: seeded before the reactors first start, they get nothing of their
 * own before the test acts.
 */
import { demoAccounts } from '@portal/command-service';
import {
  apiErrorSchema,
  type ClientDashboard,
  type NotificationList,
  type StaffDocument,
} from '@portal/contracts';
import { simpleParser } from 'mailparser';
import { type ApiResponse, call, login } from '../support/api-client.js';
import { samplePdf, uploadDocument } from '../support/documents.js';
import { freePort, type RunningPortal, removeDir, startPortal } from '../support/portal.js';
import { type SmtpPeer, smtpPeer, until } from '../support/smtp-peer.js';

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

describe('a document the firm holds satisfies what the case asks for', () => {
  const dashboard = async () =>
    (await call<ClientDashboard>(portal.baseUrl, 'GET', '/api/clients/my-dashboard', { cookie: as.client }))
      .json;
  const staffDocument = async (documentId: string) => {
    const list = await call<StaffDocument[]>(portal.baseUrl, 'GET', `/api/cases/${caseId}/documents`, {
      cookie: as.agent,
    });
    const found = list.json.find((d) => d.id === documentId);
    if (!found) throw new Error(`document ${documentId} not listed`);
    return found;
  };
  const link = (cookie: string, documentId: string, body: object, revision?: number) =>
    call(portal.baseUrl, 'PUT', `/api/documents/${documentId}/requirement`, {
      cookie,
      body,
      headers: revision === undefined ? {} : { 'if-match': String(revision) },
    });
  const review = (documentId: string, body: object, revision: number) =>
    call(portal.baseUrl, 'PUT', `/api/documents/${documentId}`, {
      cookie: as.agent,
      body,
      headers: { 'if-match': String(revision) },
    });
  const refusal = (res: ApiResponse) => {
    const { code, message } = apiErrorSchema.parse(res.json);
    return { status: res.status, code, message };
  };

  it('links a verified document to a requested one: the checklist shows it received; refusals change nothing', async () => {
    const before = await dashboard();
    expect(
      before.recoveryProcess.documents.required.find((d) => d.documentId === 'bankStatements'),
    ).toMatchObject({
      name: 'Estados de cuenta',
      answered: false,
    });
    const held = await uploadDocument(portal.baseUrl, as.client, {
      fileName: 'estado-marzo.pdf',
      bytes: samplePdf(),
    });
    const blurred = await uploadDocument(portal.baseUrl, as.client, {
      fileName: 'borroso.pdf',
      bytes: samplePdf('Foto borrosa'),
    });
    const sent = await staffDocument(held);
    expect(sent.requiredDocumentId).toBeNull();

    // Without If-Match: 428. An empty body: 400 naming the field.
    expect((await link(as.agent, held, { requiredDocumentId: 'bankStatements' })).status).toBe(428);
    const empty = await link(as.agent, held, {}, sent.revision);
    expect(empty.status).toBe(400);
    expect(apiErrorSchema.parse(empty.json).fieldErrors).toEqual({
      requiredDocumentId: 'Seleccione el documento solicitado que cumple este archivo',
    });

    expect((await review(held, { status: 'verified' }, sent.revision)).status).toBe(200);
    // The revision read before the review is stale now.
    expect(
      refusal(await link(as.agent, held, { requiredDocumentId: 'bankStatements' }, sent.revision)),
    ).toEqual({
      status: 409,
      code: 'stale_revision',
      message:
        'Otra persona cambió este documento mientras usted lo veía. Recargue para ver su estado actual; el vínculo no se guardó.',
    });
    const verified = await staffDocument(held);
    expect(verified.revision).toBe(sent.revision + 1);
    expect(
      refusal(await link(as.agent, held, { requiredDocumentId: 'contrato-inexistente' }, verified.revision)),
    ).toEqual({
      status: 400,
      code: 'required_document_unknown',
      message: 'El caso no solicita ese documento. Recargue para ver los documentos solicitados.',
    });

    const linked = await link(as.agent, held, { requiredDocumentId: 'bankStatements' }, verified.revision);
    expect(linked.status).toBe(200);
    expect(linked.json).toEqual({ ok: true, revision: verified.revision + 1 });
    const after = await dashboard();
    expect(
      after.recoveryProcess.documents.required.find((d) => d.documentId === 'bankStatements'),
    ).toMatchObject({
      answered: true,
    });
    expect(after.recoveryProcess.documents.submitted.find((d) => d.documentId === held)).toMatchObject({
      status: 'verified',
      requiredDocumentId: 'bankStatements',
    });
    expect(await staffDocument(held)).toMatchObject({
      requiredDocumentId: 'bankStatements',
      requiredDocumentName: 'Estados de cuenta',
      revision: verified.revision + 1,
    });

    // The same link again: already satisfied.
    expect(
      refusal(await link(as.agent, held, { requiredDocumentId: 'bankStatements' }, verified.revision + 1)),
    ).toEqual({
      status: 409,
      code: 'requirement_already_linked',
      message: 'Este documento ya cumple ese requisito.',
    });

    // A rejected document answers nothing.
    const second = await staffDocument(blurred);
    expect(
      (await review(blurred, { status: 'rejected', reason: 'No se puede leer' }, second.revision)).status,
    ).toBe(200);
    expect(
      refusal(await link(as.agent, blurred, { requiredDocumentId: 'officialId' }, second.revision + 1)),
    ).toEqual({
      status: 422,
      code: 'document_rejected',
      message: 'Un documento rechazado no puede cumplir un requisito. Pida al cliente que lo envíe de nuevo.',
    });
    expect((await staffDocument(blurred)).revision).toBe(second.revision + 1);
    expect(
      (await dashboard()).recoveryProcess.documents.required.find((d) => d.documentId === 'officialId'),
    ).toMatchObject({ answered: false });

    // An unknown document: 404.
    expect((await link(as.agent, 'no-existe', { requiredDocumentId: 'officialId' }, 0)).status).toBe(404);
  }, 60_000);
});
