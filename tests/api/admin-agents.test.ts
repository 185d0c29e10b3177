/**
 * Agents and assignment against the real portal: an administrator edits an agent with the revision
 * read (an assignment in between makes it stale), never below the clients the agent has, and the agent's client
 * and the case page show the new phone; five administrators giving five clients to an agent with one free place
 * at the same moment make exactly one assignment and four clear refusals; a busy agent or a deactivated account
 * gets no client.
 */
import { demoAccounts } from '@portal/command-service';
import { type AdminUser, type Agent, apiErrorSchema } from '@portal/contracts';
import { type ApiResponse, call, login, registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
const admins: string[] = [];

const errorOf = (res: ApiResponse) => apiErrorSchema.parse(res.json);
const agentNamed = async (fullName: string) => {
  const res = await call<Agent[]>(base, 'GET', '/api/agents', { cookie: admins[0] });
  expect(res.status).toBe(200);
  const agent = res.json.find((a) => a.user.fullName === fullName);
  if (!agent) throw new Error(`no agent ${fullName}`);
  return agent;
};
const editAgent = (agent: Agent, body: object, revision?: number) =>
  call<{ ok: true; revision: number }>(base, 'PUT', `/api/admin/agents/${agent.id}`, {
    cookie: admins[0],
    body,
    headers: revision === undefined ? {} : { 'if-match': String(revision) },
  });
const assign = (cookie: string | undefined, clientId: string, agentId: string) =>
  call(base, 'PUT', `/api/admin/clients/${clientId}/assign`, { cookie, body: { agentId } });

let sequence = 0;
async function newAgent(maxClients: number, fullName: string) {
  sequence += 1;
  const res = await call<{ id: string }>(base, 'POST', '/api/admin/agents', {
    cookie: admins[0],
    body: {
      username: `agente.prueba${sequence}`,
      email: `agente.prueba${sequence}@despacho-pruebas.mx`,
      fullName,
      password: 'Clave-Agente-2026',
      licenseNumber: `CED-55${sequence}001`,
      specialization: 'Recuperación de Capital',
      phoneNumber: '+52 55 1234 0000',
      maxClients,
    },
  });
  expect(res.status).toBe(201);
  return agentNamed(fullName);
}
const profile = (agent: Agent, over: object = {}) => ({
  availability: agent.availability,
  maxClients: agent.maxClients,
  phoneNumber: agent.phoneNumber,
  extension: agent.extension ?? '',
  specialization: agent.specialization,
  ...over,
});

beforeAll(async () => {
  base = running.baseUrl;
  admins.push((await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie);
  admins.push((await login(base, demoAccounts.superadmin.username, demoAccounts.superadmin.password)).cookie);
  // Five sessions of administrators: three more of the same two accounts.
  for (let i = 0; i < 3; i++) {
    const account = i % 2 === 0 ? demoAccounts.admin : demoAccounts.superadmin;
    admins.push((await login(base, account.username, account.password)).cookie);
  }
}, 60_000);

describe('an administrator edits an agent', () => {
  it('with the revision read; an assignment in between makes it stale; never below the clients it has', async () => {
    const agent = await newAgent(3, 'Lic. Marta Ibáñez Soto');
    expect([agent.clientCount, typeof agent.revision]).toEqual([0, 'number']);
    expect((await editAgent(agent, profile(agent, { availability: 'busy' }))).status).toBe(428);

    const { payload, result } = await registerClient(base);
    expect((await assign(admins[0], result.clientId, agent.id)).status).toBe(200);
    const stale = await editAgent(agent, profile(agent, { maxClients: 5 }), agent.revision);
    expect(stale.status).toBe(409);
    expect(errorOf(stale).message).toMatch(/^Otra persona modificó este agente/);

    const now = await agentNamed('Lic. Marta Ibáñez Soto');
    expect(now.clientCount).toBe(1);
    const below = await editAgent(now, profile(now, { maxClients: 0 }), now.revision);
    expect(below.status).toBe(400);
    const unknown = await call(base, 'PUT', '/api/admin/agents/no-existe', {
      cookie: admins[0],
      body: profile(now),
      headers: { 'if-match': '0' },
    });
    expect([unknown.status, errorOf(unknown).message]).toEqual([404, 'No se encontró el agente.']);
    const done = await editAgent(
      now,
      profile(now, {
        maxClients: 4,
        phoneNumber: '55 4444 3333',
        extension: '305',
        specialization: 'Fraude bancario',
      }),
      now.revision,
    );
    expect(done.status).toBe(200);
    expect(await agentNamed('Lic. Marta Ibáñez Soto')).toMatchObject({
      maxClients: 4,
      phoneNumber: '55 4444 3333',
      extension: '305',
      specialization: 'Fraude bancario',
      clientCount: 1,
      revision: done.json.revision,
    });
    // The client reads the agent's new phone on their dashboard (the assignment recorded the old one).
    const client = (await login(base, payload.username, payload.password)).cookie;
    const dashboard = await call<{ recoveryProcess: { assignedAgent: string; agentPhone: string } }>(
      base,
      'GET',
      '/api/clients/my-dashboard',
      { cookie: client },
    );
    expect(dashboard.json.recoveryProcess).toMatchObject({
      assignedAgent: 'Lic. Marta Ibáñez Soto',
      agentPhone: '55 4444 3333',
    });
    // And staff read it on the case page.
    const file = await call<{ agent: { phone: string } }>(base, 'GET', `/api/cases/${result.caseId}`, {
      cookie: admins[0],
    });
    expect(file.json.agent.phone).toBe('55 4444 3333');
  });

  it('refuses a maximum below the clients the agent has, in Spanish', async () => {
    const agent = await newAgent(3, 'Lic. Pedro Nava Ruiz');
    for (let i = 0; i < 2; i++) {
      const { result } = await registerClient(base);
      expect((await assign(admins[0], result.clientId, agent.id)).status).toBe(200);
    }
    const now = await agentNamed('Lic. Pedro Nava Ruiz');
    const res = await editAgent(now, profile(now, { maxClients: 1 }), now.revision);
    expect(res.status).toBe(422);
    expect(errorOf(res).message).toBe('El agente ya atiende 2 clientes: el máximo no puede ser menor.');
  });
});

describe('assignment under concurrency', () => {
  it('five administrators, five clients, one free place: exactly one assignment and four refusals', async () => {
    const agent = await newAgent(1, 'Lic. Sara Quiroz Leal');
    const clients = await Promise.all(Array.from({ length: 5 }, () => registerClient(base)));
    const answers = await Promise.all(
      clients.map(({ result }, i) => assign(admins[i], result.clientId, agent.id)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(errorOf(refused).message).toBe('El agente ya tiene el máximo de clientes asignados.');
    expect((await agentNamed('Lic. Sara Quiroz Leal')).clientCount).toBe(1);
  }, 60_000);

  it('gives no client to a busy agent nor to a deactivated account', async () => {
    const agent = await newAgent(5, 'Lic. Tomás Vega Ríos');
    const busy = await editAgent(agent, profile(agent, { availability: 'busy' }), agent.revision);
    expect(busy.status).toBe(200);
    const { result } = await registerClient(base);
    const refused = await assign(admins[0], result.clientId, agent.id);
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toBe('El agente no está disponible para recibir clientes.');

    const available = await agentNamed('Lic. Tomás Vega Ríos');
    expect(
      (await editAgent(available, profile(available, { availability: 'available' }), available.revision))
        .status,
    ).toBe(200);
    const users = await call<AdminUser[]>(base, 'GET', '/api/admin/users', { cookie: admins[0] });
    const account = users.json.find((u) => u.fullName === 'Lic. Tomás Vega Ríos') as AdminUser;
    const off = await call(base, 'PUT', `/api/admin/users/${account.id}`, {
      cookie: admins[0],
      body: { isActive: false },
      headers: { 'if-match': String(account.revision) },
    });
    expect(off.status).toBe(200);
    const inactive = await assign(admins[0], result.clientId, agent.id);
    expect(inactive.status).toBe(422);
    expect(errorOf(inactive).message).toBe(
      'La cuenta de este agente está desactivada: no se le pueden asignar clientes.',
    );
  });
});
