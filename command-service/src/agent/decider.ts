import { apiErrors, type EventData } from '@portal/contracts';
import type { Decider } from '../decider.js';
import { DomainError, refused } from '../errors.js';

export const agentStream = (agentId: string) => `agent-${agentId}`;

export type AgentCommand =
  | { type: 'CreateAgent'; agent: EventData<'AgentCreated'> }
  | { type: 'TakeClient'; clientId: string };

export type AgentState =
  | { exists: false }
  | { exists: true; agentId: string; availability: string; maxClients: number; clients: string[] };

export const agentUnavailable = () =>
  new DomainError(409, 'agent_unavailable', apiErrors.agentUnavailable, {
    agentId: apiErrors.agentUnavailable,
  });
export const agentFull = () =>
  new DomainError(409, 'agent_full', apiErrors.agentFull, { agentId: apiErrors.agentFull });

export const agentDecider: Decider<AgentCommand, AgentState> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'AgentCreated':
        return {
          exists: true,
          agentId: event.data.agentId,
          availability: event.data.availability,
          maxClients: event.data.maxClients,
          clients: [],
        };
      case 'AgentClientAdded':
        return state.exists ? { ...state, clients: [...state.clients, event.data.clientId] } : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateAgent':
        if (state.exists) {
          if (state.agentId === command.agent.agentId) return [];
          throw refused.conflict();
        }
        return [{ type: 'AgentCreated', data: command.agent }];
      case 'TakeClient':
        if (!state.exists) throw refused.notFound();
        if (state.clients.includes(command.clientId)) return [];
        if (state.availability !== 'available') throw agentUnavailable();
        if (state.clients.length >= state.maxClients) throw agentFull();
        return [{ type: 'AgentClientAdded', data: { agentId: state.agentId, clientId: command.clientId } }];
    }
  },
};
