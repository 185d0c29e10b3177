import { type EventData, type FraudCaseEvent, fraudCaseEvents, validation } from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

export const fraudCaseStream = (caseId: string) => `fraudCase-${caseId}`;

export type FraudCaseCommand = { type: 'ReportFraudCase'; fraudCase: EventData<'FraudCaseReported'> };

export type FraudCaseState = { exists: false } | { exists: true; caseId: string };

/** The calendar date of `now` in Mexico City, where the victims are: a fraud cannot be dated after it. */
export function todayInMexico(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
}

export const fraudCaseDecider: Decider<FraudCaseCommand, FraudCaseEvent, FraudCaseState> = {
  events: fraudCaseEvents,
  initialState: { exists: false },
  evolve(_state, event) {
    return { exists: true, caseId: event.data.caseId };
  },
  decide(command, state, { now }) {
    if (state.exists) {
      if (state.caseId === command.fraudCase.caseId) return [];
      throw refused.conflict();
    }
    if (command.fraudCase.fraudDate > todayInMexico(now)) {
      throw refused.invalid({ fraudDate: validation.fraudDateFuture });
    }
    return [{ type: 'FraudCaseReported', data: command.fraudCase }];
  },
};
