import { agentStream } from '../agent/decider.js';
import { putEvent, useEventStore } from '../testing-cases.js';
import { agentApplicationStream } from './decider.js';
import { approveAgentApplication } from './review-application.js';

const t = useEventStore('approve-');

const meta = {
  actorId: 'admin-1',
  actorRole: 'admin' as const,
  correlationId: 'approve-test',
  now: new Date('2026-11-21T18:00:00Z'),
};

describe('approveAgentApplication', () => {
  it("records the agent's specialization as the key the applicant chose, never its label", async () => {
    await putEvent(t.store, agentApplicationStream('app1'), 'AgentApplicationSubmitted', {
      applicationId: 'app1',
      userId: 'u9',
      username: 'lic.quiroga',
      email: 'mariana@despacho.mx',
      firstName: 'Mariana',
      lastName: 'Quiroga',
      phone: '+52 55 8765 4321',
      licenseNumber: 'CED-8841235',
      specialization: 'crypto_fraud',
      experience: '5-10',
      certifications: 'Especialidad en delitos financieros',
      languages: 'Español',
      officeLocation: 'Ciudad de México',
      passwordHash: 'scrypt$hash',
      submittedAt: '2026-11-20T10:00:00.000Z',
    });
    const { agentId } = await approveAgentApplication(t.deps, meta, 'app1');
    const [created] = await t.store.readStream(agentStream(agentId));
    expect(created?.type).toBe('AgentCreated');
    expect(created?.metadata).toMatchObject({ schemaVersion: 2 });
    expect(created?.data).toMatchObject({ userId: 'u9', specialization: { key: 'crypto_fraud' } });
  });
});
