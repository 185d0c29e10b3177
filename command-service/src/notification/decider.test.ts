import { deciderSpec } from '../testing.js';
import { notificationDecider } from './decider.js';

const spec = deciderSpec(notificationDecider);
const now = new Date('2026-11-22T09:30:00.000Z');

const posted = {
  type: 'NotificationPosted',
  data: {
    notificationId: 'n1',
    userId: 'u1',
    kind: 'registrationReceived',
    facts: { caseNumber: 'EXP-2026-12345678' },
    postedAt: '2026-11-22T09:00:00.000Z',
  },
} as const;
const read = {
  type: 'NotificationRead',
  data: { notificationId: 'n1', userId: 'u1', readAt: '2026-11-22T09:10:00.000Z' },
} as const;

describe('notification decider', () => {
  it('posts a notification with its kind and facts, at the time of the decision', () => {
    spec
      .given([], { now })
      .when({
        type: 'PostNotification',
        notificationId: 'n2',
        userId: 'u1',
        kind: 'passwordChanged',
        facts: { changedAt: '2026-11-22T09:29:00.000Z', byAdmin: true },
      })
      .then([
        {
          type: 'NotificationPosted',
          data: {
            notificationId: 'n2',
            userId: 'u1',
            kind: 'passwordChanged',
            facts: { changedAt: '2026-11-22T09:29:00.000Z', byAdmin: true },
            postedAt: '2026-11-22T09:30:00.000Z',
          },
        },
      ]);
  });

  it('posts nothing when the same notification was already posted (a retried job)', () => {
    spec
      .given([posted], { now })
      .when({
        type: 'PostNotification',
        notificationId: 'n1',
        userId: 'u1',
        kind: 'registrationReceived',
        facts: { caseNumber: 'EXP-2026-12345678' },
      })
      .then([]);
  });

  it('marks an unread notification as read', () => {
    spec
      .given([posted], { now })
      .when({ type: 'MarkNotificationRead', notificationId: 'n1', userId: 'u1' })
      .then([
        {
          type: 'NotificationRead',
          data: { notificationId: 'n1', userId: 'u1', readAt: '2026-11-22T09:30:00.000Z' },
        },
      ]);
  });

  it('marks a read notification again without a new event', () => {
    spec
      .given([posted, read], { now })
      .when({ type: 'MarkNotificationRead', notificationId: 'n1', userId: 'u1' })
      .then([]);
  });

  it("refuses to mark a notification this person's stream does not hold (someone else's) as not found", () => {
    spec
      .given([posted], { now })
      .when({ type: 'MarkNotificationRead', notificationId: 'n-of-someone-else', userId: 'u1' })
      .thenThrows('not_found');
  });
});
