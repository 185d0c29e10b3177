import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@portal/platform';
import { resolveCaseAccess } from './case-access.js';

let dir: string;
let store: SqliteEventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'case-access-'));
  store = new SqliteEventStore(join(dir, 'events.sqlite'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const metadata = {
  actorId: null,
  actorRole: 'system',
  correlationId: 'c',
  occurredAt: '2026-11-21T12:00:00.000Z',
  schemaVersion: 1,
};
const put = (stream: string, type: string, data: unknown) =>
  store.append(stream, [{ id: crypto.randomUUID(), type, data, metadata }], 'any');

/** Case c1 of client cl1 (user u1, process p1), assigned to the agent whose user is agent-user-1. */
async function givenCase({ assignedTo }: { assignedTo: string | null }) {
  await put('fraudCase-c1', 'FraudCaseReported', {
    caseId: 'c1',
    clientId: 'cl1',
    userId: 'u1',
    fraudType: 'forex',
    lossAmount: '1000',
    currency: 'MXN',
    fraudDate: '2026-01-01',
    platform: 'FX',
    description: 'x'.repeat(60),
    evidence: '',
    previousAttempts: '',
    preferredContact: 'email',
    urgencyLevel: 'low',
  });
  await put('client-cl1', 'ClientRegistered', {
    clientId: 'cl1',
    userId: 'u1',
    caseId: 'c1',
    processId: 'p1',
    accountNumber: 'CR-12345678',
    contactPhone: '5512345678',
    country: 'mexico',
    city: 'Puebla',
    address: null,
    preferredContact: 'email',
    registeredAt: '2026-11-21T12:00:00.000Z',
  });
  if (assignedTo) {
    await put('client-cl1', 'ClientAssignedToAgent', {
      clientId: 'cl1',
      userId: 'u1',
      agentId: `agent-of-${assignedTo}`,
      agentUserId: assignedTo,
      agentName: 'Lic. Ana Torres',
      agentPhone: '5587654321',
      agentEmail: 'ana@firma.mx',
    });
  }
}

const ids = { caseId: 'c1', clientId: 'cl1', processId: 'p1', clientUserId: 'u1' };

describe('who may work a case', () => {
  it('lets admins and superadmins work any case, assigned or not', async () => {
    await givenCase({ assignedTo: null });
    expect(await resolveCaseAccess(store, 'c1', { userId: 'admin-1', role: 'admin' })).toEqual(ids);
    expect(await resolveCaseAccess(store, 'c1', { userId: 'super-1', role: 'superadmin' })).toEqual(ids);
  });

  it('lets the agent assigned to the client work the case', async () => {
    await givenCase({ assignedTo: 'agent-user-1' });
    expect(await resolveCaseAccess(store, 'c1', { userId: 'agent-user-1', role: 'agent' })).toEqual(ids);
  });

  it("refuses another agent, and any agent on a client nobody was assigned, with the spec's message", async () => {
    await givenCase({ assignedTo: 'agent-user-1' });
    await expect(
      resolveCaseAccess(store, 'c1', { userId: 'agent-user-2', role: 'agent' }),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'case_not_assigned',
      message: 'Este caso no está asignado a usted.',
    });
    await put('fraudCase-c2', 'FraudCaseReported', {
      ...((await store.readStream('fraudCase-c1'))[0]?.data as object),
      caseId: 'c2',
      clientId: 'cl2',
    });
    await put('client-cl2', 'ClientRegistered', {
      ...((await store.readStream('client-cl1'))[0]?.data as object),
      clientId: 'cl2',
      caseId: 'c2',
      processId: 'p2',
    });
    await expect(
      resolveCaseAccess(store, 'c2', { userId: 'agent-user-1', role: 'agent' }),
    ).rejects.toMatchObject({
      code: 'case_not_assigned',
    });
  });

  it('follows a reassignment: the former agent is refused, the new one let in', async () => {
    await givenCase({ assignedTo: 'agent-user-1' });
    await put('client-cl1', 'ClientAssignedToAgent', {
      clientId: 'cl1',
      userId: 'u1',
      agentId: 'agent-2',
      agentUserId: 'agent-user-2',
      agentName: 'Lic. Bruno Salas',
      agentPhone: '5587650000',
      agentEmail: 'bruno@firma.mx',
    });
    await expect(
      resolveCaseAccess(store, 'c1', { userId: 'agent-user-1', role: 'agent' }),
    ).rejects.toMatchObject({
      code: 'case_not_assigned',
    });
    expect(await resolveCaseAccess(store, 'c1', { userId: 'agent-user-2', role: 'agent' })).toEqual(ids);
  });

  it('refuses a client, even on their own case', async () => {
    await givenCase({ assignedTo: 'agent-user-1' });
    await expect(resolveCaseAccess(store, 'c1', { userId: 'u1', role: 'client' })).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'forbidden',
    });
  });

  it('answers an unknown case as not found', async () => {
    await expect(resolveCaseAccess(store, 'c9', { userId: 'admin-1', role: 'admin' })).rejects.toMatchObject({
      kind: 'not_found',
      message: 'No se encontró el caso.',
    });
  });
});
