import { useEventStore } from '../testing-cases.js';
import { createAgent } from './create-agent.js';
import { agentStream } from './decider.js';

const t = useEventStore('create-agent-');

describe('createAgent', () => {
  it("records the specialization an administrator typed as their words, even one that reads as the catalog's", async () => {
    const meta = {
      actorId: 'admin-1',
      actorRole: 'admin' as const,
      correlationId: 'create-agent-test',
      now: new Date('2026-11-21T12:00:00Z'),
    };
    const { agentId } = await createAgent(t.deps, meta, {
      username: 'lic.torres',
      email: 'ana@firma.mx',
      fullName: 'Lic. Ana Torres',
      password: 'Clave-Segura-1',
      licenseNumber: 'CED-12345',
      specialization: 'Fraude con criptomonedas',
      phoneNumber: '5587654321',
      maxClients: 10,
    });
    const [created] = await t.store.readStream(agentStream(agentId));
    expect(created?.type).toBe('AgentCreated');
    expect(created?.data).toMatchObject({ specialization: { text: 'Fraude con criptomonedas' } });
  });
});
