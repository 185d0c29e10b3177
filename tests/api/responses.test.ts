/**
 * Every implemented GET route answers exactly its documented response: called as a role allowed to call it, the
 * answer parses with the route's response schema and the parse drops nothing (no field the schema does not
 * document). A GET route missing from the list below must still answer 501: implementing one without adding it
 * here fails this test.
 */
import { demoAccounts } from '@portal/command-service';
import { type Role, type RouteName, routes } from '@portal/contracts';
import { call, login, registerClient } from '../support/api-client.js';
import { samplePdf, uploadDocument } from '../support/documents.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
const cookies = {} as Record<Role, string>;
/** The registered client's case, as the path parameters of the case routes name it. */
const clientCase: Record<string, string> = {};
/** A document that client sent. */
const clientDocument: Record<string, string> = {};

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
}, 60_000);

/** The implemented GET routes and who calls them here (written by hand). */
const implemented: Partial<Record<RouteName, { as: Role | 'anonymous'; params?: Record<string, string> }>> = {
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
};

const getRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].method === 'GET');

describe('GET routes answer their documented response', () => {
  it.each(getRoutes)('%s', async (name) => {
    const route = routes[name];
    const caller = implemented[name];
    const path = route.path.replace(/:(\w+)/g, (_, key: string) => caller?.params?.[key] ?? `prueba-${key}`);
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
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
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
