import { AGENT_CLIENTS, AGENTS } from '@portal/contracts';
import { project } from '../../testing.js';
import { agentCreated } from '../fixtures.js';
import { agentsProjector } from './index.js';

describe('agents projector', () => {
  it('keeps each agent as GET /api/agents lists it, with how many clients are assigned and a link for each', async () => {
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
      clientCount: 2,
      // The agent stream's revision after its third event: what an edit's If-Match sends.
      revision: 2,
    });
    expect(await view.get(AGENT_CLIENTS, 'a1/cl2')).toEqual({ agentId: 'a1', clientId: 'cl2' });
    expect(await view.get(AGENTS, 'nobody')).toBeUndefined();
    expect(await view.get(AGENT_CLIENTS, 'nobody/cl3')).toBeUndefined();
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
            specialization: { text: 'Fraude bancario' },
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
      clientCount: 1,
      revision: 2,
    });
  });

  it('counts a client released out, one taken again in, and nothing for a release of a client not held', async () => {
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
    expect(await view.get(AGENTS, 'a1')).toMatchObject({ clientCount: 2 });
    expect(await view.get(AGENT_CLIENTS, 'a1/cl1')).toBeUndefined();
    const again = await project(
      [agentsProjector],
      [
        agentCreated(),
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl1' } },
        { type: 'AgentClientReleased', data: { agentId: 'a1', clientId: 'cl1' } },
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl2' } },
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl1' } },
        { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl1' } },
        { type: 'AgentClientReleased', data: { agentId: 'a1', clientId: 'cl9' } },
      ],
    );
    expect(await again.get(AGENTS, 'a1')).toMatchObject({ clientCount: 2 });
    expect(await again.get(AGENTS, 'nobody')).toBeUndefined();
  });
});
