/**
 * Every implemented GET route answers exactly its documented response: called as a role allowed to call it, the
 * answer parses with the route's response schema and the parse drops nothing (no field the schema does not
 * document). A GET route missing from the list below must still answer 501: implementing one without adding it
 * here fails this test.
 */
import { demoAccounts } from '@portal/command-service';
import { type Role, type RouteName, routes } from '@portal/contracts';
import { call, login, registerClient } from '../support/api-client.js';
import { samplePdf, samplePng, uploadDocument } from '../support/documents.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
const cookies = {} as Record<Role, string>;
/** The registered client's case, as the path parameters of the case routes name it. */
const clientCase: Record<string, string> = {};
/** A document that client sent. */
const clientDocument: Record<string, string> = {};
/** The client's user, and a published article with its image. */
const clientUser: Record<string, string> = {};
const article: Record<string, string> = {};
const articleImage: Record<string, string> = {};

beforeAll(async () => {
  const base = running.baseUrl;
  const client = await registerClient(base);
  cookies.client = (await login(base, client.payload.username, client.payload.password)).cookie;
  clientCase.id = client.result.caseId;
  clientCase.caseId = client.result.caseId;
  clientDocument.id = await uploadDocument(base, cookies.client, {
    fileName: 'recibo.pdf',
    bytes: samplePdf(),
  });
  for (const role of ['agent', 'admin', 'superadmin'] as const) {
    const account = demoAccounts[role];
    cookies[role] = (await login(base, account.username, account.password)).cookie;
  }
  clientUser.userId = client.result.userId;
  const image = await fetch(`${base}/api/admin/news-images`, {
    method: 'POST',
    headers: { cookie: cookies.admin, origin: base, 'content-type': 'image/png' },
    body: samplePng(),
  });
  articleImage.sha256 = ((await image.json()) as { sha256: string }).sha256;
  const created = await call<{ id: string }>(base, 'POST', '/api/admin/news', {
    cookie: cookies.admin,
    body: {
      title: 'Aviso a nuestros clientes',
      excerpt: 'Nunca le pediremos su contraseña por teléfono.',
      image: { sha256: articleImage.sha256, contentType: 'image/png' },
      status: 'published',
      publishDate: '2026-11-01',
    },
  });
  article.id = created.json.id;
  await call(base, 'POST', '/api/admin/indicators', {
    cookie: cookies.admin,
    body: { name: 'UDI', value: '8.41', date: '2026-11-20' },
  });
}, 60_000);

/** The implemented GET routes and who calls them here (written by hand). */
const implemented: Partial<
  Record<RouteName, { as: Role | 'anonymous'; params?: Record<string, string>; query?: () => string }>
> = {
  health: { as: 'anonymous' },
  me: { as: 'client' },
  myDashboard: { as: 'client' },
  notifications: { as: 'client' },
  adminUsers: { as: 'admin' },
  adminClients: { as: 'admin' },
  fraudCases: { as: 'admin' },
  recoveryProcesses: { as: 'admin' },
  adminReport: { as: 'admin', params: { file: 'clients.csv' } },
  adminStats: { as: 'superadmin' },
  agents: { as: 'admin' },
  agentApplications: { as: 'superadmin' },
  demoAccounts: { as: 'admin' },
  opsStatus: { as: 'admin' },
  securityComments: { as: 'client' },
  clientCaseComments: { as: 'client', params: clientCase },
  adminSecurityComments: { as: 'admin' },
  agentClients: { as: 'agent' },
  caseFile: { as: 'admin', params: clientCase },
  caseComments: { as: 'admin', params: clientCase },
  caseCommentCounts: { as: 'admin' },
  caseDocuments: { as: 'admin', params: clientCase },
  verifyDocument: { as: 'admin', params: clientDocument },
  documentAccessLog: { as: 'admin', params: clientDocument },
  downloadDocument: { as: 'client', params: clientDocument },
  recoveryCase: { as: 'client', params: clientUser },
  plans: { as: 'anonymous' },
  outcomes: { as: 'anonymous' },
  indicators: { as: 'anonymous' },
  news: { as: 'anonymous' },
  newsArticle: { as: 'anonymous', params: article },
  newsImage: { as: 'anonymous', params: articleImage },
  profile: { as: 'client' },
  adminIndicators: { as: 'admin' },
  adminNews: { as: 'admin' },
  openApi: { as: 'admin' },
  opsRebuilds: { as: 'superadmin' },
  opsSetup: { as: 'superadmin' },
  apiDocs: { as: 'admin' },
  apiDocsAsset: { as: 'admin', params: { file: 'init.js' } },
  caseHistory: { as: 'admin', params: clientCase },
  caseHistoryCsv: { as: 'admin', params: clientCase },
  caseAsOf: { as: 'admin', params: clientCase, query: () => `?at=${new Date().toISOString()}` },
  privacyNotice: { as: 'anonymous' },
  myConsents: { as: 'client' },
  myPrivacyRequests: { as: 'client' },
  privacyRequestQueue: { as: 'admin' },
  myData: { as: 'client' },
};

const getRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].method === 'GET');

describe('GET routes answer their documented response', () => {
  it.each(getRoutes)('%s', async (name) => {
    const route = routes[name];
    const caller = implemented[name];
    const path =
      route.path.replace(/:(\w+)/g, (_, key: string) => caller?.params?.[key] ?? `prueba-${key}`) +
      (caller?.query?.() ?? '');
    // A route not built yet is called by someone it admits: a client for client routes, else the superadmin.
    const access: readonly string[] | string = route.access;
    const fallback = Array.isArray(access) && access.includes('client') ? cookies.client : cookies.superadmin;
    const cookie = caller ? (caller.as === 'anonymous' ? undefined : cookies[caller.as]) : fallback;
    const res = await call(running.baseUrl, 'GET', path, { cookie });
    if (!caller) {
      expect(res.status).toBe(501);
      return;
    }
    expect(res.status).toBe(200);
    // A file (raw response) has no JSON schema: it is the bytes, as an attachment.
    if ('raw' in route && route.raw === 'response') {
      // A news image is shown in the page, with its checked type; a document is downloaded.
      // The API's own documentation is read in place too.
      if (name === 'newsImage') expect(res.headers.get('content-type')).toBe('image/png');
      else if (name === 'openApi') expect((res.json as { openapi: string }).openapi).toBe('3.1.0');
      else if (name === 'apiDocs') expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      else if (name === 'apiDocsAsset')
        expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      else expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
      return;
    }
    expect('response' in route).toBe(true);
    if (!('response' in route)) return;
    const parsed = route.response.safeParse(res.json);
    expect(parsed.error?.issues).toBeUndefined();
    // Nothing undocumented: the parse (which strips unknown keys) gives back the whole answer.
    expect(parsed.data).toEqual(res.json);
  });
});
