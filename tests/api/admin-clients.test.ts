/**
 * Clients in the administration against the real portal: the list with each client's user, loss,
 * agent and revision; an edit of status, contact and verification with If-Match (an assignment in between makes
 * it stale); the count of active clients follows the status; a suspended client gets no agent; the loss is
 * corrected on the fraud case, not here.
 */
import { demoAccounts } from '@portal/command-service';
import { type AdminClient, type AdminStats, type Agent, apiErrorSchema } from '@portal/contracts';
import { type ApiResponse, call, login, registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
let admin: string;

const errorOf = (res: ApiResponse) => apiErrorSchema.parse(res.json);
const clients = async () => {
  const res = await call<AdminClient[]>(base, 'GET', '/api/admin/clients', { cookie: admin });
  expect(res.status).toBe(200);
  return res.json;
};
const clientOf = async (clientId: string) => (await clients()).find((c) => c.id === clientId) as AdminClient;
const edit = (clientId: string, body: object, revision?: number) =>
  call<{ ok: true; revision: number }>(base, 'PUT', `/api/admin/clients/${clientId}`, {
    cookie: admin,
    body,
    headers: revision === undefined ? {} : { 'if-match': String(revision) },
  });
const stats = async () => (await call<AdminStats>(base, 'GET', '/api/admin/stats', { cookie: admin })).json;
const demoAgentId = async () => {
  const agents = await call<Agent[]>(base, 'GET', '/api/agents', { cookie: admin });
  return (agents.json.find((a) => a.user.fullName === demoAccounts.agent.fullName) as Agent).id;
};

beforeAll(async () => {
  base = running.baseUrl;
  admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
}, 60_000);

describe('the administration of clients', () => {
  it('lists each client with user, loss, agent and revision, as registered', async () => {
    const { payload, result } = await registerClient(base);
    const row = await clientOf(result.clientId);
    expect(row).toMatchObject({
      id: result.clientId,
      accountNumber: result.accountNumber,
      status: 'active',
      isVerified: false,
      user: { fullName: `${payload.firstName} ${payload.lastName}`, email: payload.email },
      lossAmount: payload.lossAmount,
      currency: payload.currency,
      fraudType: payload.fraudType,
      assignedAgentId: null,
      agent: null,
      caseId: result.caseId,
    });
    expect(typeof row.revision).toBe('number');
    const demo = (await clients()).find((c) => c.user.fullName === demoAccounts.client.fullName);
    expect(demo?.agent).toEqual({ user: { fullName: demoAccounts.agent.fullName } });
  });

  it('edits status, contact and verification with the revision read; the active count follows', async () => {
    const { result } = await registerClient(base);
    const before = await stats();
    const row = await clientOf(result.clientId);
    expect((await edit(result.clientId, { status: 'suspended' })).status).toBe(428);
    const done = await edit(
      result.clientId,
      { status: 'suspended', contactPhone: '55 1111 2222', city: 'Toluca', isVerified: true },
      row.revision,
    );
    expect(done.status).toBe(200);
    expect(await clientOf(result.clientId)).toMatchObject({
      status: 'suspended',
      contactPhone: '55 1111 2222',
      city: 'Toluca',
      isVerified: true,
      revision: done.json.revision,
    });
    expect((await stats()).activeClients).toBe(before.activeClients - 1);

    // Suspended: no agent for them.
    const agentId = await demoAgentId();
    const refused = await call(base, 'PUT', `/api/admin/clients/${result.clientId}/assign`, {
      cookie: admin,
      body: { agentId },
    });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toBe('El cliente está suspendido: no se le puede asignar un agente.');

    const again = await edit(result.clientId, { status: 'active' }, done.json.revision);
    expect(again.status).toBe(200);
    expect((await stats()).activeClients).toBe(before.activeClients);
    // Assigned now; the revision read before the assignment is stale.
    const assigned = await call(base, 'PUT', `/api/admin/clients/${result.clientId}/assign`, {
      cookie: admin,
      body: { agentId },
    });
    expect(assigned.status).toBe(200);
    const stale = await edit(result.clientId, { isVerified: false }, again.json.revision);
    expect(stale.status).toBe(409);
    expect(errorOf(stale).message).toMatch(/^Otra persona modificó este cliente/);
    expect((await clientOf(result.clientId)).isVerified).toBe(true);
  });

  it('refuses the loss fields (they are the fraud case’s) and an unknown status, writing nothing', async () => {
    const { result } = await registerClient(base);
    const row = await clientOf(result.clientId);
    const loss = await edit(result.clientId, { lossAmount: '1000' }, row.revision);
    expect(loss.status).toBe(422);
    expect(errorOf(loss).message).toBe(
      'El monto, la moneda y la descripción de la pérdida se corrigen en el caso de fraude.',
    );
    expect((await edit(result.clientId, { status: 'vip' }, row.revision)).status).toBe(400);
    expect((await edit('no-existe', { status: 'active' }, 0)).status).toBe(404);
    expect((await clientOf(result.clientId)).revision).toBe(row.revision);
  });
});

describe('the lists searched, sorted and paged on the server', () => {
  const page = (path: string) => call<AdminClient[]>(base, 'GET', path, { cookie: admin });

  it('finds a client by account number, by a name typed without accents, and says how many matched', async () => {
    const { result } = await registerClient(base, { firstName: 'Begoña', lastName: 'Ibáñez Quintero' });
    const byAccount = await page(`/api/admin/clients?q=${result.accountNumber}`);
    expect(byAccount.json.map((c) => c.accountNumber)).toEqual([result.accountNumber]);
    expect(byAccount.headers.get('x-total-count')).toBe('1');
    const byName = await page('/api/admin/clients?q=ibanez%20quintero');
    expect(byName.json.map((c) => c.accountNumber)).toContain(result.accountNumber);
  });

  it('pages a sorted list: consecutive pages do not overlap and add up to the total', async () => {
    for (let i = 0; i < 3; i++) await registerClient(base);
    const all = await page('/api/admin/clients?sort=accountNumber');
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBe(all.json.length);
    const accounts = all.json.map((c) => c.accountNumber);
    expect(accounts).toEqual([...accounts].sort());
    const first = await page('/api/admin/clients?sort=accountNumber&limit=2&offset=0');
    const second = await page('/api/admin/clients?sort=accountNumber&limit=2&offset=2');
    expect([...first.json, ...second.json].map((c) => c.accountNumber)).toEqual(accounts.slice(0, 4));
    expect(second.headers.get('x-total-count')).toBe(String(total));
    const newest = await page('/api/admin/clients?sort=-registrationDate&limit=1');
    expect(newest.json[0]?.registrationDate).toBe([...all.json.map((c) => c.registrationDate)].sort().at(-1));
  });

  it('refuses a column the list does not have and a page that is not one, in Spanish', async () => {
    const sort = await page('/api/admin/clients?sort=password');
    expect(sort.status).toBe(400);
    expect(errorOf(sort).fieldErrors).toEqual({ sort: 'El orden pedido no existe en esta lista.' });
    const limit = await page('/api/admin/clients?limit=0');
    expect(limit.status).toBe(400);
    expect(errorOf(limit).fieldErrors).toEqual({
      limit: 'La página pedida no es válida: use números enteros (límite de 1 a 500).',
    });
    const users = await call<{ username: string }[]>(base, 'GET', '/api/admin/users?q=admin&sort=username', {
      cookie: admin,
    });
    expect(users.json.map((u) => u.username)).toContain(demoAccounts.admin.username);
    expect(users.headers.get('x-total-count')).toBe(String(users.json.length));
  });
});
