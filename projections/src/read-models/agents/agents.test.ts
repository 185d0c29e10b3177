import { AGENTS, agentSchema } from '@portal/contracts';
import { project } from '../../testing.js';
import { agentCreated } from '../fixtures.js';
import { agentsProjector } from './index.js';

describe('agents projector', () => {
  it('keeps each agent as GET /api/agents lists it, with the clients assigned in order', async () => {
    const view = await project(
      [agentsProjector],
      [
        agentCreated(),
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl1' } },
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl2' } },
        { type: 'AgentClientAdded', data: { agentId: 'nobody', clientId: 'cl3' } },
      ],
    );
    const doc = await view.get(AGENTS, 'a1');
    expect(doc).toEqual({
      id: 'a1',
      userId: 'ua',
      user: { fullName: 'Lic. Ana Torres', email: 'ana@firma.mx' },
      licenseNumber: 'CED-1234567',
      specialization: 'Fraude con criptomonedas',
      phoneNumber: '5587654321',
      extension: null,
      maxClients: 25,
      availability: 'available',
      clientIds: ['cl1', 'cl2'],
      clientCount: 2,
      // The agent stream's revision after its third event: what an edit's If-Match sends.
      revision: 2,
    });
    expect(agentSchema.parse(doc)).not.toHaveProperty('clientIds');
    expect(await view.get(AGENTS, 'nobody')).toBeUndefined();
  });

  it("follows an administrator's edit of the profile, keeping the agent's clients", async () => {
    const view = await project(
      [agentsProjector],
      [
        agentCreated(),
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl1' } },
        {
          type: 'AgentProfileRevised',
          data: {
            agentId: 'a1',
            availability: 'busy',
            maxClients: 10,
            phoneNumber: '5511112222',
            extension: '204',
            specialization: 'Fraude bancario',
          },
        },
      ],
    );
    expect(await view.get(AGENTS, 'a1')).toMatchObject({
      availability: 'busy',
      maxClients: 10,
      phoneNumber: '5511112222',
      extension: '204',
      specialization: 'Fraude bancario',
      clientIds: ['cl1'],
      clientCount: 1,
      revision: 2,
    });
  });

  it('drops a client the agent released, and keeps it when taken again, in the order of taking', async () => {
    const view = await project(
      [agentsProjector],
      [
        agentCreated(),
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl1' } },
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl2' } },
        { type: 'AgentClientReleased', data: { agentId: 'a1', clientId: 'cl1' } },
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl3' } },
        { type: 'AgentClientReleased', data: { agentId: 'nobody', clientId: 'cl2' } },
      ],
    );
    expect(await view.get(AGENTS, 'a1')).toMatchObject({ clientIds: ['cl2', 'cl3'] });
    const again = await project(
      [agentsProjector],
      [
        agentCreated(),
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl1' } },
        { type: 'AgentClientReleased', data: { agentId: 'a1', clientId: 'cl1' } },
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl2' } },
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl1' } },
      ],
    );
    expect(await again.get(AGENTS, 'a1')).toMatchObject({ clientIds: ['cl2', 'cl1'] });
    expect(await again.get(AGENTS, 'nobody')).toBeUndefined();
  });
});
