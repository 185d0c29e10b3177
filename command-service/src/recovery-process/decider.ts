import {
  caseErrors,
  DomainError,
  type EventData,
  type RecoveryProcessEvent,
  recoveryEvents,
} from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';
import { decideSetPhase, type SetPhase } from './phase-rules.js';
import {
  type AddRequiredDocument,
  decideAddRequiredDocument,
  decideRecordMilestone,
  decideRemoveRequiredDocument,
  decideRevisePlan,
  type RecordMilestone,
  type RemoveRequiredDocument,
  type RevisePlan,
} from './plan-rules.js';
import { decideReviseRecovery, type ReviseRecovery } from './recovery-rules.js';
import { evolve, type RecoveryProcessState } from './state.js';

export type { RecoveryProcessState } from './state.js';

export const recoveryProcessStream = (processId: string) => `recoveryProcess-${processId}`;

/** The work of staff on an open process (phases, timeline, documents, plan). */
export type CaseWorkCommand =
  | SetPhase
  | RecordMilestone
  | AddRequiredDocument
  | RemoveRequiredDocument
  | RevisePlan
  | ReviseRecovery;

export type RecoveryProcessCommand =
  | { type: 'OpenRecoveryProcess'; process: EventData<'RecoveryProcessOpened'> }
  | { type: 'AssignAgent'; assignment: EventData<'RecoveryAgentAssigned'> }
  | CaseWorkCommand;

export const recoveryProcessDecider: Decider<
  RecoveryProcessCommand,
  RecoveryProcessEvent,
  RecoveryProcessState
> = {
  events: recoveryEvents,
  initialState: { exists: false },
  evolve,
  decide(command, state, { now }) {
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
    if (!state.exists) throw new DomainError('not_found', caseErrors.caseNotFound);
    switch (command.type) {
      case 'SetPhase':
        return decideSetPhase(command, state, now);
      case 'RecordMilestone':
        return decideRecordMilestone(command, state, now);
      case 'AddRequiredDocument':
        return decideAddRequiredDocument(command, state);
      case 'RemoveRequiredDocument':
        return decideRemoveRequiredDocument(command, state);
      case 'RevisePlan':
        return decideRevisePlan(command, state, now);
      case 'ReviseRecovery':
        return decideReviseRecovery(command, state, now);
    }
  },
};
