import { type ClientEvent, clientEvents, type EventData } from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

export const clientStream = (clientId: string) => `client-${clientId}`;

export type ClientCommand =
  | { type: 'RegisterClient'; client: EventData<'ClientRegistered'> }
  | { type: 'AssignAgent'; assignment: EventData<'ClientAssignedToAgent'> };

export type ClientState =
  | { exists: false }
  | {
      exists: true;
      clientId: string;
      /** The client's own user. */
      userId: string;
      caseId: string;
      processId: string;
      assignedAgentId: string | null;
      /**
       * The agents the client was assigned to before, never the current one: each may still count the client
       * against its limit until it releases it (AssignClient releases them, and a retry finishes that).
       */
      formerAgentIds: string[];
      /** The user of the assigned agent: who may work the client's case. */
      agentUserId: string | null;
    };

export const clientDecider: Decider<ClientCommand, ClientEvent, ClientState> = {
  events: clientEvents,
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'ClientRegistered':
        return {
          exists: true,
          clientId: event.data.clientId,
          userId: event.data.userId,
          caseId: event.data.caseId,
          processId: event.data.processId,
          assignedAgentId: null,
          formerAgentIds: [],
          agentUserId: null,
        };
      case 'ClientAssignedToAgent':
        return state.exists
          ? {
              ...state,
              assignedAgentId: event.data.agentId,
              formerAgentIds: formerAgents(state, event.data.agentId),
              agentUserId: event.data.agentUserId,
            }
          : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterClient':
        if (state.exists) {
          if (state.clientId === command.client.clientId) return [];
          throw refused.conflict();
        }
        return [{ type: 'ClientRegistered', data: command.client }];
      case 'AssignAgent':
        if (!state.exists) throw refused.notFound();
        if (state.assignedAgentId === command.assignment.agentId) return [];
        return [{ type: 'ClientAssignedToAgent', data: command.assignment }];
    }
  },
};

/** The former agents once `agentId` is assigned: the one it had joins them, `agentId` leaves them. */
function formerAgents(state: { assignedAgentId: string | null; formerAgentIds: string[] }, agentId: string) {
  const former =
    state.assignedAgentId === null ? state.formerAgentIds : [...state.formerAgentIds, state.assignedAgentId];
  return [...new Set(former)].filter((id) => id !== agentId);
}
