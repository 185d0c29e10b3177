/**
 * Fraud cases in the administration against the real portal: the list with each case's client user
 * nested (an agent gets their clients' cases only); the review (loss, currency, urgency, the administration's
 * comments, processed) with If-Match on its own stream (-1 before the first review), so a follow-up comment
 * never makes it stale; the client's dashboard and the case page show the corrected loss and urgency.
 */
import { demoAccounts } from '@portal/command-service';
import { type AdminFraudCase, apiErrorSchema, type CaseFile, type ClientDashboard } from '@portal/contracts';
import { type ApiResponse, call, login, registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
const as = {} as Record<'admin' | 'agent' | 'client', string>;
let demoCaseId: string;

const errorOf = (res: ApiResponse) => apiErrorSchema.parse(res.json);
const list = async (cookie: string) => {
  const res = await call<AdminFraudCase[]>(base, 'GET', '/api/fraud-cases', { cookie });
  expect(res.status).toBe(200);
  return res.json;
};
const review = (cookie: string, caseId: string, body: object, revision?: number) =>
  call<{ ok: true; revision: number }>(base, 'PUT', `/api/fraud-cases/${caseId}`, {
    cookie,
    body,
    headers: revision === undefined ? {} : { 'if-match': String(revision) },
  });

beforeAll(async () => {
  base = running.baseUrl;
  as.admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  as.agent = (await login(base, demoAccounts.agent.username, demoAccounts.agent.password)).cookie;
  as.client = (await login(base, demoAccounts.client.username, demoAccounts.client.password)).cookie;
  demoCaseId = (await call<ClientDashboard>(base, 'GET', '/api/clients/my-dashboard', { cookie: as.client }))
    .json.fraudCase.id;
}, 60_000);

describe('the recovery processes', () => {
  it("list each case's recovery with its status from the phases; an agent only their clients'", async () => {
    type Row = {
      id: string;
      caseNumber: string;
      status: string;
      recoveryRate: number;
      originalAmount: string;
      pendingAmount: string;
      assignedAgent: string | null;
      client: { user: { fullName: string } };
    };
    const { payload, result } = await registerClient(base);
    const all = (await call<Row[]>(base, 'GET', '/api/recovery-processes', { cookie: as.admin })).json;
    const row = all.find((r) => r.id === result.caseId);
    expect(row).toMatchObject({
      caseNumber: result.caseNumber,
      client: { user: { fullName: `${payload.firstName} ${payload.lastName}` } },
      assignedAgent: null,
      originalAmount: payload.lossAmount,
      pendingAmount: payload.lossAmount,
      recoveryRate: 0,
      // The first phase starts at registration.
      status: 'in_progress',
    });
    const mine = (await call<Row[]>(base, 'GET', '/api/recovery-processes', { cookie: as.agent })).json;
    expect(mine.map((r) => r.id)).toContain(demoCaseId);
    expect(mine.map((r) => r.id)).not.toContain(result.caseId);
    expect(mine.find((r) => r.id === demoCaseId)?.assignedAgent).toBe(demoAccounts.agent.fullName);
  });
});

describe('the recovery edit (PUT /api/admin/recovery/:id)', () => {
  type Row = {
    id: string;
    status: string;
    priority: string;
    currency: string;
    originalAmount: string;
    recoveredAmount: string;
    pendingAmount: string;
    recoveryRate: number;
    estimatedCompletion: string | null;
    revision: number;
  };
  const rows = async () =>
    (await call<Row[]>(base, 'GET', '/api/recovery-processes', { cookie: as.admin })).json;
  const edit = (cookie: string, id: string, body: object, revision?: number) =>
    call<{ ok: true; revision: number }>(base, 'PUT', `/api/admin/recovery/${id}`, {
      cookie,
      body,
      headers: revision === undefined ? {} : { 'if-match': String(revision) },
    });

  it('saves figures, priority and estimate; the list and the stats show them; a stale revision is refused', async () => {
    const { result } = await registerClient(base, { lossAmount: '80000.00', currency: 'MXN' });
    const before = (await rows()).find((r) => r.id === result.caseId) as Row;
    const statsBefore = (
      await call<{ totalRecovered: number }>(base, 'GET', '/api/admin/stats', { cookie: as.admin })
    ).json;
    const body = {
      originalAmount: '80000.00',
      recoveredAmount: '20000.00',
      pendingAmount: '60000.00',
      status: 'in_progress',
      priority: 'critical',
      estimatedCompletion: '2027-06-30',
    };
    const saved = await edit(as.admin, result.caseId, body, before.revision);
    expect(saved.status).toBe(200);
    expect(saved.json.revision).toBeGreaterThan(before.revision);
    expect((await rows()).find((r) => r.id === result.caseId)).toMatchObject({
      recoveredAmount: '20000.00',
      pendingAmount: '60000.00',
      recoveryRate: 25,
      priority: 'critical',
      estimatedCompletion: '2027-06-30',
      status: 'in_progress',
      revision: saved.json.revision,
    });
    const statsAfter = (
      await call<{ totalRecovered: number }>(base, 'GET', '/api/admin/stats', { cookie: as.admin })
    ).json;
    expect(statsAfter.totalRecovered).toBe(statsBefore.totalRecovered + 20000);

    const stale = await edit(
      as.admin,
      result.caseId,
      { ...body, recoveredAmount: '0', pendingAmount: '80000.00' },
      before.revision,
    );
    expect(stale.status).toBe(409);
    expect((await rows()).find((r) => r.id === result.caseId)?.recoveredAmount).toBe('20000.00');
  });

  it('refuses figures that do not add up, a status the phases contradict, no If-Match and an agent', async () => {
    const { result } = await registerClient(base);
    const row = (await rows()).find((r) => r.id === result.caseId) as Row;
    const body = {
      originalAmount: row.originalAmount,
      recoveredAmount: '1.00',
      pendingAmount: row.originalAmount,
      status: 'in_progress',
      priority: 'medium',
    };
    const sum = await edit(as.admin, row.id, body, row.revision);
    expect(sum.status).toBe(400);
    expect(errorOf(sum).fieldErrors).toEqual({
      pendingAmount: 'Lo recuperado más lo pendiente debe sumar el monto original.',
    });
    const fixed = { ...body, recoveredAmount: '0' };
    const completed = await edit(as.admin, row.id, { ...fixed, status: 'completed' }, row.revision);
    expect(completed.status).toBe(422);
    expect(errorOf(completed).message).toBe(
      'El proceso se completa al completar todas sus fases: hágalo desde el expediente del caso.',
    );
    expect((await edit(as.admin, row.id, fixed)).status).toBe(428);
    expect((await edit(as.agent, row.id, fixed, row.revision)).status).toBe(403);
    expect((await rows()).find((r) => r.id === row.id)).toMatchObject({
      revision: row.revision,
      priority: row.priority,
    });
  });

  it('cancels a process and reopens it to the status of its phases', async () => {
    const { result } = await registerClient(base);
    const row = (await rows()).find((r) => r.id === result.caseId) as Row;
    const body = {
      originalAmount: row.originalAmount,
      recoveredAmount: row.recoveredAmount,
      pendingAmount: row.pendingAmount,
      priority: row.priority,
    };
    const cancelled = await edit(as.admin, row.id, { ...body, status: 'cancelled' }, row.revision);
    expect(cancelled.status).toBe(200);
    expect((await rows()).find((r) => r.id === row.id)?.status).toBe('cancelled');
    const reopened = await edit(
      as.admin,
      row.id,
      { ...body, status: 'in_progress' },
      cancelled.json.revision,
    );
    expect(reopened.status).toBe(200);
    expect((await rows()).find((r) => r.id === row.id)?.status).toBe('in_progress');
  });
});

describe('the administration of fraud cases', () => {
  it("lists the cases with their client's user; an agent only their clients' cases", async () => {
    const { payload, result } = await registerClient(base);
    const all = await list(as.admin);
    expect(all.find((c) => c.id === result.caseId)).toMatchObject({
      client: { user: { fullName: `${payload.firstName} ${payload.lastName}`, email: payload.email } },
      lossAmount: payload.lossAmount,
      currency: payload.currency,
      urgencyLevel: payload.urgencyLevel,
      isProcessed: false,
      adminComments: '',
      revision: -1,
    });
    const agents = (await list(as.agent)).map((c) => c.id);
    expect(agents).toContain(demoCaseId);
    expect(agents).not.toContain(result.caseId);
  });

  it('reviews with If-Match on the review stream: a comment in between changes nothing of it', async () => {
    const before = (await list(as.admin)).find((c) => c.id === demoCaseId) as AdminFraudCase;
    expect((await review(as.admin, demoCaseId, { isProcessed: true })).status).toBe(428);
    const comment = await call(base, 'POST', `/api/fraud-cases/${demoCaseId}/comments`, {
      cookie: as.agent,
      body: { content: 'Llamé al cliente para confirmar las transferencias.', isVisibleToClient: false },
    });
    expect(comment.status).toBe(201);
    const done = await review(
      as.admin,
      demoCaseId,
      {
        isProcessed: true,
        urgencyLevel: 'critical',
        lossAmount: '190000.00',
        adminComments: 'Montos revisados con los comprobantes.',
      },
      before.revision,
    );
    expect(done.status).toBe(200);
    expect((await list(as.admin)).find((c) => c.id === demoCaseId)).toMatchObject({
      isProcessed: true,
      urgencyLevel: 'critical',
      lossAmount: '190000.00',
      adminComments: 'Montos revisados con los comprobantes.',
      revision: done.json.revision,
    });
    const dashboard = (
      await call<ClientDashboard>(base, 'GET', '/api/clients/my-dashboard', { cookie: as.client })
    ).json;
    expect(dashboard.fraudCase).toMatchObject({ lossAmount: '190000.00', urgencyLevel: 'critical' });
    const file = (await call<CaseFile>(base, 'GET', `/api/cases/${demoCaseId}`, { cookie: as.agent })).json;
    expect(file.fraudCase).toMatchObject({ lossAmount: '190000.00', urgencyLevel: 'critical' });

    // The revision read before that review is stale now.
    const stale = await review(as.agent, demoCaseId, { isProcessed: false }, before.revision);
    expect(stale.status).toBe(409);
    expect((await list(as.admin)).find((c) => c.id === demoCaseId)?.isProcessed).toBe(true);
  });

  it("refuses another agent's case, an unknown case and a bad amount, writing nothing", async () => {
    const { result } = await registerClient(base);
    const other = await review(as.agent, result.caseId, { isProcessed: true }, -1);
    expect(other.status).toBe(403);
    expect((await review(as.admin, 'no-existe', { isProcessed: true }, -1)).status).toBe(404);
    const bad = await review(as.admin, result.caseId, { lossAmount: 'mucho' }, -1);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fieldErrors?.lossAmount).toBeTruthy();
    expect((await list(as.admin)).find((c) => c.id === result.caseId)?.revision).toBe(-1);
  });
});
