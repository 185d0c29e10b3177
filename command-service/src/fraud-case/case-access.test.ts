import {
  givenCase,
  putEvent,
  registeredClient,
  reportedCase,
  staff,
  useEventStore,
} from '../testing-cases.js';
import { resolveCaseAccess } from './case-access.js';

const t = useEventStore('case-access-');
const ids = { caseId: 'c1', clientId: 'cl1', processId: 'p1', clientUserId: 'u1' };

describe('who may work a case', () => {
  it('lets admins and superadmins work any case, assigned or not', async () => {
    await givenCase(t.store, { assignedTo: null });
    expect(await resolveCaseAccess(t.store, 'c1', staff.admin)).toEqual(ids);
    expect(await resolveCaseAccess(t.store, 'c1', { userId: 'super-1', role: 'superadmin' })).toEqual(ids);
  });

  it('lets the agent assigned to the client work the case', async () => {
    await givenCase(t.store, { assignedTo: 'agent-user-1' });
    expect(await resolveCaseAccess(t.store, 'c1', staff.agent)).toEqual(ids);
  });

  it("refuses another agent, and any agent on a client nobody was assigned, with the spec's message", async () => {
    await givenCase(t.store, { assignedTo: 'agent-user-1' });
    await expect(resolveCaseAccess(t.store, 'c1', staff.otherAgent)).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'case_not_assigned',
      message: 'Este caso no está asignado a usted.',
    });
    await putEvent(t.store, 'fraudCase-c2', 'FraudCaseReported', {
      ...reportedCase,
      caseId: 'c2',
      clientId: 'cl2',
    });
    await putEvent(t.store, 'client-cl2', 'ClientRegistered', {
      ...registeredClient,
      clientId: 'cl2',
      caseId: 'c2',
      processId: 'p2',
    });
    await expect(resolveCaseAccess(t.store, 'c2', staff.agent)).rejects.toMatchObject({
      code: 'case_not_assigned',
    });
  });

  it('follows a reassignment: the former agent is refused, the new one let in', async () => {
    await givenCase(t.store, { assignedTo: 'agent-user-1' });
    await putEvent(t.store, 'client-cl1', 'ClientAssignedToAgent', {
      clientId: 'cl1',
      userId: 'u1',
      agentId: 'agent-2',
      agentUserId: 'agent-user-2',
      agentName: 'Lic. Bruno Salas',
      agentPhone: '5587650000',
      agentEmail: 'bruno@firma.mx',
    });
    await expect(resolveCaseAccess(t.store, 'c1', staff.agent)).rejects.toMatchObject({
      code: 'case_not_assigned',
    });
    expect(await resolveCaseAccess(t.store, 'c1', staff.otherAgent)).toEqual(ids);
  });

  it('refuses a client, even on their own case', async () => {
    await givenCase(t.store, { assignedTo: 'agent-user-1' });
    await expect(resolveCaseAccess(t.store, 'c1', { userId: 'u1', role: 'client' })).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'forbidden',
    });
  });

  it('answers an unknown case as not found', async () => {
    await expect(resolveCaseAccess(t.store, 'c9', staff.admin)).rejects.toMatchObject({
      kind: 'not_found',
      message: 'No se encontró el caso.',
    });
  });
});
