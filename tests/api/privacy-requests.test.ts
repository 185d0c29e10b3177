/**
 * ARCO requests against the real portal: a client files a request and reads its legal due date (a portal
 * whose clock reads a known day, so the dates are literal); administration and compliance read the queue with the
 * business days left and who is overdue, clients and agents do not; an answer reaches the person in the bell and by
 * e-mail, once; a cancellation of a person whose case is under legal hold is refused and changes nothing; the
 * person's copy of their data holds their profile, case, documents with SHA-256, the comments visible to them and
 * who opened their documents, and nothing of another client.
 */
import { demoAccounts } from '@portal/command-service';
import {
  type CaseFile,
  type HistoryEntry,
  type MyData,
  type NotificationList,
  type OwnPrivacyRequest,
  type PrivacyQueueRow,
  privacyQueueRowSchema,
} from '@portal/contracts';
import { simpleParser } from 'mailparser';
import {
  type ApiResponse,
  call,
  idempotencyKey,
  login,
  registerClient,
  registrationPayload,
  tryLogin,
} from '../support/api-client.js';
import { findInStores } from '../support/data-dir-grep.js';
import { samplePdf, sha256Of, uploadDocument } from '../support/documents.js';
import { eventCount, eventsOfType } from '../support/event-log.js';
import { waitForMail } from '../support/mailbox.js';
import { freePort, type RunningPortal, removeDir, startPortal, usePortal } from '../support/portal.js';
import { portalClock } from '../support/portal-clock.js';
import { type SmtpPeer, smtpPeer } from '../support/smtp-peer.js';
import { createStaffAccount } from '../support/staff-accounts.js';
import { demoTotpSecrets, totpNow } from '../support/totp.js';

type ErrorBody = { message: string; code: string; fieldErrors?: Record<string, string> };

const file = (base: string, cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call<{ request: OwnPrivacyRequest } & ErrorBody>(base, 'POST', '/api/privacy/requests', {
    cookie,
    body,
    headers,
  });
const answer = (base: string, cookie: string, id: string, body: unknown) =>
  call<{ ok: true; message: string } & ErrorBody>(base, 'POST', `/api/privacy/requests/${id}/answer`, {
    cookie,
    body,
    // An accepted cancellation whose mail has not gone out answers 503: the tests look at it.
    allowServerError: true,
  });
const queue = (base: string, cookie: string, query = '') =>
  call<PrivacyQueueRow[] & ErrorBody>(base, 'GET', `/api/privacy/requests/queue${query}`, { cookie });
const ownRequests = (base: string, cookie: string) =>
  call<OwnPrivacyRequest[]>(base, 'GET', '/api/privacy/requests', { cookie });

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the legal clock, on a portal whose clock reads Friday 27 November 2026, 10:00 in Mexico City', () => {
  let portal: RunningPortal | undefined;
  afterAll(async () => {
    await portal?.stop();
    if (portal) removeDir(portal.dataDir);
  }, 30_000);

  /** The demo administrator signed in, with the code of the portal's time. */
  async function adminOf(base: string, now: () => number): Promise<string> {
    const { username, password } = demoAccounts.admin;
    const pending = await tryLogin(base, username, password);
    const secret = demoTotpSecrets[username] ?? '';
    const passed = await call(base, 'POST', '/api/auth/second-factor', {
      cookie: pending.setCookie,
      body: { code: totpNow(secret, now()) },
    });
    expect(passed.status).toBe(200);
    return passed.setCookie ?? '';
  }

  it('fixes the due day 20 business days on (28 December: Christmas skipped) and counts down to overdue', async () => {
    const friday = portalClock('2026-11-27T16:00:00.000Z');
    portal = await startPortal({ demo: true, serveFrontend: false, env: friday.env });
    const client = await registerClient(portal.baseUrl);
    const cookie = (await login(portal.baseUrl, client.payload.username, client.payload.password)).cookie;
    const filed = await file(portal.baseUrl, cookie, {
      kind: 'opposition',
      reason: 'No quiero que usen mis datos para enviarme publicidad.',
    });
    expect(filed.status).toBe(201);
    expect(filed.json.request).toMatchObject({
      kind: 'opposition',
      reason: 'No quiero que usen mis datos para enviarme publicidad.',
      status: 'pending',
      dueOn: '2026-12-28',
      answer: null,
      answeredAt: null,
    });
    expect(filed.json.request.filedAt.startsWith('2026-11-27T16:0')).toBe(true);

    const admin = await adminOf(portal.baseUrl, friday.now);
    const rows = await queue(portal.baseUrl, admin);
    expect(rows.status).toBe(200);
    expect(rows.json.map((r) => [r.username, r.dueOn, r.businessDaysLeft, r.overdue])).toEqual([
      [client.payload.username, '2026-12-28', 20, false],
    ]);

    // The same data folder, a month later: Tuesday 29 December 2026 in Mexico City, one business day late.
    await portal.stop();
    const tuesday = portalClock('2026-12-29T16:00:00.000Z');
    portal = await startPortal({
      dataDir: portal.dataDir,
      demo: true,
      serveFrontend: false,
      env: tuesday.env,
    });
    const late = await queue(portal.baseUrl, await adminOf(portal.baseUrl, tuesday.now));
    expect(late.json.map((r) => [r.dueOn, r.businessDaysLeft, r.overdue, r.status])).toEqual([
      ['2026-12-28', -1, true, 'pending'],
    ]);
  }, 120_000);
});

describe('ARCO requests on the real clock', () => {
  const running = usePortal({ demo: true, serveFrontend: false });
  let base: string;
  let admin: string;
  let compliance: string;
  let agent: string;
  let clientA: Awaited<ReturnType<typeof registerClient>>;
  let clientB: Awaited<ReturnType<typeof registerClient>>;
  let cookieA: string;
  let cookieB: string;
  let oppositionId: string;

  beforeAll(async () => {
    base = running.baseUrl;
    clientA = await registerClient(base, {
      firstName: 'Ximena',
      lastName: 'Quiroga Baltazar',
      phone: '5544332211',
      city: 'Querétaro',
    });
    clientB = await registerClient(base, {
      firstName: 'Rodrigo',
      lastName: 'Villaseñor Tapia',
      phone: '5577889900',
      city: 'Mérida',
    });
    cookieA = (await login(base, clientA.payload.username, clientA.payload.password)).cookie;
    cookieB = (await login(base, clientB.payload.username, clientB.payload.password)).cookie;
    admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
    agent = (await login(base, demoAccounts.agent.username, demoAccounts.agent.password)).cookie;
    const officer = await createStaffAccount(base, {
      username: 'cumplimiento.arco',
      fullName: 'Paula Ibarra Cumplimiento',
      password: 'Clave-Cumple-2026',
      role: 'compliance',
    });
    compliance = (await login(base, officer.username, officer.password)).cookie;
  }, 90_000);

  describe('filing', () => {
    it('files a request with its due day and lists it among the person’s own; one pending of a kind at a time', async () => {
      const filed = await file(base, cookieA, {
        kind: 'opposition',
        reason: '  No quiero recibir publicidad del despacho.  ',
      });
      expect(filed.status).toBe(201);
      const { request } = filed.json;
      oppositionId = request.id;
      expect(request).toMatchObject({
        kind: 'opposition',
        reason: 'No quiero recibir publicidad del despacho.',
        status: 'pending',
        answer: null,
      });
      expect(request.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const own = await ownRequests(base, cookieA);
      expect(own.json).toEqual([request]);
      // Another client sees none of it.
      expect((await ownRequests(base, cookieB)).json).toEqual([]);

      const again = await file(base, cookieA, { kind: 'opposition', reason: 'Otra vez.' });
      expect(again.status).toBe(409);
      expect(again.json).toEqual({
        code: 'privacy_request_open',
        message:
          'Ya tiene una solicitud de oposición en trámite. Espere la respuesta del despacho antes de enviar otra.',
      });
      expect((await ownRequests(base, cookieA)).json).toHaveLength(1);
    });

    it('refuses a kind it does not know and an empty reason, in Spanish, and files nothing', async () => {
      const before = await eventCount(running.portal.dataDir);
      const wrongKind = await file(base, cookieB, { kind: 'access', reason: 'Quiero mis datos.' });
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.json.fieldErrors).toEqual({
        kind: 'Elija el tipo de solicitud: rectificación, cancelación u oposición',
      });
      const blank = await file(base, cookieB, { kind: 'rectification', reason: ' \u200b ' });
      expect(blank.status).toBe(400);
      expect(blank.json.fieldErrors).toEqual({ reason: 'Escriba el motivo de su solicitud' });
      expect(await eventCount(running.portal.dataDir)).toBe(before);
    });

    it('honours an Idempotency-Key: the retry answers the same request and files nothing more', async () => {
      const key = idempotencyKey();
      const body = { kind: 'rectification', reason: 'Mi segundo apellido es Tapia, no Tapias.' };
      const first = await file(base, cookieB, body, { 'Idempotency-Key': key });
      const retry = await file(base, cookieB, body, { 'Idempotency-Key': key });
      expect([first.status, retry.status]).toEqual([201, 201]);
      expect(retry.json.request).toEqual(first.json.request);
      expect((await ownRequests(base, cookieB)).json.map((r) => r.id)).toEqual([first.json.request.id]);
    });

    it('lets agents file too, and not administration', async () => {
      const byAgent = await file(base, agent, { kind: 'opposition', reason: 'No publiquen mi foto.' });
      expect(byAgent.status).toBe(201);
      expect((await file(base, admin, { kind: 'opposition', reason: 'x' })).status).toBe(403);
    });
  });

  describe('the queue', () => {
    it('shows administration and compliance every request with who filed it, pending first by due day', async () => {
      for (const cookie of [admin, compliance]) {
        const rows = await queue(base, cookie);
        expect(rows.status).toBe(200);
        expect(rows.headers.get('x-total-count')).toBe(String(rows.json.length));
        for (const row of rows.json) privacyQueueRowSchema.parse(row);
        const ana = rows.json.find((r) => r.id === oppositionId);
        expect(ana).toMatchObject({
          userId: clientA.result.userId,
          fullName: 'Ximena Quiroga Baltazar',
          username: clientA.payload.username,
          caseNumber: clientA.result.caseNumber,
          kind: 'opposition',
          reason: 'No quiero recibir publicidad del despacho.',
          status: 'pending',
          overdue: false,
        });
        // Filed today: the whole clock is left (19 only if the test crossed midnight in Mexico City).
        expect([19, 20]).toContain(ana?.businessDaysLeft);
        const dues = rows.json.filter((r) => r.status === 'pending').map((r) => r.dueOn);
        expect(dues).toEqual([...dues].sort());
        // An agent who filed has no case.
        expect(rows.json.find((r) => r.username === demoAccounts.agent.username)?.caseNumber).toBeNull();
      }
      const searched = await queue(base, compliance, `?q=${encodeURIComponent('quiroga')}`);
      expect(searched.json.map((r) => r.id)).toEqual([oppositionId]);
    });

    it('is refused to clients and agents', async () => {
      expect((await queue(base, cookieA)).status).toBe(403);
      expect((await queue(base, agent)).status).toBe(403);
    });
  });

  describe('the answer', () => {
    it('reaches the person in the bell and by e-mail (never staff’s words in the mail), once', async () => {
      expect((await answer(base, compliance, oppositionId, { outcome: 'accepted' })).status).toBe(403);
      const refusedBlank = await answer(base, admin, oppositionId, { outcome: 'refused', answer: '  ' });
      expect(refusedBlank.status).toBe(400);
      expect(refusedBlank.json.fieldErrors).toEqual({
        answer: 'Escriba la respuesta: es obligatoria al rechazar',
      });

      const answered = await answer(base, admin, oppositionId, {
        outcome: 'accepted',
        answer: 'Dejamos de usar sus datos para publicidad desde hoy.',
      });
      expect(answered.status).toBe(200);
      const [own] = (await ownRequests(base, cookieA)).json;
      expect(own).toMatchObject({
        id: oppositionId,
        status: 'accepted',
        answer: 'Dejamos de usar sus datos para publicidad desde hoy.',
      });
      expect(own?.answeredAt).toEqual(expect.any(String));

      const bell = await until('the bell notification', async () => {
        const list = await call<NotificationList>(base, 'GET', '/api/notifications', { cookie: cookieA });
        return list.json.items.find((n) => n.kind === 'privacyRequestAnswered');
      });
      expect(bell.facts).toEqual({ privacyRequestKind: 'opposition', privacyOutcome: 'accepted' });

      const mail = await waitForMail(
        running.portal.dataDir,
        'Respuesta a su solicitud de oposición de datos personales',
        clientA.payload.email,
      );
      expect(mail?.text).toContain(
        'El despacho respondió su solicitud de oposición de sus datos personales: fue aceptada.',
      );
      expect(mail?.text).not.toContain('Dejamos de usar sus datos');

      const twice = await answer(base, admin, oppositionId, { outcome: 'refused', answer: 'No.' });
      expect(twice.status).toBe(409);
      expect(twice.json).toEqual({
        code: 'privacy_request_answered',
        message: 'Esta solicitud ya fue respondida: una solicitud se responde una sola vez.',
      });
      const again = await answer(base, admin, oppositionId, { outcome: 'accepted' });
      expect(again.status).toBe(409);
    }, 30_000);

    it('answers 404 for a request that does not exist', async () => {
      const missing = await answer(base, admin, 'no-existe', { outcome: 'accepted' });
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe('La solicitud no existe.');
    });
  });

  describe('the legal hold', () => {
    it('refuses to accept a cancellation while the case is under hold, naming the reason, and changes nothing', async () => {
      const caseId = clientA.result.caseId;
      const hold = await call(base, 'PUT', `/api/fraud-cases/${caseId}/legal-hold`, {
        cookie: admin,
        body: { reason: 'Orden del Juzgado 4o. Civil, expediente 123/2026' },
      });
      expect(hold.status).toBe(200);
      const held = await call<CaseFile>(base, 'GET', `/api/cases/${caseId}`, { cookie: admin });
      expect(held.json.legalHold).toEqual({
        reason: 'Orden del Juzgado 4o. Civil, expediente 123/2026',
        placedAt: expect.any(String),
      });
      // Agents and compliance do not place holds.
      const byAgent = await call(base, 'PUT', `/api/fraud-cases/${caseId}/legal-hold`, {
        cookie: agent,
        body: { reason: 'x' },
      });
      expect(byAgent.status).toBe(403);

      const filed = await file(base, cookieA, {
        kind: 'cancellation',
        reason: 'Quiero que borren todos mis datos.',
      });
      expect(filed.status).toBe(201);
      const before = await eventCount(running.portal.dataDir);
      const refused = await answer(base, admin, filed.json.request.id, { outcome: 'accepted' });
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({
        code: 'legal_hold',
        message:
          'No se puede aceptar la cancelación: el caso de esta persona está bajo retención legal (motivo: Orden del Juzgado 4o. Civil, expediente 123/2026). Los datos deben conservarse mientras dure la retención; rechace la solicitud explicando el motivo, o levante la retención primero.',
      });
      expect(await eventCount(running.portal.dataDir)).toBe(before);
      const own = (await ownRequests(base, cookieA)).json.find((r) => r.id === filed.json.request.id);
      expect(own?.status).toBe('pending');
      // The person is still there: they sign in and read their profile.
      const profile = await call<{ fullName: string }>(base, 'GET', '/api/profile', {
        cookie: (await login(base, clientA.payload.username, clientA.payload.password)).cookie,
      });
      expect(profile.json.fullName).toBe('Ximena Quiroga Baltazar');

      // Refusing it under the hold is allowed: the person is told why.
      const told = await answer(base, admin, filed.json.request.id, {
        outcome: 'refused',
        answer: 'Su caso está bajo retención legal por orden judicial; debemos conservar sus datos.',
      });
      expect(told.status).toBe(200);

      const lifted = await call(base, 'DELETE', `/api/fraud-cases/${caseId}/legal-hold`, { cookie: admin });
      expect(lifted.status).toBe(200);
      expect(
        (await call<CaseFile>(base, 'GET', `/api/cases/${caseId}`, { cookie: admin })).json.legalHold,
      ).toBe(null);
      const liftedAgain = await call<ErrorBody>(base, 'DELETE', `/api/fraud-cases/${caseId}/legal-hold`, {
        cookie: admin,
      });
      expect(liftedAgain.status).toBe(409);
      expect(liftedAgain.json.message).toBe('El caso no está bajo retención legal.');
      const history = await call<HistoryEntry[]>(base, 'GET', `/api/cases/${caseId}/history`, {
        cookie: compliance,
      });
      expect(history.json.map((e) => e.label)).toEqual(
        expect.arrayContaining(['Retención legal', 'Retención legal levantada']),
      );
    }, 30_000);

    it('refuses a hold without a reason and on a case that does not exist', async () => {
      const blank = await call<ErrorBody>(
        base,
        'PUT',
        `/api/fraud-cases/${clientA.result.caseId}/legal-hold`,
        {
          cookie: admin,
          body: { reason: '' },
        },
      );
      expect(blank.status).toBe(400);
      expect(blank.json.fieldErrors).toEqual({ reason: 'Escriba el motivo de la retención' });
      const missing = await call(base, 'PUT', '/api/fraud-cases/no-existe/legal-hold', {
        cookie: admin,
        body: { reason: 'Orden judicial' },
      });
      expect(missing.status).toBe(404);
    });
  });

  describe("the person's copy of their data", () => {
    let documentBytes: Buffer;
    let documentId: string;

    beforeAll(async () => {
      documentBytes = samplePdf('Estado de cuenta de Ximena - octubre 2026');
      documentId = await uploadDocument(base, cookieA, {
        fileName: 'estado-ximena.pdf',
        bytes: documentBytes,
      });
      await uploadDocument(base, cookieB, { fileName: 'estado-rodrigo.pdf', bytes: samplePdf('Rodrigo') });
      const download = await fetch(`${base}/api/documents/${documentId}/download`, {
        headers: { cookie: admin },
      });
      expect(download.status).toBe(200);
      for (const [content, isVisibleToClient] of [
        ['Recibimos su estado de cuenta, gracias.', true],
        ['Nota interna: revisar con el banco.', false],
      ] as const) {
        const added = await call(base, 'POST', `/api/fraud-cases/${clientA.result.caseId}/comments`, {
          cookie: admin,
          body: { content, isVisibleToClient },
        });
        expect(added.status).toBe(201);
      }
      await call(base, 'POST', `/api/fraud-cases/${clientB.result.caseId}/comments`, {
        cookie: admin,
        body: { content: 'Comentario para Rodrigo.', isVisibleToClient: true },
      });
    }, 30_000);

    it('holds the profile, the case, the documents with their SHA-256, the visible comments and who opened them', async () => {
      const res = await call<MyData>(base, 'GET', '/api/privacy/my-data', { cookie: cookieA });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBeNull();
      const data = res.json;
      expect(data.profile).toMatchObject({
        userId: clientA.result.userId,
        username: clientA.payload.username,
        fullName: 'Ximena Quiroga Baltazar',
        email: clientA.payload.email,
        role: 'client',
      });
      expect(data.profile.client).toMatchObject({ contactPhone: '5544332211', city: 'Querétaro' });
      expect(data.case).toMatchObject({
        caseId: clientA.result.caseId,
        caseNumber: clientA.result.caseNumber,
        fraudCase: { platform: clientA.payload.platform, description: clientA.payload.description },
      });
      expect(data.case?.phases.length).toBeGreaterThan(0);
      expect(data.case?.requiredDocuments.length).toBeGreaterThan(0);
      expect(data.case?.documents).toEqual([
        {
          id: documentId,
          fileName: 'estado-ximena.pdf',
          contentType: 'application/pdf',
          size: documentBytes.length,
          sha256: sha256Of(documentBytes),
          status: 'in_review',
          uploadedAt: expect.any(String),
          rejectionReason: null,
          reviewedAt: null,
        },
      ]);
      expect(data.comments.map((c) => c.content)).toEqual(['Recibimos su estado de cuenta, gracias.']);
      expect(data.documentAccesses).toEqual([
        {
          documentId,
          fileName: 'estado-ximena.pdf',
          actorName: 'Carlos Mendoza Ruiz',
          actorRole: 'admin',
          action: 'download',
          outcome: 'allowed',
          at: expect.any(String),
        },
      ]);
      expect(data.privacyRequests.map((r) => [r.kind, r.status])).toEqual(
        expect.arrayContaining([
          ['opposition', 'accepted'],
          ['cancellation', 'refused'],
        ]),
      );
      expect(data.notifications.map((n) => n.kind)).toContain('privacyRequestAnswered');
      // The consent given with the registration (the consent helper's stream consent-<userId>).
      expect(data.consents).toEqual([
        expect.objectContaining({
          type: 'PrivacyConsentGiven',
          data: expect.objectContaining({
            userId: clientA.result.userId,
            financialData: true,
            channel: 'registration',
          }),
        }),
      ]);
    });

    it("holds none of another client's data, and never an address", async () => {
      const text = JSON.stringify(
        (await call(base, 'GET', '/api/privacy/my-data', { cookie: cookieA })).json,
      );
      for (const other of [
        'Rodrigo',
        'Villaseñor',
        clientB.payload.email,
        clientB.payload.username,
        clientB.payload.phone,
        clientB.result.caseNumber,
        'estado-rodrigo.pdf',
        'Comentario para Rodrigo',
        'Nota interna',
        '127.0.0.1',
      ])
        expect(text).not.toContain(other);
      expect(text).toContain('Ximena');
    });

    it('downloads as an attachment mis-datos-<day>.json, and each download is a fact compliance reads', async () => {
      const before = (await eventsOfType(running.portal.dataDir, 'PersonalDataExported')).filter(
        (e) => e.userId === clientA.result.userId,
      ).length;
      const res = await call<MyData>(base, 'GET', '/api/privacy/my-data?download=1', { cookie: cookieA });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"/,
      );
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.json.profile.fullName).toBe('Ximena Quiroga Baltazar');
      const after = (await eventsOfType(running.portal.dataDir, 'PersonalDataExported')).filter(
        (e) => e.userId === clientA.result.userId,
      );
      expect(after).toHaveLength(before + 1);
      const history = await call<HistoryEntry[]>(base, 'GET', `/api/cases/${clientA.result.caseId}/history`, {
        cookie: compliance,
      });
      expect(history.json.map((e) => e.label)).toContain('La persona descargó sus datos personales');
      const bad = await call<ErrorBody>(base, 'GET', '/api/privacy/my-data?download=si', { cookie: cookieA });
      expect(bad.status).toBe(400);
      expect(bad.json.fieldErrors).toEqual({ download: 'El parámetro download solo puede valer 1 o 0' });
    });

    it("gives an agent their own data only: no route reads another person's", async () => {
      const res: ApiResponse<MyData> = await call<MyData>(
        base,
        'GET',
        `/api/privacy/my-data?userId=${clientA.result.userId}`,
        { cookie: agent },
      );
      expect(res.status).toBe(200);
      expect(res.json.profile).toMatchObject({ username: demoAccounts.agent.username, role: 'agent' });
      expect(res.json.case).toBeNull();
      expect(JSON.stringify(res.json)).not.toContain('Ximena');
    });
  });
});

describe('an accepted cancellation erases the person, after the mail that tells them', () => {
  let portal: RunningPortal | undefined;
  let peer: SmtpPeer | undefined;
  let smtpPort: number;
  let base: string;
  let admin: string;
  afterAll(async () => {
    await peer?.close();
    await portal?.stop();
    if (portal) removeDir(portal.dataDir);
  }, 30_000);

  beforeAll(async () => {
    smtpPort = await freePort();
    peer = await smtpPeer(smtpPort);
    portal = await startPortal({
      demo: true,
      serveFrontend: false,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ERASURE_MAIL_WAIT_MS: '2000',
        JOB_RETRY_BASE_MS: '100',
      },
    });
    base = portal.baseUrl;
    admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  }, 90_000);

  /** The subjects of the mails the peer received for `address`. */
  const subjectsTo = async (address: string) =>
    Promise.all(
      (peer?.received ?? [])
        .filter((m) => m.recipients.includes(address))
        .map(async (m) => (await simpleParser(m.raw)).subject),
    );

  async function fileCancellation(payload: ReturnType<typeof registrationPayload>) {
    const cookie = (await login(base, payload.username, payload.password)).cookie;
    const filed = await file(base, cookie, {
      kind: 'cancellation',
      reason: `Soy ${payload.firstName} ${payload.lastName}; borren mis datos, mi teléfono es ${payload.phone}.`,
    });
    expect(filed.status).toBe(201);
    return filed.json.request.id;
  }

  it('records the answer, mails it, then nothing in DATA_DIR or its database holds their name, e-mail or phone', async () => {
    const erased = registrationPayload({
      firstName: 'Valentina',
      lastName: 'Escobedo Rincón',
      phone: '+52 442 555 0199',
      city: 'Tequisquiapan',
    });
    const kept = registrationPayload({
      firstName: 'Tomás',
      lastName: 'Arriaga Peralta',
      phone: '+52 999 555 0142',
      city: 'Valladolid',
    });
    const gone = await registerClient(base, erased);
    const other = await registerClient(base, kept);
    const goneCookie = (await login(base, erased.username, erased.password)).cookie;
    await uploadDocument(base, goneCookie, { fileName: 'ine-valentina.pdf', bytes: samplePdf('Valentina') });
    const requestId = await fileCancellation(erased);
    const dataDir = portal?.dataDir ?? '';
    const theirs = ['Valentina', 'Escobedo Rincón', erased.email, erased.phone];
    // Before the erasure the same search finds each of them (the read models hold them).
    expect(new Set((await findInStores(dataDir, theirs)).map((f) => f.text))).toEqual(new Set(theirs));

    const accepted = await answer(base, admin, requestId, {
      outcome: 'accepted',
      answer: 'Borramos sus datos como lo pidió.',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.message).toBe('Los datos personales de la persona fueron borrados.');
    // The person was told, by the last mail they get.
    expect(await subjectsTo(erased.email)).toContain(
      'Respuesta a su solicitud de cancelación de datos personales',
    );

    expect(await findInStores(dataDir, theirs)).toEqual([]);
    // The search sees a person who is still there (their name is in the read models).
    expect((await findInStores(dataDir, ['Arriaga Peralta'])).length).toBeGreaterThan(0);
    // They cannot sign in; their case stays, showing 'Datos eliminados' where they were.
    expect((await tryLogin(base, erased.username, erased.password)).status).toBe(401);
    const caseFile = await call<CaseFile>(base, 'GET', `/api/cases/${gone.result.caseId}`, { cookie: admin });
    expect(caseFile.json.client).toMatchObject({ fullName: 'Datos eliminados', email: 'Datos eliminados' });
    const row = (await queue(base, admin)).json.find((r) => r.id === requestId);
    expect(row).toMatchObject({
      status: 'accepted',
      fullName: 'Datos eliminados',
      reason: 'Datos eliminados',
    });

    // The other client is untouched.
    const otherData = await call<MyData>(base, 'GET', '/api/privacy/my-data', {
      cookie: (await login(base, kept.username, kept.password)).cookie,
    });
    expect(otherData.json.profile).toMatchObject({ fullName: 'Tomás Arriaga Peralta', email: kept.email });
    expect(otherData.json.case?.caseNumber).toBe(other.result.caseNumber);
  }, 90_000);

  it('with the mail service down, erases nothing until the mail went out; accepting again finishes', async () => {
    const erased = registrationPayload({
      firstName: 'Leonora',
      lastName: 'Cisneros Bravo',
      phone: '+52 614 555 0177',
      city: 'Parral',
    });
    await registerClient(base, erased);
    const requestId = await fileCancellation(erased);
    const dataDir = portal?.dataDir ?? '';
    const theirs = ['Leonora', 'Cisneros Bravo', erased.email, erased.phone];
    // Before the erasure the same search finds each of them (the read models hold them).
    expect(new Set((await findInStores(dataDir, theirs)).map((f) => f.text))).toEqual(new Set(theirs));
    await peer?.close();
    peer = undefined;

    const waiting = await answer(base, admin, requestId, { outcome: 'accepted' });
    expect(waiting.status).toBe(503);
    expect(waiting.json).toEqual({
      code: 'erasure_waits_for_mail',
      message:
        'La respuesta quedó registrada, pero el correo que se la comunica a la persona todavía no sale (el servicio de correo no responde). Los datos se borrarán en cuanto salga: vuelva a aceptar la solicitud en unos minutos para terminar.',
    });
    // Nothing erased: the person still signs in, and reads that their request was accepted.
    const cookie = (await login(base, erased.username, erased.password)).cookie;
    expect((await ownRequests(base, cookie)).json.find((r) => r.id === requestId)?.status).toBe('accepted');

    peer = await smtpPeer(smtpPort);
    await until(
      'the answer delivered',
      async () =>
        (await subjectsTo(erased.email)).includes(
          'Respuesta a su solicitud de cancelación de datos personales',
        )
          ? true
          : undefined,
      60_000,
    );
    const finished = await answer(base, admin, requestId, { outcome: 'accepted' });
    expect(finished.status).toBe(200);
    expect((await tryLogin(base, erased.username, erased.password)).status).toBe(401);
    expect(await findInStores(dataDir, theirs)).toEqual([]);
  }, 120_000);
});
