import type { PersonalDataEvent } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { type PersonalDataCommand, personalDataDecider } from './decider.js';

const spec = deciderSpec(personalDataDecider);
const erase: PersonalDataCommand = {
  type: 'RecordErasure',
  userId: 'u1',
  erasedBy: 'admin1',
  requestId: 'req-1',
  subjectIds: ['u1', 'agent-1'],
};
const erased: PersonalDataEvent = {
  type: 'PersonalDataErased',
  data: {
    userId: 'u1',
    erasedBy: 'admin1',
    requestId: 'req-1',
    erasedAt: '2026-11-21T12:00:00.000Z',
    subjectIds: ['u1', 'agent-1'],
  },
};

describe('personal data decider', () => {
  it('records the erasure of a person with who ordered it, the request and the keys destroyed', () => {
    spec
      .given([], { now: new Date('2026-11-21T12:00:00Z') })
      .when(erase)
      .then([erased]);
  });

  it('records it once: an erasure repeated after a crash adds nothing', () => {
    spec
      .given([erased], { now: new Date('2026-11-22T12:00:00Z') })
      .when({ ...erase, erasedBy: 'admin2', requestId: null })
      .then([]);
  });
});
