import { type EventData, type RecoveryProcessEvent, recoveryEvents } from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

export const recoveryProcessStream = (processId: string) => `recoveryProcess-${processId}`;

export type RecoveryProcessCommand =
  | { type: 'OpenRecoveryProcess'; process: EventData<'RecoveryProcessOpened'> }
  | { type: 'AssignAgent'; assignment: EventData<'RecoveryAgentAssigned'> };

export type RecoveryProcessState =
  | { exists: false }
  | { exists: true; processId: string; agentId: string | null };

export const recoveryProcessDecider: Decider<
  RecoveryProcessCommand,
  RecoveryProcessEvent,
  RecoveryProcessState
> = {
  events: recoveryEvents,
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'RecoveryProcessOpened':
        return { exists: true, processId: event.data.processId, agentId: null };
      case 'RecoveryAgentAssigned':
        return state.exists ? { ...state, agentId: event.data.agentId } : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'OpenRecoveryProcess':
        if (state.exists) {
          if (state.processId === command.process.processId) return [];
          throw refused.conflict();
        }
        return [{ type: 'RecoveryProcessOpened', data: command.process }];
      case 'AssignAgent':
        if (!state.exists) throw refused.notFound();
        if (state.agentId === command.assignment.agentId) return [];
        return [{ type: 'RecoveryAgentAssigned', data: command.assignment }];
    }
  },
};
