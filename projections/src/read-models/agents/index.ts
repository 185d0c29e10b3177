import { AGENTS, AGENTS_PROJECTION, type AgentDoc } from '@portal/contracts';
import { defineProjector } from '../../projector.js';

/**
 * agents: one document per agent, as GET /api/agents lists them, with the clients assigned now (a client
 * reassigned to another agent leaves the list). v2: follows AgentClientReleased (a rebuild also picks up any
 * release a command service wrote while a v1 runner passed it by).
 */
export const agentsProjector = defineProjector({
  name: AGENTS_PROJECTION,
  // 3: the clients counted and the agent stream's revision (an edit's If-Match), and the profile's revisions.
  version: 3,
  collections: [AGENTS],
  handles: ['AgentCreated', 'AgentClientAdded', 'AgentClientReleased', 'AgentProfileRevised'],
  async apply({ event, revision }, view) {
    switch (event.type) {
      case 'AgentCreated': {
        const d = event.data;
        const agent: AgentDoc = {
          id: d.agentId,
          userId: d.userId,
          user: { fullName: d.fullName, email: d.email },
          licenseNumber: d.licenseNumber,
          specialization: d.specialization,
          phoneNumber: d.phoneNumber,
          extension: d.extension,
          maxClients: d.maxClients,
          availability: d.availability,
          clientIds: [],
          clientCount: 0,
          revision,
        };
        view.put(AGENTS, d.agentId, agent);
        return;
      }
      case 'AgentClientAdded': {
        const agent = await view.get<AgentDoc>(AGENTS, event.data.agentId);
        if (!agent) return;
        const clientIds = [...agent.clientIds, event.data.clientId];
        view.put(AGENTS, event.data.agentId, {
          ...agent,
          clientIds,
          clientCount: clientIds.length,
          revision,
        });
        return;
      }
      case 'AgentClientReleased': {
        const agent = await view.get<AgentDoc>(AGENTS, event.data.agentId);
        if (!agent) return;
        const clientIds = agent.clientIds.filter((id) => id !== event.data.clientId);
        view.put(AGENTS, event.data.agentId, {
          ...agent,
          clientIds,
          clientCount: clientIds.length,
          revision,
        });
        return;
      }
      case 'AgentProfileRevised': {
        const agent = await view.get<AgentDoc>(AGENTS, event.data.agentId);
        if (!agent) return;
        const { agentId, ...profile } = event.data;
        view.put(AGENTS, agentId, { ...agent, ...profile, revision });
        return;
      }
    }
  },
});
