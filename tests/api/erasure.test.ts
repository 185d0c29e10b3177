/**
 * Erasure of a person from an immutable log (crypto-shredding) against the real portal: two clients
 * register through the API, staff comment, the client uploads documents and is mailed; then one of them is
 * erased (erasePerson, as the acceptance of an ARCO cancellation calls it) while the portal runs. Afterwards no
 * file of the data folder holds their name, e-mail, phone or what they wrote; their case is still there and reads
 * 'Datos eliminados' where they were; the other client is untouched; a rebuild check finds the read models as the
 * log makes them; and nothing more is mailed to them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import type { CaseFile, ClientDashboard } from '@portal/contracts';
import { type ErasureReport, erasePerson, securityLog } from '@portal/gateway';
import { loadConfig, openStores, type Stores } from '@portal/platform';
import { readModelProjectors, rebuildProjection } from '@portal/projections';
import { SqliteJobQueue } from '@portal/workers';
import {
  call,
  cookieOf,
  login,
  registerClient,
  registrationPayload,
  tryLogin,
} from '../support/api-client.js';
import { findInDataDir } from '../support/data-dir-grep.js';
import { samplePdf, samplePng, sha256Of, uploadDocument } from '../support/documents.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });

const erased = registrationPayload({
  firstName: 'Ximena',
  lastName: 'Núñez Ibarra',
  phone: '+52 81 5550 7319',
  city: 'San Pedro Garza García',
  platform: 'Inversiones Quetzal Dorado',
  description: 'El supuesto asesor Patricio Bañuelos me pidió tres depósitos para liberar mis ganancias.',
});
const kept = registrationPayload({
  firstName: 'Rodrigo',
  lastName: 'Peñaloza Díaz',
  phone: '+52 55 4410 2288',
  city: 'Tlaxcala',
});
const erasedFullName = 'Ximena Núñez Ibarra';
const erasedFile = 'INE-ximena-nunez-ibarra.pdf';
const uniquePdf = samplePdf('Estado de cuenta Ximena Nunez Ibarra');
const sharedPng = samplePng(19, 23);

let base: string;
let dataDir: string;
let admin: string;
let erasedIds: { userId: string; caseId: string; clientId: string };
let keptCookie: string;
let erasedCookie: string;
let keptSharedDocument: string;
let report: ErasureReport;
let stores: Stores;
let queue: SqliteJobQueue;

/** What the portal's mail folder holds now: file name → content. */
const mailFiles = () => {
  const dir = join(dataDir, 'mail');
  return existsSync(dir)
    ? Object.fromEntries(
        readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => [f, readFileSync(join(dir, f), 'latin1')]),
      )
    : {};
};
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const jobsSettled = async () => {
  const counts = await queue.counts();
  return counts.waiting + counts.active + counts.delayed === 0;
};

beforeAll(async () => {
  base = running.baseUrl;
  dataDir = running.portal.dataDir;
  admin = await cookieOf(base, demoAccounts.admin);
  const agent = await call<{ id: string }>(base, 'POST', '/api/admin/agents', {
    cookie: admin,
    body: {
      username: 'lic.erasure',
      email: 'lic.erasure@despacho-pruebas.mx',
      fullName: 'Lic. Norma Villaseñor',
      password: 'Clave-Agente-2026',
      licenseNumber: 'CED-550011',
      phoneNumber: '+52 33 3000 1111',
    },
  });
  expect(agent.status).toBe(201);

  const a = await registerClient(base, erased);
  const b = await registerClient(base, kept);
  erasedIds = { userId: a.result.userId, caseId: a.result.caseId, clientId: a.result.clientId };
  for (const clientId of [a.result.clientId, b.result.clientId]) {
    const assigned = await call(base, 'PUT', `/api/admin/clients/${clientId}/assign`, {
      cookie: admin,
      body: { agentId: agent.json.id },
    });
    expect(assigned.status).toBe(200);
  }
  const comment = await call(base, 'POST', `/api/fraud-cases/${a.result.caseId}/comments`, {
    cookie: admin,
    body: {
      content: 'Ximena, recibimos su denuncia; la llamaremos al 81 5550 7319.',
      commentType: 'admin',
      isVisibleToClient: true,
    },
  });
  expect(comment.status).toBe(201);
  erasedCookie = (await login(base, erased.username, erased.password)).cookie;
  await uploadDocument(base, erasedCookie, { fileName: erasedFile, bytes: uniquePdf });
  await uploadDocument(base, erasedCookie, { fileName: 'captura-chat.png', bytes: sharedPng });
  keptCookie = (await login(base, kept.username, kept.password)).cookie;
  keptSharedDocument = await uploadDocument(base, keptCookie, { fileName: 'captura.png', bytes: sharedPng });

  // The same stores, queue and security log as the portal's, opened by this process (as a second gateway would).
  const config = loadConfig({ DATA_DIR: dataDir });
  stores = await openStores(config);
  queue = new SqliteJobQueue(join(dataDir, 'queue.sqlite'));
  // The registration and the comment reached the client by mail before the erasure.
  await until(
    () => Object.values(mailFiles()).filter((m) => m.includes(erased.email)).length >= 2,
    'two mails',
  );
  await until(jobsSettled, 'the jobs done');
  const log = securityLog(join(dataDir, 'security.log'));
  report = await erasePerson(
    {
      stores,
      queue,
      mailDir: join(dataDir, 'mail'),
      securityLogFile: join(dataDir, 'security.log'),
      securityLog: log,
    },
    { userId: erasedIds.userId, erasedBy: 'admin-de-prueba', requestId: 'arco-1' },
  );
  await log.close();
}, 120_000);

afterAll(async () => {
  await queue?.close();
  await stores?.close();
});

describe('erasing a person', () => {
  it('reports what it did, in ids and counts', () => {
    expect(report).toMatchObject({
      userId: erasedIds.userId,
      subjectIds: [erasedIds.userId],
      recorded: true,
      blobsDeleted: 1,
      sessionsEnded: 1,
    });
    expect(report.mailFilesDeleted).toBeGreaterThanOrEqual(2);
    expect(report.projections.map((p) => p.error)).toEqual(readModelProjectors.map(() => null));
  });

  it('leaves no file of the data folder holding their name, e-mail, phone or what they wrote', async () => {
    // The portal's runners follow the rebuilt read models; their writes land in the files too.
    await new Promise((r) => setTimeout(r, 1500));
    const theirs = [
      erasedFullName,
      erased.lastName,
      erased.email,
      erased.phone,
      erased.username,
      erased.city,
      erased.platform,
      erased.description,
      erasedFile,
      'Estado de cuenta Ximena Nunez Ibarra',
    ];
    expect(findInDataDir(dataDir, theirs)).toEqual([]);
    // The search finds what is there: the other client's name in the read models.
    expect(findInDataDir(dataDir, ['Rodrigo Peñaloza Díaz']).map((f) => f.file)).toContain(
      'read-models.sqlite',
    );
  });

  it("keeps their case, showing 'Datos eliminados' where they were (an administrator's read)", async () => {
    const caseFile = await call<CaseFile>(base, 'GET', `/api/cases/${erasedIds.caseId}`, { cookie: admin });
    expect(caseFile.status).toBe(200);
    expect(caseFile.json.client).toMatchObject({ fullName: 'Datos eliminados', email: 'Datos eliminados' });
    expect(caseFile.text).not.toContain('Ximena');
    const comments = await call<{ content: string }[]>(
      base,
      'GET',
      `/api/fraud-cases/${erasedIds.caseId}/comments`,
      { cookie: admin },
    );
    expect(comments.json.map((c) => c.content)).toEqual(['Datos eliminados']);
  });

  it("answers every staff read that names them (lists, history, documents, the agent's bell) with the placeholder", async () => {
    const agent = await cookieOf(base, { username: 'lic.erasure', password: 'Clave-Agente-2026' });
    const reads: [string, string][] = [
      [admin, '/api/admin/users'],
      [admin, '/api/admin/clients'],
      [admin, '/api/fraud-cases'],
      [admin, '/api/recovery-processes'],
      [admin, `/api/cases/${erasedIds.caseId}/documents`],
      [admin, `/api/cases/${erasedIds.caseId}/history`],
      [admin, `/api/cases/${erasedIds.caseId}/history.csv`],
      [agent, '/api/agent/clients'],
      [agent, '/api/notifications'],
    ];
    for (const [cookie, path] of reads) {
      // A 5xx (an answer failing its schema) fails the call itself.
      const res = await call(base, 'GET', path, { cookie });
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.text.includes('Ximena')]).toEqual([path, false]);
    }
    // The case's history (what /cumplimiento shows and its CSV) names the placeholder where the person was.
    for (const path of [
      `/api/cases/${erasedIds.caseId}/history`,
      `/api/cases/${erasedIds.caseId}/history.csv`,
    ])
      expect([
        path,
        (await call(base, 'GET', path, { cookie: admin })).text.includes('Datos eliminados'),
      ]).toEqual([path, true]);
    const bell = await call<{ items: { kind: string; facts: Record<string, unknown> }[] }>(
      base,
      'GET',
      '/api/notifications',
      { cookie: agent },
    );
    expect(bell.json.items.filter((n) => n.facts.clientName === 'Datos eliminados').length).toBeGreaterThan(
      0,
    );
  });

  it('signs them out and lets nobody sign in as them', async () => {
    const res = await tryLogin(base, erased.username, erased.password);
    expect(res.status).toBe(401);
    // The session they had is gone.
    expect((await call(base, 'GET', '/api/auth/me', { cookie: erasedCookie })).status).toBe(401);
  });

  it('leaves the other client as they were: their name, their session, their document (the shared bytes kept)', async () => {
    const dashboard = await call<ClientDashboard>(base, 'GET', '/api/clients/my-dashboard', {
      cookie: keptCookie,
    });
    expect(dashboard.status).toBe(200);
    expect(JSON.stringify(dashboard.json)).toContain('Rodrigo');
    const download = await fetch(`${base}/api/documents/${keptSharedDocument}/download`, {
      headers: { cookie: keptCookie },
    });
    expect(download.status).toBe(200);
    expect(sha256Of(new Uint8Array(await download.arrayBuffer()))).toBe(sha256Of(sharedPng));
    // Their own bytes are gone from the blob store.
    expect(await stores.blobs.exists(sha256Of(uniquePdf))).toBe(false);
  });

  it('rebuilds to the same read models: npm run rebuild -- --check finds no difference', async () => {
    for (const projector of readModelProjectors) {
      const result = await rebuildProjection({
        projector,
        events: stores.events,
        documents: stores.documents,
        checkOnly: true,
      });
      expect({ name: projector.name, failure: result.failure, differences: result.differences }).toEqual({
        name: projector.name,
        failure: undefined,
        differences: [],
      });
    }
  }, 60_000);

  it('sends them no more mail: a comment on their case afterwards completes its job without a message', async () => {
    const before = Object.keys(mailFiles()).length;
    const done = (await queue.counts()).done;
    const comment = await call(base, 'POST', `/api/fraud-cases/${erasedIds.caseId}/comments`, {
      cookie: admin,
      body: { content: 'Seguimos con su caso.', commentType: 'admin', isVisibleToClient: true },
    });
    expect(comment.status).toBe(201);
    await until(
      async () => (await queue.counts()).done >= done + 2 && (await jobsSettled()),
      'the mail job done',
    );
    expect(Object.keys(mailFiles())).toHaveLength(before);
  });

  it('records who erased and when in the security log, by ids only', () => {
    const lines = readFileSync(join(dataDir, 'security.log'), 'utf8').trim().split('\n');
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.filter((e) => e.event === 'personal_data_erased')).toEqual([
      expect.objectContaining({
        event: 'personal_data_erased',
        outcome: 'succeeded',
        userId: erasedIds.userId,
        actorId: 'admin-de-prueba',
        privacyRequestId: 'arco-1',
      }),
    ]);
    // That line is the only one naming them.
    expect(lines.filter((l) => l.includes(erasedIds.userId))).toHaveLength(1);
  });

  it('keeps no password hash readable in the event log', () => {
    const files = readdirSync(dataDir).filter((f) => f.startsWith('events.sqlite'));
    for (const file of files) expect(readFileSync(join(dataDir, file)).includes('scrypt$')).toBe(false);
  });
});
