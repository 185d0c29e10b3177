import {
  AGENT_CLIENTS,
  AGENT_USERS,
  AGENTS,
  AGENTS_PROJECTION,
  type AgentClientDoc,
  type AgentDoc,
  type AgentUserDoc,
  agentClientKey,
  specializationText,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';

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
 * A client assigned to (`assigned`) or released by an agent: the link kept or dropped, the agent's count moved by
 * one only when the link changed (a client taken twice counts once, a release of a client the agent did not have
 * counts nothing).
 */
async function assignClient(
  view: DocView,
  agentId: string,
  clientId: string,
  revision: number,
  assigned: boolean,
) {
  const agent = await view.get<AgentDoc>(AGENTS, agentId);
  if (!agent) return;
  const key = agentClientKey(agentId, clientId);
  const linked = (await view.get<AgentClientDoc>(AGENT_CLIENTS, key)) !== undefined;
  if (assigned && !linked) view.put(AGENT_CLIENTS, key, { agentId, clientId } satisfies AgentClientDoc);
  if (!assigned && linked) view.delete(AGENT_CLIENTS, key);
  const step = linked === assigned ? 0 : assigned ? 1 : -1;
  view.put(AGENTS, agentId, { ...agent, clientCount: agent.clientCount + step, revision });
}

/**
 * agents: one document per agent, as GET /api/agents lists them, with how many clients are assigned now (a
 * client reassigned to another agent leaves the count). v2: follows AgentClientReleased (a rebuild also picks up
 * any release a command service wrote while a v1 runner passed it by).
 */
export const agentsProjector = defineProjector({
  name: AGENTS_PROJECTION,
  // 3: the clients counted and the agent stream's revision (an edit's If-Match), and the profile's revisions.
  // 4: the agent's user account's new name or e-mail.
  // 5: the clients' ids out of the agent's document (500 per agent read by every list of agents), one link each.
  version: 5,
  collections: [AGENTS, AGENT_USERS, AGENT_CLIENTS],
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
          specialization: specializationText(d.specialization),
          phoneNumber: d.phoneNumber,
          extension: d.extension,
          maxClients: d.maxClients,
          availability: d.availability,
          clientCount: 0,
          revision,
        };
        view.put(AGENTS, d.agentId, agent);
        view.put(AGENT_USERS, d.userId, { agentId: d.agentId } satisfies AgentUserDoc);
        return;
      }
      case 'AgentClientAdded':
        return assignClient(view, event.data.agentId, event.data.clientId, revision, true);
      case 'AgentClientReleased':
        return assignClient(view, event.data.agentId, event.data.clientId, revision, false);
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
        const { agentId, specialization, ...profile } = event.data;
        return updateAgent(view, agentId, revision, (a) => ({
          ...a,
          ...profile,
          specialization: specializationText(specialization),
        }));
      }
    }
  },
});
