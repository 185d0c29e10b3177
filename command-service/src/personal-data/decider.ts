import { type PersonalDataEvent, personalDataEvents } from '@portal/contracts';
import type { Decider } from '../decider.js';

/** One stream per person: what became of their personal data. */
export const personalDataStream = (userId: string) => `privacy-${userId}`;

export type PersonalDataCommand = {
  type: 'RecordErasure';
  userId: string;
  erasedBy: string;
  requestId: string | null;
  /** The key subjects destroyed: the user, and their agent record and applications. */
  subjectIds: readonly string[];
};

export interface PersonalDataState {
  erased: boolean;
}

/** Records an erasure once: a repeated erasure (a retry after a crash) records nothing new. */
export const personalDataDecider: Decider<PersonalDataCommand, PersonalDataEvent, PersonalDataState> = {
  events: personalDataEvents,
  initialState: { erased: false },
  evolve(_state, event) {
    switch (event.type) {
      case 'PersonalDataErased':
        return { erased: true };
    }
  },
  decide(command, state, { now }) {
    if (state.erased) return [];
    const { userId, erasedBy, requestId, subjectIds } = command;
    return [
      {
        type: 'PersonalDataErased',
        data: { userId, erasedBy, requestId, erasedAt: now.toISOString(), subjectIds: [...subjectIds] },
      },
    ];
  },
};
