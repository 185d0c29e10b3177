/**
 * Documents against the real portal: the upload with every refusal it must give (size, type by
 * name, type by content, forged, expired and foreign URLs), the SHA-256 recorded in the event log, downloads only
 * for the client and the case's staff (each one logged, refusals too), the review with If-Match, and the
 * integrity check turning false once the stored bytes are altered.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import {
  apiErrorSchema,
  type CaseFile,
  type ClientDashboard,
  type DocumentAccessEntry,
  type DocumentIntegrity,
  type StaffDocument,
} from '@portal/contracts';
import { simpleParser } from 'mailparser';
import { uploadUrlKey } from '../../gateway/src/documents/routes.js';
import { signUploadUrl } from '../../gateway/src/documents/upload-url.js';
import { type ApiResponse, call, login, registerClient } from '../support/api-client.js';
import {
  alterStoredBlob,
  blobStored,
  completeUpload,
  putBytes,
  samplePdf,
  samplePng,
  sha256Of,
  startUpload,
  uploadDocument,
} from '../support/documents.js';
import { usePortal } from '../support/portal.js';

// A short request timeout: a JSON body must arrive within it, an upload may take longer (UPLOAD_TIMEOUT_MS).
const running = usePortal({ demo: true, serveFrontend: false, env: { REQUEST_TIMEOUT_MS: '1000' } });
let base: string;
const as = {} as Record<'admin' | 'agentA' | 'agentB' | 'clientA' | 'clientB', string>;
let caseA: { caseId: string; caseNumber: string };
let clientAUserId: string;

const MB = 1024 * 1024;
const pdf = samplePdf();
const png = samplePng();
const errorOf = (res: ApiResponse) => apiErrorSchema.parse(res.json);
async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const get = <T>(cookie: string, path: string) => call<T>(base, 'GET', path, { cookie });
const dashboardOf = async (cookie: string) =>
  (await get<ClientDashboard>(cookie, '/api/clients/my-dashboard')).json;
const staffDocuments = async (cookie: string) => {
  const res = await get<StaffDocument[]>(cookie, `/api/cases/${caseA.caseId}/documents`);
  expect(res.status).toBe(200);
  return res.json;
};
const review = (cookie: string, id: string, body: object, revision?: number) =>
  call(base, 'PUT', `/api/documents/${id}`, {
    cookie,
    body,
    headers: revision === undefined ? {} : { 'if-match': `"${revision}"` },
  });
const download = (cookie: string, id: string) =>
  fetch(`${base}/api/documents/${id}/download`, { headers: { cookie } });
beforeAll(async () => {
  base = running.baseUrl;
  as.admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  as.agentA = (await login(base, demoAccounts.agent.username, demoAccounts.agent.password)).cookie;
  const clientA = await login(base, demoAccounts.client.username, demoAccounts.client.password);
  as.clientA = clientA.cookie;
  clientAUserId = clientA.user.id;
  const dashboard = await dashboardOf(as.clientA);
  caseA = { caseId: dashboard.fraudCase.id, caseNumber: dashboard.recoveryProcess.caseNumber };
  const created = await call(base, 'POST', '/api/admin/agents', {
    cookie: as.admin,
    body: {
      username: 'agente.documentos',
      email: 'agente.documentos@despacho-pruebas.mx',
      fullName: 'Lic. Daniela Ruiz Peña',
      password: 'Clave-Agente-D-2026',
      licenseNumber: 'CED-440012',
      specialization: 'Recuperación de Capital',
      phoneNumber: '+52 55 4455 6677',
    },
  });
  expect(created.status).toBe(201);
  as.agentB = (await login(base, 'agente.documentos', 'Clave-Agente-D-2026')).cookie;
  const registered = await registerClient(base);
  as.clientB = (await login(base, registered.payload.username, registered.payload.password)).cookie;
}, 60_000);

/** A refused PUT stored no bytes, and its upload cannot be completed. */
async function expectNothingKept(fileName: string, bytes: Buffer, uploadURL: string) {
  expect(await blobStored(running.portal.dataDir, sha256Of(bytes))).toBe(false);
  const completed = await completeUpload(base, as.clientA, { fileName, fileSize: bytes.length, uploadURL });
  expect(completed.status).toBe(422);
}

describe('a client sends documents', () => {
  let pdfId: string;
  let pngId: string;

  it('uploads a PDF and a PNG: both appear in review, with the SHA-256 of the bytes sent', async () => {
    pdfId = await uploadDocument(base, as.clientA, { fileName: 'Estado de cuenta marzo.pdf', bytes: pdf });
    pngId = await uploadDocument(base, as.clientA, { fileName: 'captura-transferencia.png', bytes: png });
    const submitted = (await dashboardOf(as.clientA)).recoveryProcess.documents.submitted;
    expect(submitted.map((d) => [d.name, d.status, d.size])).toEqual([
      ['captura-transferencia.png', 'in_review', png.length],
      ['Estado de cuenta marzo.pdf', 'in_review', pdf.length],
    ]);
    const listed = await staffDocuments(as.agentA);
    const byId = new Map(listed.map((d) => [d.id, d]));
    expect(byId.get(pdfId)).toMatchObject({
      fileName: 'Estado de cuenta marzo.pdf',
      size: pdf.length,
      contentType: 'application/pdf',
      sha256: sha256Of(pdf),
      status: 'in_review',
      uploaderName: demoAccounts.client.fullName,
    });
    expect(byId.get(pngId)).toMatchObject({ contentType: 'image/png', sha256: sha256Of(png) });
    const file = (await get<CaseFile>(as.agentA, `/api/cases/${caseA.caseId}`)).json;
    expect(file.documentsAwaitingReview).toBe(2);
    // The bytes are kept under their SHA-256 (what the refused uploads below must not leave).
    expect(await blobStored(running.portal.dataDir, sha256Of(pdf))).toBe(true);
    expect(await blobStored(running.portal.dataDir, sha256Of(png))).toBe(true);
  });

  it('records the SHA-256 in the event log, where the integrity check reads it', async () => {
    const res = await get<DocumentIntegrity>(as.agentA, `/api/documents/${pdfId}/verify`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sha256: sha256Of(pdf), recordedSha256: sha256Of(pdf), matches: true });
  });

  it('takes an upload slower than the request timeout of the other calls', async () => {
    const bytes = samplePdf('Recibo enviado por una línea lenta');
    const started = await startUpload(base, as.clientA, { fileName: 'lento.pdf', fileSize: bytes.length });
    const parts = [bytes.subarray(0, 100), bytes.subarray(100, 200), bytes.subarray(200)];
    const res = await fetch(new URL(started.json.uploadURL, base), {
      method: 'PUT',
      headers: { cookie: as.clientA, 'content-type': 'application/pdf' },
      body: new ReadableStream({
        async pull(controller) {
          const next = parts.shift();
          if (!next) return controller.close();
          await new Promise((r) => setTimeout(r, 700));
          controller.enqueue(next);
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { sha256: string }).sha256).toBe(sha256Of(bytes));
  });

  it('completing the same upload again records nothing new and answers the same id', async () => {
    const started = await startUpload(base, as.clientA, { fileName: 'ine.pdf', fileSize: pdf.length });
    const { uploadURL } = started.json;
    expect((await putBytes(base, as.clientA, uploadURL, samplePdf('INE'))).status).toBe(200);
    const input = { fileName: 'ine.pdf', fileSize: samplePdf('INE').length, uploadURL };
    const first = await completeUpload(base, as.clientA, input);
    const again = await completeUpload(base, as.clientA, input);
    expect([first.status, again.status, again.json.id]).toEqual([201, 201, first.json.id]);
    // The URL is used up: other bytes on it are refused.
    expect((await putBytes(base, as.clientA, uploadURL, samplePdf('otro INE'))).status).toBe(403);
    const named = (await staffDocuments(as.agentA)).filter((d) => d.fileName === 'ine.pdf');
    expect(named).toHaveLength(1);
  });

  it('links a document to the required one it answers; an id the case does not ask for is refused', async () => {
    const before = (await dashboardOf(as.clientA)).recoveryProcess.documents.required;
    const target = before.find((d) => !d.answered);
    if (!target) throw new Error('the demo case asks for no document');
    await uploadDocument(base, as.clientA, {
      fileName: 'identificacion.png',
      bytes: samplePng(20, 12),
      requiredDocumentId: target.documentId,
    });
    const after = (await dashboardOf(as.clientA)).recoveryProcess.documents.required;
    expect(after.find((d) => d.documentId === target.documentId)?.answered).toBe(true);
    const listed = await staffDocuments(as.agentA);
    expect(listed.find((d) => d.fileName === 'identificacion.png')?.requiredDocumentName).toBe(target.name);

    const started = await startUpload(base, as.clientA, { fileName: 'otro.pdf' });
    const bytes = samplePdf('otro');
    await putBytes(base, as.clientA, started.json.uploadURL, bytes);
    const refused = await completeUpload(base, as.clientA, {
      fileName: 'otro.pdf',
      fileSize: bytes.length,
      uploadURL: started.json.uploadURL,
      requiredDocumentId: 'documento-que-no-existe',
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe('El documento solicitado indicado no existe en su caso.');
  });

  describe('refusals', () => {
    it('refuses at the start a file over the surface limit or of a type it does not take (400, spec texts)', async () => {
      const big = await startUpload(base, as.clientA, { fileName: 'extracto.pdf', fileSize: 10 * MB + 1 });
      expect(big.status).toBe(400);
      expect(errorOf(big).message).toBe('extracto.pdf excede el límite de 10MB');
      const exe = await startUpload(base, as.clientA, { fileName: 'factura.exe' });
      expect(exe.status).toBe(400);
      expect(errorOf(exe).message).toBe('factura.exe no es un tipo de archivo válido');
      // .txt: not on the dashboard, yes in the home box; 20 MB: only in the home box.
      const txt = await startUpload(base, as.clientA, { fileName: 'notas.txt' });
      expect(txt.status).toBe(400);
      const home = await startUpload(base, as.clientA, {
        fileName: 'notas.txt',
        fileSize: 20 * MB,
        surface: 'home',
      });
      expect(home.status).toBe(200);
      const badSurface = await call(base, 'POST', '/api/documents/upload', {
        cookie: as.clientA,
        body: { fileName: 'a.pdf', surface: 'escritorio' },
      });
      expect(badSurface.status).toBe(400);
    });

    it('cuts a body past the limit (413), whether it says its length or not, and stores nothing', async () => {
      const started = await startUpload(base, as.clientA, { fileName: 'grande.pdf' });
      const tooBig = Buffer.concat([pdf, Buffer.alloc(10 * MB)]);
      const declared = await putBytes(base, as.clientA, started.json.uploadURL, tooBig);
      expect(declared.status).toBe(413);
      expect(errorOf(declared).message).toBe('El archivo excede el límite de 10MB.');
      // Chunked: no Content-Length, the server counts while it streams.
      const chunks = [pdf, ...Array.from({ length: 11 }, () => Buffer.alloc(MB, 0x20))];
      const res = await fetch(new URL(started.json.uploadURL, base), {
        method: 'PUT',
        headers: { cookie: as.clientA, 'content-type': 'application/pdf' },
        body: new ReadableStream({
          pull(controller) {
            const next = chunks.shift();
            if (next) controller.enqueue(next);
            else controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      await expectNothingKept('grande.pdf', tooBig, started.json.uploadURL);
    });

    it('refuses content that is not what the extension says (415) and leaves nothing', async () => {
      const started = await startUpload(base, as.clientA, { fileName: 'contrato.pdf' });
      const disguised = samplePng(9, 9);
      const res = await putBytes(base, as.clientA, started.json.uploadURL, disguised);
      expect(res.status).toBe(415);
      expect(errorOf(res).message).toBe(
        'El contenido de contrato.pdf no corresponde a su extensión; no se guardó.',
      );
      await expectNothingKept('contrato.pdf', disguised, started.json.uploadURL);
      const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
      const jpg = await startUpload(base, as.clientA, { fileName: 'foto.jpg' });
      expect((await putBytes(base, as.clientA, jpg.json.uploadURL, program)).status).toBe(415);
      await expectNothingKept('foto.jpg', program, jpg.json.uploadURL);
    });

    it("refuses a forged, an altered, an expired or someone else's URL (403)", async () => {
      const started = await startUpload(base, as.clientA, { fileName: 'recibo.pdf' });
      const url = started.json.uploadURL;
      const [payload, signature] = url.slice(url.lastIndexOf('/') + 1).split('.') as [string, string];
      const prefix = url.slice(0, url.lastIndexOf('/') + 1);
      const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
      const grant = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const altered = Buffer.from(JSON.stringify({ ...grant, maxBytes: 500 * MB })).toString('base64url');
      const secret = readFileSync(join(running.portal.dataDir, 'portal-secret'), 'utf8').trim();
      const expired = signUploadUrl({ ...grant, expiresAt: Date.now() - 1000 }, uploadUrlKey(secret));
      const attempts = {
        forged: await putBytes(base, as.clientA, `${prefix}${payload}.${flipped}`, pdf),
        altered: await putBytes(base, as.clientA, `${prefix}${altered}.${signature}`, pdf),
        expired: await putBytes(base, as.clientA, expired, pdf),
        foreign: await putBytes(base, as.clientB, url, pdf),
      };
      expect(Object.values(attempts).map((r) => r.status)).toEqual([403, 403, 403, 403]);
      expect(errorOf(attempts.expired).message).toMatch(/no es válida, expiró o no le pertenece/);
      // The genuine URL still works for its owner: nothing above used it up.
      expect((await putBytes(base, as.clientA, url, pdf)).status).toBe(200);
    });
  });
});

describe('downloads, their log, and the integrity check', () => {
  let id: string;
  const bytes = samplePdf('Contrato de inversión');

  beforeAll(async () => {
    id = await uploadDocument(base, as.clientA, { fileName: 'Contrato inversión.pdf', bytes });
  });

  it('serves the bytes to the client and to the case agent as an attachment that is never rendered', async () => {
    for (const cookie of [as.clientA, as.agentA, as.admin]) {
      const res = await download(cookie, id);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="Contrato inversion.pdf"; filename*=UTF-8''Contrato%20inversi%C3%B3n.pdf`,
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('refuses another client (404: it does not exist for them) and another agent (403); both are logged', async () => {
    expect((await download(as.clientB, id)).status).toBe(404);
    expect((await download(as.agentB, id)).status).toBe(403);
    expect((await get(as.agentB, `/api/documents/${id}/verify`)).status).toBe(403);
    const log = await get<DocumentAccessEntry[]>(as.admin, `/api/documents/${id}/access-log`);
    expect(log.status).toBe(200);
    const rows = log.json.map((e) => [e.actorName, e.action, e.outcome]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [demoAccounts.client.fullName, 'download', 'allowed'],
        [demoAccounts.agent.fullName, 'download', 'allowed'],
        ['Lic. Daniela Ruiz Peña', 'download', 'refused'],
        ['Lic. Daniela Ruiz Peña', 'verify', 'refused'],
      ]),
    );
    expect(log.json.every((e) => e.address === '127.0.0.1' || e.address === '::ffff:127.0.0.1')).toBe(true);
    // Newest first.
    const times = log.json.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get(as.agentA, `/api/documents/${id}/access-log`)).status).toBe(403);
  });

  it('answers matches: false once the stored bytes are altered', async () => {
    await alterStoredBlob(
      running.portal.dataDir,
      sha256Of(bytes),
      Buffer.concat([bytes, Buffer.from('%% alterado\n')]),
    );
    const res = await get<DocumentIntegrity>(as.agentA, `/api/documents/${id}/verify`);
    expect(res.json.recordedSha256).toBe(sha256Of(bytes));
    expect(res.json.matches).toBe(false);
    expect(res.json.sha256).toBe(sha256Of(Buffer.concat([bytes, Buffer.from('%% alterado\n')])));
  });
});

describe('staff review a document', () => {
  let id: string;

  beforeAll(async () => {
    id = await uploadDocument(base, as.clientA, { fileName: 'comprobante.png', bytes: samplePng(30, 30) });
  });

  const documentOf = async () => (await staffDocuments(as.agentA)).find((d) => d.id === id) as StaffDocument;
  const submittedOf = async () =>
    (await dashboardOf(as.clientA)).recoveryProcess.documents.submitted.find((d) => d.documentId === id);

  it('verifies with the revision read; the client sees it verified; a stale revision changes nothing', async () => {
    const read = await documentOf();
    const res = await review(as.agentA, id, { status: 'verified' }, read.revision);
    expect(res.status).toBe(200);
    expect((await submittedOf())?.status).toBe('verified');
    const stale = await review(
      as.admin,
      id,
      { status: 'rejected', reason: 'Imagen ilegible' },
      read.revision,
    );
    expect(stale.status).toBe(409);
    expect((await submittedOf())?.status).toBe('verified');
    expect(await documentOf()).toMatchObject({
      status: 'verified',
      reviewerName: demoAccounts.agent.fullName,
    });
  });

  it('rejects with a reason the client reads; without a reason or If-Match it is refused', async () => {
    const read = await documentOf();
    const noReason = await review(as.agentA, id, { status: 'rejected' }, read.revision);
    expect(noReason.status).toBe(400);
    expect(errorOf(noReason).fieldErrors?.reason).toBe(
      'Escriba el motivo del rechazo (al menos 5 caracteres)',
    );
    expect((await review(as.agentA, id, { status: 'verified' })).status).toBe(428);
    expect((await review(as.agentB, id, { status: 'verified' }, read.revision)).status).toBe(403);
    expect((await review(as.agentA, 'no-existe', { status: 'verified' }, 0)).status).toBe(404);
    const res = await review(
      as.agentA,
      id,
      { status: 'rejected', reason: 'La imagen está recortada' },
      read.revision,
    );
    expect(res.status).toBe(200);
    expect(await submittedOf()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'La imagen está recortada',
    });
  });

  it('tells the client of each review: a notification naming the file (and the reason), an e-mail naming neither', async () => {
    type Notifications = { items: { kind: string; facts: Record<string, unknown> }[] };
    const mailDir = join(running.portal.dataDir, 'mail');
    const subjects = async () =>
      Promise.all(
        (existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : []).map(
          async (f) => (await simpleParser(readFileSync(join(mailDir, f)))).subject ?? '',
        ),
      );
    const reviewed = async () =>
      (await get<Notifications>(as.clientA, '/api/notifications')).json.items.filter(
        (n) => n.kind === 'documentReviewed',
      );
    await waitUntil(async () => (await reviewed()).length >= 2, 'two review notifications');
    expect((await reviewed()).map((n) => n.facts)).toEqual(
      expect.arrayContaining([
        { fileName: 'comprobante.png', documentOutcome: 'verified' },
        { fileName: 'comprobante.png', documentOutcome: 'rejected', reason: 'La imagen está recortada' },
      ]),
    );
    const caseNumber = caseA.caseNumber;
    await waitUntil(
      async () => (await subjects()).some((s) => s.includes('necesita su atención')),
      'the rejection e-mail',
    );
    expect(await subjects()).toEqual(
      expect.arrayContaining([
        `Un documento de su caso ${caseNumber} fue verificado`,
        `Un documento de su caso ${caseNumber} necesita su atención`,
      ]),
    );
  });

  it('belongs to the client of the case only', async () => {
    expect(clientAUserId).toBeTruthy();
    expect((await call(base, 'PUT', `/api/documents/${id}`, { cookie: as.clientA, body: {} })).status).toBe(
      403,
    );
  });
});
