import { type ClientCommand, clientDecider, clientStream } from '../client/decider.js';
import { handleCommand } from '../command-handler.js';
import { registeredClient, useEventStore } from '../testing-cases.js';
import { assignClient } from './assign-client.js';
import { createAgent } from './create-agent.js';
import { agentStream } from './decider.js';

const t = useEventStore('assign-');

const meta = () => ({
  actorId: 'admin-1',
  actorRole: 'admin' as const,
  correlationId: crypto.randomUUID(),
  now: new Date('2026-11-21T12:00:00Z'),
});

async function client(clientId: string) {
  await handleCommand(
    t.store,
    clientDecider,
    clientStream(clientId),
    (): ClientCommand => ({
      type: 'RegisterClient',
      client: {
        ...registeredClient,
        clientId,
        userId: `user-${clientId}`,
        caseId: `case-${clientId}`,
        processId: `process-${clientId}`,
        accountNumber: `CR-0000000${clientId.length}`,
      },
    }),
    meta(),
  );
}

async function agent(maxClients: number) {
  const { agentId } = await createAgent(t.deps, meta(), {
    username: `agente${maxClients}`,
    email: `agente${maxClients}@firma.mx`,
    fullName: 'Lic. Ana Torres',
    password: 'Clave-Segura-1',
    licenseNumber: 'CED-12345',
    specialization: 'Fraude con criptomonedas',
    phoneNumber: '5587654321',
    maxClients,
  });
  return agentId;
}

const types = async (stream: string) => (await t.store.readStream(stream)).map((e) => e.type);

describe('assignClient', () => {
  it('writes the agent taking the client and the client naming the agent, with the agent read from its stream', async () => {
    await client('cl1');
    const agentId = await agent(2);
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId });
    expect(await types(agentStream(agentId))).toEqual(['AgentCreated', 'AgentClientAdded']);
    const [, assigned] = await t.store.readStream(clientStream('cl1'));
    expect(assigned?.data).toEqual({
      clientId: 'cl1',
      userId: 'user-cl1',
      agentId,
      agentUserId: expect.any(String),
      agentName: 'Lic. Ana Torres',
      agentPhone: '5587654321',
      agentEmail: 'agente2@firma.mx',
    });
  });

  it('refuses an unknown client before the agent takes anything', async () => {
    const agentId = await agent(2);
    await expect(assignClient(t.deps, meta(), { clientId: 'nadie', agentId })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await types(agentStream(agentId))).toEqual(['AgentCreated']);
  });

  it('refuses an unknown agent and leaves the client unassigned', async () => {
    await client('cl1');
    await expect(assignClient(t.deps, meta(), { clientId: 'cl1', agentId: 'nadie' })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await types(clientStream('cl1'))).toEqual(['ClientRegistered']);
    expect(await t.store.readStream(agentStream('nadie'))).toEqual([]);
  });

  it('refuses a full agent with its Spanish message and leaves the client unassigned', async () => {
    await client('cl1');
    await client('cl22');
    const agentId = await agent(1);
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId });
    await expect(assignClient(t.deps, meta(), { clientId: 'cl22', agentId })).rejects.toMatchObject({
      kind: 'illegal_state',
      code: 'agent_full',
      message: 'El agente ya tiene el máximo de clientes asignados.',
    });
    expect(await types(clientStream('cl22'))).toEqual(['ClientRegistered']);
  });

  it('assigning the same client again writes nothing', async () => {
    await client('cl1');
    const agentId = await agent(1);
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId });
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId });
    expect(await types(agentStream(agentId))).toEqual(['AgentCreated', 'AgentClientAdded']);
    expect(await types(clientStream('cl1'))).toEqual(['ClientRegistered', 'ClientAssignedToAgent']);
  });
});
