import { AGENTS, AGENTS_PROJECTION, type AgentDoc } from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';

/** The agent's clients, and how many. */
const withClients = (agent: AgentDoc, clientIds: string[]): AgentDoc => ({
  ...agent,
  clientIds,
  clientCount: clientIds.length,
});

/** A known agent changed by `change`, at the agent stream's `revision`. */
async function updateAgent(
  view: DocView,
  agentId: string,
  revision: number,
  change: (a: AgentDoc) => AgentDoc,
) {
  const agent = await view.get<AgentDoc>(AGENTS, agentId);
  if (agent) view.put(AGENTS, agentId, { ...change(agent), revision });
}

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
        const { clientId } = event.data;
        return updateAgent(view, event.data.agentId, revision, (a) =>
          withClients(a, [...a.clientIds, clientId]),
        );
      }
      case 'AgentClientReleased': {
        const { clientId } = event.data;
        return updateAgent(view, event.data.agentId, revision, (a) =>
          withClients(
            a,
            a.clientIds.filter((id) => id !== clientId),
          ),
        );
      }
      case 'AgentProfileRevised': {
        const { agentId, ...profile } = event.data;
        return updateAgent(view, agentId, revision, (a) => ({ ...a, ...profile }));
      }
    }
  },
});
