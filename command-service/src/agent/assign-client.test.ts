import type { EventStore } from '@portal/platform';
import { type ClientCommand, clientDecider, clientStream } from '../client/decider.js';
import { handleCommand } from '../command-handler.js';
import type { CommandDeps } from '../context.js';
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

async function agent(maxClients: number, username = `agente${maxClients}`) {
  const { agentId } = await createAgent(t.deps, meta(), {
    username,
    email: `${username}@firma.mx`,
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

  it('reassigns A → B → A with room for one client on A: each move releases the client from the agent it leaves', async () => {
    await client('cl1');
    const a = await agent(1, 'agentea');
    const b = await agent(1, 'agenteb');
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId: a });
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId: b });
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId: a });
    expect(await types(agentStream(a))).toEqual([
      'AgentCreated',
      'AgentClientAdded',
      'AgentClientReleased',
      'AgentClientAdded',
    ]);
    expect(await types(agentStream(b))).toEqual(['AgentCreated', 'AgentClientAdded', 'AgentClientReleased']);
    const released = (await t.store.readStream(agentStream(b)))[2];
    expect(released?.data).toEqual({ agentId: b, clientId: 'cl1' });
    const assigned = (await t.store.readStream(clientStream('cl1'))).map(
      (e) => (e.data as { agentId?: string }).agentId,
    );
    expect(assigned).toEqual([undefined, a, b, a]);
  });

  it('gives the place a reassignment freed to another client', async () => {
    await client('cl1');
    await client('cl22');
    const a = await agent(1, 'agentea');
    const b = await agent(1, 'agenteb');
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId: a });
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId: b });
    await assignClient(t.deps, meta(), { clientId: 'cl22', agentId: a });
    expect(await types(clientStream('cl22'))).toEqual(['ClientRegistered', 'ClientAssignedToAgent']);
    await expect(assignClient(t.deps, meta(), { clientId: 'cl22', agentId: b })).rejects.toMatchObject({
      code: 'agent_full',
    });
  });

  it('refused by a full agent, a reassignment leaves the client with its agent, who still counts it', async () => {
    await client('cl1');
    await client('cl22');
    const a = await agent(1, 'agentea');
    const b = await agent(1, 'agenteb');
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId: a });
    await assignClient(t.deps, meta(), { clientId: 'cl22', agentId: b });
    await expect(assignClient(t.deps, meta(), { clientId: 'cl1', agentId: b })).rejects.toMatchObject({
      code: 'agent_full',
    });
    expect(await types(agentStream(a))).toEqual(['AgentCreated', 'AgentClientAdded']);
    expect(await types(clientStream('cl1'))).toEqual(['ClientRegistered', 'ClientAssignedToAgent']);
  });

  /** The deps of a process that dies when it comes to append an event of `type` (nothing of it is written). */
  const dyingAt = (type: string): CommandDeps => ({
    ...t.deps,
    events: new Proxy(t.store, {
      get(store, name) {
        if (name !== 'append') return Reflect.get(store, name, store).bind(store);
        return async (...args: Parameters<EventStore['append']>) => {
          if (args[1].some((e) => e.type === type)) throw new Error('the process died');
          return store.append(...args);
        };
      },
    }),
  });

  it('dying after the new agent took the client, before the client names them, a retry completes the move', async () => {
    await client('cl1');
    const a = await agent(1, 'agentea');
    const b = await agent(1, 'agenteb');
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId: a });
    await expect(
      assignClient(dyingAt('ClientAssignedToAgent'), meta(), { clientId: 'cl1', agentId: b }),
    ).rejects.toThrow('the process died');
    expect(await types(agentStream(b))).toEqual(['AgentCreated', 'AgentClientAdded']);
    expect(await types(agentStream(a))).toEqual(['AgentCreated', 'AgentClientAdded']);
    expect(await types(clientStream('cl1'))).toEqual(['ClientRegistered', 'ClientAssignedToAgent']);

    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId: b });
    expect(await types(agentStream(b))).toEqual(['AgentCreated', 'AgentClientAdded']);
    expect(await types(agentStream(a))).toEqual(['AgentCreated', 'AgentClientAdded', 'AgentClientReleased']);
    const [, , toB] = await t.store.readStream(clientStream('cl1'));
    expect(toB?.data).toMatchObject({ agentId: b, agentEmail: 'agenteb@firma.mx' });
  });

  it('dying after the client names the new agent, before the old one released it, a retry releases it', async () => {
    await client('cl1');
    const a = await agent(1, 'agentea');
    const b = await agent(1, 'agenteb');
    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId: a });
    await expect(
      assignClient(dyingAt('AgentClientReleased'), meta(), { clientId: 'cl1', agentId: b }),
    ).rejects.toThrow('the process died');
    expect(await types(agentStream(a))).toEqual(['AgentCreated', 'AgentClientAdded']);
    expect(await types(clientStream('cl1'))).toEqual([
      'ClientRegistered',
      'ClientAssignedToAgent',
      'ClientAssignedToAgent',
    ]);

    await assignClient(t.deps, meta(), { clientId: 'cl1', agentId: b });
    expect(await types(agentStream(a))).toEqual(['AgentCreated', 'AgentClientAdded', 'AgentClientReleased']);
    expect(await types(agentStream(b))).toEqual(['AgentCreated', 'AgentClientAdded']);
    expect(await types(clientStream('cl1'))).toEqual([
      'ClientRegistered',
      'ClientAssignedToAgent',
      'ClientAssignedToAgent',
    ]);
  });
});
