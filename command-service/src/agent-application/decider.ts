import {
  type AgentApplicationEvent,
  adminErrors,
  agentApplicationEvents,
  DomainError,
  type EventData,
} from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

export const agentApplicationStream = (applicationId: string) => `agentApplication-${applicationId}`;

type Submitted = EventData<'AgentApplicationSubmitted'>;

export type AgentApplicationState =
  | { status: 'none' }
  | { status: 'pending' | 'rejected'; application: Submitted }
  | { status: 'approved'; application: Submitted; agentId: string };

export type AgentApplicationCommand =
  | { type: 'Submit'; application: Submitted }
  | { type: 'Approve'; agentId: string; decidedBy: string }
  | { type: 'Reject'; reason: string; decidedBy: string };

/**
 * An application is decided once: approving an approved one (a retry) or rejecting a rejected one changes
 * nothing; the other decision on a decided application is refused (two administrators at the same moment).
 */
export const agentApplicationDecider: Decider<
  AgentApplicationCommand,
  AgentApplicationEvent,
  AgentApplicationState
> = {
  events: agentApplicationEvents,
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'AgentApplicationSubmitted':
        return { status: 'pending', application: event.data };
      case 'AgentApplicationApproved':
        return state.status === 'none'
          ? state
          : { ...state, status: 'approved', agentId: event.data.agentId };
      case 'AgentApplicationRejected':
        return state.status === 'none' ? state : { status: 'rejected', application: state.application };
    }
  },
  decide(command, state, { now }) {
    if (command.type === 'Submit') {
      if (state.status === 'none') return [{ type: 'AgentApplicationSubmitted', data: command.application }];
      if (state.application.applicationId === command.application.applicationId) return [];
      throw refused.conflict();
    }
    if (state.status === 'none') throw new DomainError('not_found', adminErrors.applicationNotFound);
    const { applicationId, userId } = state.application;
    const decidedAt = now.toISOString();
    if (command.type === 'Approve') {
      if (state.status === 'approved') return [];
      if (state.status === 'rejected')
        throw new DomainError('application_not_pending', adminErrors.applicationDecided);
      const { agentId, decidedBy } = command;
      return [
        { type: 'AgentApplicationApproved', data: { applicationId, userId, agentId, decidedBy, decidedAt } },
      ];
    }
    if (state.status === 'rejected') return [];
    if (state.status === 'approved')
      throw new DomainError('application_not_pending', adminErrors.applicationDecided);
    const { reason, decidedBy } = command;
    return [
      { type: 'AgentApplicationRejected', data: { applicationId, userId, reason, decidedBy, decidedAt } },
    ];
  },
};
