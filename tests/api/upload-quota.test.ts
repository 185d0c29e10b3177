/**
 * A client's upload quota (without one, a client sent 40 files of 1 MB in 2.5 s) against the real portal, with
 * small limits: 3 files and 20,000 bytes started per hour, 12,000 bytes per case. The hour's files or bytes used
 * up answer 429 with Retry-After and the Spanish message, the case's bytes 413; a refusal records nothing and
 * takes nothing from the client's counts; the signed URL takes no more bytes than the start declared.
 */

import { demoAccounts } from '@portal/command-service';
import { apiErrorSchema, type StaffDocument } from '@portal/contracts';
import { type ApiResponse, call, login, registerClient } from '../support/api-client.js';
import { putBytes, samplePdf, startUpload, uploadDocument } from '../support/documents.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({
  demo: true,
  serveFrontend: false,
  env: { UPLOAD_FILES_PER_HOUR: '3', UPLOAD_BYTES_PER_HOUR: '20000', UPLOAD_BYTES_PER_CASE: '12000' },
});
let base: string;
let admin: string;

const errorOf = (res: ApiResponse) => apiErrorSchema.parse(res.json);

/** A new client, signed in, with the case their registration opened. */
async function newClient() {
  const { payload } = await registerClient(base);
  const session = await login(base, payload.username, payload.password);
  const dashboard = await call<{ fraudCase: { id: string } }>(base, 'GET', '/api/clients/my-dashboard', {
    cookie: session.cookie,
  });
  return { cookie: session.cookie, caseId: dashboard.json.fraudCase.id };
}
const documentsOf = async (caseId: string) => {
  const res = await call<StaffDocument[]>(base, 'GET', `/api/cases/${caseId}/documents`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.json.map((d) => d.fileName).sort();
};

beforeAll(async () => {
  base = running.baseUrl;
  admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
}, 60_000);

it('refuses the 4th file of the hour with 429, Retry-After and the Spanish message, and records nothing', async () => {
  const client = await newClient();
  for (const n of [1, 2, 3])
    await uploadDocument(base, client.cookie, {
      fileName: `recibo-${n}.pdf`,
      bytes: samplePdf(`Recibo ${n}`),
    });
  const fourth = samplePdf('Recibo 4');
  const refused = await startUpload(base, client.cookie, {
    fileName: 'recibo-4.pdf',
    fileSize: fourth.length,
  });
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3540);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(errorOf(refused)).toEqual({
    code: 'upload_quota_exceeded',
    message: 'Ya envió 3 archivos en la última hora, el máximo por hora. Espere 60 minutos para enviar más.',
  });
  expect(await documentsOf(client.caseId)).toEqual(['recibo-1.pdf', 'recibo-2.pdf', 'recibo-3.pdf']);

  // The quota is the client's: another client starts at once.
  const other = await newClient();
  expect((await startUpload(base, other.cookie, { fileName: 'otro.pdf', fileSize: 500 })).status).toBe(200);
});

it("refuses the hour's bytes past the limit (the declared size counts), taking nothing from the counts", async () => {
  const client = await newClient();
  const start = (fileSize: number) =>
    startUpload(base, client.cookie, { fileName: 'extracto.pdf', fileSize });
  expect((await start(8000)).status).toBe(200);
  expect((await start(8000)).status).toBe(200);
  const refused = await start(8000);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3540);
  expect(errorOf(refused).message).toBe(
    'Con este archivo pasaría del máximo de 20 KB enviados en una hora. Espere 60 minutos e intente nuevamente.',
  );
  // The refused start took neither a file nor its bytes: 4,000 more still fit (20,000 in all, the third file).
  expect((await start(4000)).status).toBe(200);
  expect((await start(1)).status).toBe(429);
});

it("refuses a file that would take the case's documents past the bytes per case with 413", async () => {
  const client = await newClient();
  const first = samplePdf('Estado de cuenta');
  await uploadDocument(base, client.cookie, { fileName: 'estado.pdf', bytes: first });
  const refused = await startUpload(base, client.cookie, {
    fileName: 'grande.pdf',
    fileSize: 12000 - first.length + 1,
  });
  expect(refused.status).toBe(413);
  expect(errorOf(refused)).toEqual({
    code: 'case_quota_exceeded',
    message:
      'Con este archivo, los documentos de su caso pasarían del máximo de 12 KB. Si necesita enviar más, comuníquese con su asesor.',
  });
  expect(refused.headers.get('retry-after')).toBeNull();
  expect(await documentsOf(client.caseId)).toEqual(['estado.pdf']);
  // Exactly up to the limit is accepted.
  const fits = await startUpload(base, client.cookie, {
    fileName: 'cabe.pdf',
    fileSize: 12000 - first.length,
  });
  expect(fits.status).toBe(200);
});

it('takes no more bytes than the start declared', async () => {
  const client = await newClient();
  const bytes = samplePdf('Contrato firmado');
  const started = await startUpload(base, client.cookie, { fileName: 'contrato.pdf', fileSize: 100 });
  expect(started.status).toBe(200);
  const put = await putBytes(base, client.cookie, started.json.uploadURL, bytes);
  expect(put.status).toBe(413);
  expect(errorOf(put).message).toBe(
    'contrato.pdf es más grande que el tamaño indicado al iniciar su subida; no se guardó.',
  );
  expect(await documentsOf(client.caseId)).toEqual([]);
});
