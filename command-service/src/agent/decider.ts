import {
  type AgentEvent,
  type AgentSpecialization,
  adminErrors,
  agentEvents,
  DomainError,
  type EventData,
  specializationText,
} from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

export const agentStream = (agentId: string) => `agent-${agentId}`;

export type AgentCommand =
  | { type: 'CreateAgent'; agent: EventData<'AgentCreated'> }
  | { type: 'TakeClient'; clientId: string }
  /** The client was reassigned to another agent: it stops counting against this agent's limit. */
  | { type: 'ReleaseClient'; clientId: string }
  /**
   * An administrator changes how the agent works (the whole editable profile): the specialization as the form
   * sent it, the text it showed or the administrator's own words.
   */
  | { type: 'ReviseAgentProfile'; profile: AgentProfileForm };

/** What an administrator edits of an agent, as the agent's events record it. */
type AgentProfileFields = Omit<EventData<'AgentProfileRevised'>, 'agentId'>;
/** The same as the agent's form sends it: the specialization as text. */
type AgentProfileForm = Omit<AgentProfileFields, 'specialization'> & { specialization: string };

const sameSpecialization = (a: AgentSpecialization, b: AgentSpecialization) =>
  'key' in a ? 'key' in b && a.key === b.key : 'text' in b && a.text === b.text;

const sameProfile = (a: AgentProfileFields, b: AgentProfileFields) =>
  a.availability === b.availability &&
  a.maxClients === b.maxClients &&
  a.phoneNumber === b.phoneNumber &&
  a.extension === b.extension &&
  sameSpecialization(a.specialization, b.specialization);

/**
 * The specialization the form sent, as a fact: the text the agent's specialization shows, sent back unchanged,
 * keeps it (a key of the catalog stays a key); anything else is the administrator's words.
 */
const specializationFrom = (sent: string, current: AgentSpecialization): AgentSpecialization =>
  sent === specializationText(current) ? current : { text: sent };

export type AgentState =
  | { exists: false }
  | {
      exists: true;
      /** The agent as created: who they are and how to reach them. */
      profile: EventData<'AgentCreated'>;
      clients: string[];
    };

export const agentDecider: Decider<AgentCommand, AgentEvent, AgentState> = {
  events: agentEvents,
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'AgentCreated':
        return { exists: true, profile: event.data, clients: [] };
      case 'AgentClientAdded':
        return state.exists ? { ...state, clients: [...state.clients, event.data.clientId] } : state;
      case 'AgentClientReleased':
        return state.exists
          ? { ...state, clients: state.clients.filter((c) => c !== event.data.clientId) }
          : state;
      case 'AgentProfileRevised': {
        if (!state.exists) return state;
        const { agentId: _, ...profile } = event.data;
        return { ...state, profile: { ...state.profile, ...profile } };
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateAgent':
        if (state.exists) {
          if (state.profile.agentId === command.agent.agentId) return [];
          throw refused.conflict();
        }
        return [{ type: 'AgentCreated', data: command.agent }];
      case 'TakeClient': {
        if (!state.exists) throw refused.notFound();
        if (state.clients.includes(command.clientId)) return [];
        if (state.profile.availability !== 'available') throw refused.agentUnavailable();
        if (state.clients.length >= state.profile.maxClients) throw refused.agentFull();
        const agentId = state.profile.agentId;
        return [{ type: 'AgentClientAdded', data: { agentId, clientId: command.clientId } }];
      }
      case 'ReviseAgentProfile': {
        if (!state.exists) throw new DomainError('not_found', adminErrors.agentNotFound);
        const profile: AgentProfileFields = {
          ...command.profile,
          specialization: specializationFrom(command.profile.specialization, state.profile.specialization),
        };
        if (sameProfile(profile, state.profile)) return [];
        if (profile.maxClients < state.clients.length)
          throw new DomainError('max_below_clients', adminErrors.maxBelowClients(state.clients.length), {
            maxClients: adminErrors.maxBelowClients(state.clients.length),
          });
        return [{ type: 'AgentProfileRevised', data: { agentId: state.profile.agentId, ...profile } }];
      }
      case 'ReleaseClient':
        // Nothing to release (no such agent, or a client it does not hold): done, so a retry can repeat it.
        if (!state.exists || !state.clients.includes(command.clientId)) return [];
        return [
          {
            type: 'AgentClientReleased',
            data: { agentId: state.profile.agentId, clientId: command.clientId },
          },
        ];
    }
  },
};
