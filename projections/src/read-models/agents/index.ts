import { AGENT_USERS, AGENTS, AGENTS_PROJECTION, type AgentDoc, type AgentUserDoc } from '@portal/contracts';
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
  // 4: the agent's user account's new name or e-mail.
  version: 4,
  collections: [AGENTS, AGENT_USERS],
  handles: [
    'AgentCreated',
    'AgentClientAdded',
    'AgentClientReleased',
    'AgentProfileRevised',
    'UserNameChanged',
    'UserEmailChanged',
  ],
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
        view.put(AGENT_USERS, d.userId, { agentId: d.agentId } satisfies AgentUserDoc);
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
      case 'UserNameChanged':
      case 'UserEmailChanged': {
        // Not the agent stream: the agent's revision (its If-Match) stays.
        const link = await view.get<AgentUserDoc>(AGENT_USERS, event.data.userId);
        const agent = link && (await view.get<AgentDoc>(AGENTS, link.agentId));
        if (!agent) return;
        const change =
          event.type === 'UserNameChanged' ? { fullName: event.data.fullName } : { email: event.data.email };
        view.put(AGENTS, agent.id, { ...agent, user: { ...agent.user, ...change } });
        return;
      }
      case 'AgentProfileRevised': {
        const { agentId, ...profile } = event.data;
        return updateAgent(view, agentId, revision, (a) => ({ ...a, ...profile }));
      }
    }
  },
});
