import { collections } from '@portal/contracts';
import type { Projector } from '../projector.js';

/** agents: one document per agent, as GET /api/agents lists them, with the clients assigned. */
const AGENTS = collections.agents;

export const agentsProjector: Projector = {
  name: 'agents',
  collections: [AGENTS],
  async apply({ event }, view) {
    if (event.type === 'AgentCreated') {
      const d = event.data;
      view.put(AGENTS, d.agentId, {
        id: d.agentId,
        userId: d.userId,
        user: { fullName: d.fullName, email: d.email },
        licenseNumber: d.licenseNumber,
        specialization: d.specialization,
        phoneNumber: d.phoneNumber,
        extension: d.extension,
        maxClients: d.maxClients,
        availability: d.availability,
        clientIds: [] as string[],
      });
    } else if (event.type === 'AgentClientAdded') {
      const agent = await view.get<{ clientIds: string[] }>(AGENTS, event.data.agentId);
      if (agent)
        view.put(AGENTS, event.data.agentId, {
          ...agent,
          clientIds: [...agent.clientIds, event.data.clientId],
        });
    }
  },
};
