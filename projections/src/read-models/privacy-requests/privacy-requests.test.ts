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
    });
  });

  it('ignores an answer to a request it does not list', async () => {
    const view = await project([privacyRequestsProjector], [answered]);
    expect(await view.get(PRIVACY_REQUESTS, 'r1')).toBeUndefined();
  });
});
