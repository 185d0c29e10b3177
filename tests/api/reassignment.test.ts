/**
 * Reassigning a client against the real portal: the agent the client leaves gets its place back, so moving a
 * client A → B → A works with room for one client on each, and the freed
 * place takes another client.
 */

import { demoAccounts } from '@portal/command-service';
import { type AgentClient, apiErrorSchema, type ClientRegistrationResult } from '@portal/contracts';
import { call, login, registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
let admin: string;
const agents = {} as Record<'a' | 'b', { id: string; cookie: string }>;
let first: ClientRegistrationResult;
let second: ClientRegistrationResult;

const assign = (client: ClientRegistrationResult, agentId: string) =>
  call(base, 'PUT', `/api/admin/clients/${client.clientId}/assign`, { cookie: admin, body: { agentId } });
const caseNumbersOf = async (cookie: string) => {
  const res = await call<AgentClient[]>(base, 'GET', '/api/agent/clients', { cookie });
  expect(res.status).toBe(200);
  return res.json.map((c) => c.caseNumber).sort();
};

/** An agent with room for one client. */
async function agentWithOnePlace(username: string, fullName: string) {
  const password = 'Clave-Agente-2026';
  const created = await call(base, 'POST', '/api/admin/agents', {
    cookie: admin,
    body: {
      username,
      email: `${username.replace('.', '-')}@despacho-pruebas.mx`,
      fullName,
      password,
      licenseNumber: 'CED-441122',
      specialization: 'Recuperación de Capital',
      phoneNumber: '+52 55 1234 8765',
      maxClients: 1,
    },
  });
  expect(created.status).toBe(201);
  const id = (created.json as { id: string }).id;
  return { id, cookie: (await login(base, username, password)).cookie };
}

beforeAll(async () => {
  base = running.baseUrl;
  admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  agents.a = await agentWithOnePlace('agente.alma', 'Lic. Alma Reyes Ibarra');
  agents.b = await agentWithOnePlace('agente.berta', 'Lic. Berta Luna Campos');
  first = (await registerClient(base)).result;
  second = (await registerClient(base)).result;
}, 60_000);

describe('reassigning a client frees its place with the agent it leaves', () => {
  it('moves a client A → B → A with room for one client on each', async () => {
    expect((await assign(first, agents.a.id)).status).toBe(200);
    expect((await assign(first, agents.b.id)).status).toBe(200);
    expect(await caseNumbersOf(agents.b.cookie)).toEqual([first.caseNumber]);
    expect(await caseNumbersOf(agents.a.cookie)).toEqual([]);

    const back = await assign(first, agents.a.id);
    expect(back.status).toBe(200);
    expect(await caseNumbersOf(agents.a.cookie)).toEqual([first.caseNumber]);
    expect(await caseNumbersOf(agents.b.cookie)).toEqual([]);
  });

  it('gives the freed place to another client, and still refuses over the limit', async () => {
    expect((await assign(second, agents.b.id)).status).toBe(200);
    expect(await caseNumbersOf(agents.b.cookie)).toEqual([second.caseNumber]);

    const full = await assign(second, agents.a.id);
    expect(full.status).toBe(422);
    expect(apiErrorSchema.parse(full.json)).toMatchObject({
      code: 'agent_full',
      message: 'El agente ya tiene el máximo de clientes asignados.',
    });
    expect(await caseNumbersOf(agents.b.cookie)).toEqual([second.caseNumber]);
  });

  it('assigning the agent the client already has changes nothing, and frees nothing', async () => {
    expect((await assign(first, agents.a.id)).status).toBe(200);
    expect(await caseNumbersOf(agents.a.cookie)).toEqual([first.caseNumber]);
    const full = await assign(second, agents.a.id);
    expect(full.status).toBe(422);
    expect(apiErrorSchema.parse(full.json)).toMatchObject({ code: 'agent_full' });
  });
});
