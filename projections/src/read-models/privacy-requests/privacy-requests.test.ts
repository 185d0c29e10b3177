import { type DomainEvent, PRIVACY_REQUESTS } from '@portal/contracts';
import { project } from '../../testing.js';
import { privacyRequestsProjector } from './index.js';

const filed = (requestId: string, userId: string, kind: 'cancellation' | 'opposition'): DomainEvent => ({
  type: 'PrivacyRequestFiled',
  data: {
    requestId,
    userId,
    kind,
    reason: 'No quiero que usen mis datos para publicidad.',
    filedAt: '2026-11-27T16:00:00.000Z',
    dueOn: '2026-12-28',
  },
});
const answered: DomainEvent = {
  type: 'PrivacyRequestAnswered',
  data: {
    requestId: 'r1',
    userId: 'u1',
    kind: 'opposition',
    outcome: 'accepted',
    answer: 'Dejamos de usar sus datos para publicidad.',
    answeredBy: 'admin-1',
    answeredAt: '2026-12-01T17:00:00.000Z',
  },
};

describe('privacyRequests projector', () => {
  it('lists a filed request as pending with its due day, and each person their own', async () => {
    const view = await project(
      [privacyRequestsProjector],
      [filed('r1', 'u1', 'opposition'), filed('r2', 'u2', 'cancellation')],
    );
    expect(await view.get(PRIVACY_REQUESTS, 'r1')).toEqual({
      id: 'r1',
      userId: 'u1',
      kind: 'opposition',
      reason: 'No quiero que usen mis datos para publicidad.',
      status: 'pending',
      filedAt: '2026-11-27T16:00:00.000Z',
      dueOn: '2026-12-28',
      answer: null,
      answeredAt: null,
      answeredBy: null,
      // Nobody registered as u1 in these events: the queue shows no name.
      fullName: '',
      username: '',
      caseNumber: null,
      queueOrder: '0 2026-12-28 2026-11-27T16:00:00.000Z',
    });
    expect(await view.get(PRIVACY_REQUESTS, 'r2')).toMatchObject({ userId: 'u2', kind: 'cancellation' });
  });

  it('shows the answer, when and by whom, as the status it gives', async () => {
    const view = await project([privacyRequestsProjector], [filed('r1', 'u1', 'opposition'), answered]);
    expect(await view.get(PRIVACY_REQUESTS, 'r1')).toMatchObject({
      status: 'accepted',
      answer: 'Dejamos de usar sus datos para publicidad.',
      answeredAt: '2026-12-01T17:00:00.000Z',
      answeredBy: 'admin-1',
      dueOn: '2026-12-28',
      // Answered ones after every pending one, the latest answer first: its time's digits, each as 9 − digit.
      queueOrder: '1 79738798829999999',
    });
  });

  it("keeps the requester's name, username and case on their requests as they change", async () => {
    const registered: DomainEvent = {
      type: 'UserRegistered',
      data: {
        userId: 'u1',
        username: 'lucia.h',
        email: 'lucia@example.mx',
        firstName: 'Lucía',
        lastName: 'Hernández',
        fullName: 'Lucía Hernández',
        role: 'client',
        passwordHash: 'x',
      },
    };
    const view = await project(
      [privacyRequestsProjector],
      [
        registered,
        filed('r1', 'u1', 'opposition'),
        {
          type: 'UserNameChanged',
          data: {
            userId: 'u1',
            fullName: 'Lucía Hernández Ibarra',
            firstName: 'Lucía',
            lastName: 'Hernández Ibarra',
          },
        },
        {
          type: 'UsernameChanged',
          data: { userId: 'u1', username: 'lucia.hi', previousUsername: 'lucia.h' },
        },
      ],
    );
    expect(await view.get(PRIVACY_REQUESTS, 'r1')).toMatchObject({
      fullName: 'Lucía Hernández Ibarra',
      username: 'lucia.hi',
      caseNumber: null,
    });
  });

  it('ignores an answer to a request it does not list', async () => {
    const view = await project([privacyRequestsProjector], [answered]);
    expect(await view.get(PRIVACY_REQUESTS, 'r1')).toBeUndefined();
  });
});
