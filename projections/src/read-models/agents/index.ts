import { AGENTS, AGENTS_PROJECTION, type AgentDoc } from '@portal/contracts';
import { defineProjector } from '../../projector.js';

/**
 * agents: one document per agent, as GET /api/agents lists them, with the clients assigned now (a client
 * reassigned to another agent leaves the list). v2: follows AgentClientReleased (a rebuild also picks up any
 * release a command service wrote while a v1 runner passed it by).
 */
export const agentsProjector = defineProjector({
  name: AGENTS_PROJECTION,
  version: 2,
  collections: [AGENTS],
  handles: ['AgentCreated', 'AgentClientAdded', 'AgentClientReleased'],
  async apply({ event }, view) {
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
        };
        view.put(AGENTS, d.agentId, agent);
        return;
      }
      case 'AgentClientAdded': {
        const agent = await view.get<AgentDoc>(AGENTS, event.data.agentId);
        if (agent)
          view.put(AGENTS, event.data.agentId, {
            ...agent,
            clientIds: [...agent.clientIds, event.data.clientId],
          });
        return;
      }
      case 'AgentClientReleased': {
        const agent = await view.get<AgentDoc>(AGENTS, event.data.agentId);
        if (agent)
          view.put(AGENTS, event.data.agentId, {
            ...agent,
            clientIds: agent.clientIds.filter((id) => id !== event.data.clientId),
          });
        return;
      }
    }
  },
});
