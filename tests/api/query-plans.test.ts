/**
 * No read grows with the firm: every GET route of the contracts' table is called on the real portal (in this
 * process, over HTTP, with its declared indexes) while its SQLite read-model store records the query plan of each
 * list and count, and a plan that reads a whole collection fails the test:
 * - a `SCAN documents` line (the table read row by row);
 * - a filter answered from the collection's key alone (`documents_key (collection=?)` with a field condition: every
 *   document of the collection is read to keep the few that match);
 * - a page sorted in full (`USE TEMP B-TREE FOR ORDER BY` under a LIMIT, outside a full-text search: every match
 *   is sorted to answer a page).
 * A search reads its full-text index and sorts its matches (what it answers, not the collection). A GET route added
 * to the table and called by no case here fails the test too.
 */
import { demoAccounts } from '@portal/command-service';
import { CASE_ROWS, listQuerySchema, type RouteName, routes } from '@portal/contracts';
import { call, cookieOf, registerClient } from '../support/api-client.js';
import { samplePdf, uploadDocument } from '../support/documents.js';
import { type InProcessPortal, startInProcessPortal } from '../support/in-process-portal.js';
import { growsWithCollection } from '../support/query-plans.js';

type Who = 'anonymous' | 'client' | 'agent' | 'admin' | 'superadmin';
interface Call {
  as: Who;
  path: string;
  /** 200 unless said otherwise (a 404 that still reads: an image nobody uploaded). */
  status?: number;
}

let env: InProcessPortal;
const cookies: Partial<Record<Who, string>> = {};
let data: {
  caseId: string;
  caseNumber: string;
  clientUserId: string;
  documentId: string;
  newsId: string;
};

beforeAll(async () => {
  env = await startInProcessPortal({ demo: true });
  const base = env.baseUrl;
  cookies.client = await cookieOf(base, demoAccounts.client);
  cookies.agent = await cookieOf(base, demoAccounts.agent);
  cookies.admin = await cookieOf(base, demoAccounts.admin);
  cookies.superadmin = await cookieOf(base, demoAccounts.superadmin);
  // Another client, not the demo agent's: the agent's lists filter by who works the case.
  await registerClient(base, { firstName: 'Ana', lastName: 'Ruiz Olvera' });
  const mine = await call<{ caseId: string; caseNumber: string }[]>(base, 'GET', '/api/agent/clients', {
    cookie: cookies.agent,
  });
  const demoCase = mine.json[0];
  if (!demoCase) throw new Error('the demo agent lists no case');
  const me = await call<{ user: { id: string } }>(base, 'GET', '/api/auth/me', { cookie: cookies.client });
  const documentId = await uploadDocument(base, cookies.client, {
    fileName: 'estado-de-cuenta.pdf',
    bytes: samplePdf(),
  });
  const posted = async (who: Who, path: string, body: unknown) => {
    const res = await call<{ id?: string }>(base, 'POST', path, { cookie: cookies[who], body });
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`${path} answered ${res.status}: ${res.text}`);
    return res.json;
  };
  await posted('agent', `/api/fraud-cases/${demoCase.caseId}/comments`, {
    content: 'Recibimos su estado de cuenta.',
    commentType: 'agent',
    isVisibleToClient: true,
  });
  await posted('client', '/api/privacy/requests', {
    kind: 'opposition',
    reason: 'No quiero que usen mis datos para publicidad.',
  });
  await posted('admin', '/api/admin/security-comments', {
    title: 'Nunca comparta su contraseña',
    content: 'Nuestro equipo jamás le pedirá su contraseña.',
    category: 'security',
    priority: 'high',
  });
  await posted('admin', '/api/admin/indicators', {
    name: 'Casos atendidos',
    value: '120',
    date: '2026-11-02',
  });
  const article = await posted('admin', '/api/admin/news', {
    title: 'Cómo reconocer un fraude de inversión',
    excerpt: 'Cinco señales que aparecen antes de perder el dinero.',
    body: 'Primer párrafo.',
    status: 'published',
    publishDate: '2026-11-02',
  });
  data = {
    caseId: demoCase.caseId,
    caseNumber: demoCase.caseNumber,
    clientUserId: me.json.user.id,
    documentId,
    newsId: article.id ?? '',
  };
}, 120_000);

afterAll(async () => {
  await env?.stop();
}, 30_000);

/** A list route's calls: every order both ways, a page in the middle, a search, as each reader it filters for. */
function listCalls(path: string, sorts: readonly string[], readers: readonly Who[]): Call[] {
  const queries = [
    '',
    '?limit=2&offset=1',
    '?q=ana&limit=2',
    `?q=ruiz ol&sort=-${sorts[0]}&limit=2`,
    ...sorts.flatMap((s) => [`?sort=${s}&limit=2&offset=1`, `?sort=-${s}&limit=2`]),
  ];
  return readers.flatMap((as) => queries.map((q) => ({ as, path: `${path}${q}` })));
}

/** How each GET route of the table is exercised (paths built once the data exists). */
const exercised: () => Partial<Record<RouteName, Call[]>> = () => ({
  me: [{ as: 'client', path: '/api/auth/me' }],
  health: [{ as: 'anonymous', path: '/api/health' }],
  opsStatus: [{ as: 'admin', path: '/api/ops/status' }],
  openApi: [{ as: 'admin', path: '/api/openapi.json' }],
  apiDocs: [{ as: 'admin', path: '/api/docs' }],
  apiDocsAsset: [{ as: 'admin', path: '/api/docs/swagger-ui.css' }],
  opsRebuilds: [{ as: 'superadmin', path: '/api/ops/rebuilds' }],
  opsSetup: [{ as: 'superadmin', path: '/api/ops/setup' }],
  myDashboard: [{ as: 'client', path: '/api/clients/my-dashboard' }],
  securityComments: [{ as: 'client', path: '/api/security-comments' }],
  clientCaseComments: [{ as: 'client', path: `/api/fraud-cases/${data.caseId}/comments/client` }],
  notifications: [{ as: 'client', path: '/api/notifications' }],
  recoveryCase: [
    { as: 'client', path: `/api/recovery/${data.clientUserId}` },
    { as: 'agent', path: `/api/recovery/${data.clientUserId}` },
  ],
  plans: [{ as: 'anonymous', path: '/api/plans' }],
  outcomes: [{ as: 'anonymous', path: '/api/outcomes' }],
  newsArticle: [{ as: 'anonymous', path: `/api/news/${data.newsId}` }],
  newsImage: [{ as: 'anonymous', path: `/api/news-images/${'a'.repeat(64)}`, status: 404 }],
  profile: [{ as: 'client', path: '/api/profile' }],
  indicators: [{ as: 'anonymous', path: '/api/indicators' }],
  news: [
    { as: 'anonymous', path: '/api/news' },
    { as: 'anonymous', path: '/api/news?limit=20' },
  ],
  downloadDocument: [
    { as: 'client', path: `/api/documents/${data.documentId}/download` },
    { as: 'agent', path: `/api/documents/${data.documentId}/download` },
  ],
  caseDocuments: [{ as: 'agent', path: `/api/cases/${data.caseNumber}/documents` }],
  verifyDocument: [{ as: 'agent', path: `/api/documents/${data.documentId}/verify` }],
  documentAccessLog: [{ as: 'admin', path: `/api/documents/${data.documentId}/access-log` }],
  adminUsers: listCalls(
    '/api/admin/users',
    ['createdAt', 'fullName', 'username', 'email', 'role'],
    ['admin'],
  ),
  adminClients: listCalls(
    '/api/admin/clients',
    ['registrationDate', 'accountNumber', 'name', 'status', 'city'],
    ['admin'],
  ),
  adminReport: ['cases', 'clients', 'recovery'].map((file) => ({
    as: 'admin',
    path: `/api/admin/reports/${file}.csv`,
  })),
  adminStats: [{ as: 'admin', path: '/api/admin/stats' }],
  adminSecurityComments: [{ as: 'admin', path: '/api/admin/security-comments' }],
  caseHistory: [
    { as: 'agent', path: `/api/cases/${data.caseNumber}/history` },
    { as: 'admin', path: `/api/cases/${data.caseId}/history?limit=5&offset=1` },
  ],
  caseHistoryCsv: [{ as: 'admin', path: `/api/cases/${data.caseNumber}/history.csv` }],
  caseAsOf: [{ as: 'admin', path: `/api/cases/${data.caseNumber}/as-of?at=${new Date().toISOString()}` }],
  adminIndicators: [{ as: 'admin', path: '/api/admin/indicators' }],
  adminNews: [{ as: 'admin', path: '/api/admin/news' }],
  fraudCases: listCalls(
    '/api/fraud-cases',
    ['createdAt', 'fraudDate', 'urgencyLevel', 'isProcessed'],
    ['admin', 'agent'],
  ),
  caseComments: [{ as: 'agent', path: `/api/fraud-cases/${data.caseId}/comments` }],
  caseCommentCounts: [
    { as: 'agent', path: `/api/fraud-case-comments/counts?ids=${data.caseId},otro` },
    { as: 'admin', path: `/api/fraud-case-comments/counts?ids=${data.caseId}` },
  ],
  agentClients: listCalls(
    '/api/agent/clients',
    ['lastActivity', 'progress', 'urgency', 'name'],
    ['admin', 'agent'],
  ),
  caseFile: [
    { as: 'agent', path: `/api/cases/${data.caseNumber}` },
    { as: 'admin', path: `/api/cases/${data.caseId}` },
  ],
  agents: listCalls('/api/agents', ['name', 'availability', 'maxClients'], ['admin']),
  recoveryProcesses: listCalls(
    '/api/recovery-processes',
    ['caseNumber', 'name', 'status', 'recoveryRate', 'estimatedCompletion', 'lastActivity'],
    ['admin', 'agent'],
  ),
  demoAccounts: [{ as: 'admin', path: '/api/admin/demo-accounts' }],
  agentApplications: listCalls(
    '/api/admin/agent-applications',
    ['queue', 'submittedAt', 'name', 'status'],
    ['admin'],
  ),
  privacyNotice: [{ as: 'anonymous', path: '/api/public/privacy-notice' }],
  myConsents: [{ as: 'client', path: '/api/privacy/my-consents' }],
  myPrivacyRequests: [{ as: 'client', path: '/api/privacy/requests' }],
  privacyRequestQueue: listCalls(
    '/api/privacy/requests/queue',
    ['queue', 'filedAt', 'dueOn', 'name', 'kind', 'status'],
    ['admin'],
  ),
  myData: [
    { as: 'client', path: '/api/privacy/my-data' },
    { as: 'agent', path: '/api/privacy/my-data' },
  ],
});

/** GET routes this test does not call, each with why it reads no document (none today). */
const notReadingDocuments: Partial<Record<RouteName, string>> = {};

const getRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].method === 'GET');

describe('the query plans of every GET route', () => {
  it('covers every GET route of the table: each is called, or said not to read documents', () => {
    const table = exercised();
    const covered = getRoutes.filter((name) => table[name] !== undefined || name in notReadingDocuments);
    expect(getRoutes.filter((name) => !covered.includes(name))).toEqual([]);
    expect(Object.keys(table).filter((name) => !getRoutes.includes(name as RouteName))).toEqual([]);
    expect(getRoutes.filter((name) => table[name] !== undefined && name in notReadingDocuments)).toEqual([]);
  });

  it.each(getRoutes)('%s reads what it answers, never a whole collection', async (name) => {
    const calls = exercised()[name];
    if (!calls) return;
    const found: { path: string; why: string; sql: string; plan: string[] }[] = [];
    let reads = 0;
    for (const { as, path, status } of calls) {
      env.sqlite.takePlans();
      env.sqlite.recordPlans(true);
      const res = await call(env.baseUrl, 'GET', path, as === 'anonymous' ? {} : { cookie: cookies[as] });
      const plans = env.sqlite.takePlans();
      env.sqlite.recordPlans(false);
      expect([path, res.status]).toEqual([path, status ?? 200]);
      reads += plans.length;
      for (const plan of plans) {
        const why = growsWithCollection(plan);
        if (why) found.push({ path, why, sql: plan.sql.replace(/\s+/g, ' '), plan: plan.plan });
      }
    }
    expect(found).toEqual([]);
    // A list's pages are read from the store (nothing here would be checked otherwise).
    if ((routes[name] as { query?: unknown }).query === listQuerySchema) expect(reads).toBeGreaterThan(0);
  });
});

describe('the plan check itself', () => {
  it('fails a page sorted by a field no index holds, and a filter on one', async () => {
    env.sqlite.recordPlans(true);
    env.sqlite.takePlans();
    await env.sqlite.list(CASE_ROWS, { orderBy: 'currency', limit: 5 });
    await env.sqlite.list(CASE_ROWS, { where: { currency: 'MXN' }, limit: 5 });
    const [sorted, filtered] = env.sqlite.takePlans();
    env.sqlite.recordPlans(false);
    expect(sorted && growsWithCollection(sorted)).toBe(
      'sorts every document of the collection to answer one page',
    );
    expect(filtered && growsWithCollection(filtered)).toBe(
      'filters on a field no index holds: the whole collection is read',
    );
  });

  it('passes the same reads through their declared indexes, and a full-text search', async () => {
    env.sqlite.recordPlans(true);
    env.sqlite.takePlans();
    await env.sqlite.list(CASE_ROWS, { orderBy: 'lastActivityAt', desc: true, limit: 5 });
    await env.sqlite.list(CASE_ROWS, { where: { agentUserId: 'u' }, orderBy: 'progress', limit: 5 });
    await env.sqlite.list(CASE_ROWS, {
      search: { fields: ['clientName'], text: 'ana' },
      orderBy: 'progress',
      limit: 5,
    });
    const plans = env.sqlite.takePlans();
    env.sqlite.recordPlans(false);
    // The search reads in two or three statements (its matches counted up to a bound, the order walked when many
    // match, the page's documents).
    expect(plans.length).toBeGreaterThanOrEqual(4);
    expect(plans.map((p) => growsWithCollection(p))).toEqual(plans.map(() => null));
  });

  it('fails a plan that reads the documents table row by row', () => {
    expect(growsWithCollection({ sql: 'SELECT body FROM documents', plan: ['SCAN documents'] })).toBe(
      'reads the documents table row by row',
    );
    expect(
      growsWithCollection({
        sql: 'SELECT body FROM document_search CROSS JOIN documents WHERE document_search MATCH ?',
        plan: [
          'SCAN document_search VIRTUAL TABLE INDEX 0:M1',
          'SEARCH documents USING INTEGER PRIMARY KEY (rowid=?)',
        ],
      }),
    ).toBeNull();
  });
});
