import type { DomainEvent } from '@portal/contracts';
import { NOTIFICATIONS } from '@portal/contracts';
import { project } from '../../testing.js';
import { notificationsProjector } from './index.js';

const posted = (n: number, userId = 'u1'): DomainEvent => ({
  type: 'NotificationPosted',
  data: {
    notificationId: `n${n}`,
    userId,
    kind: 'registrationReceived',
    facts: { caseNumber: `EXP-2026-0000000${n}` },
    postedAt: `2026-11-22T10:${String(n).padStart(2, '0')}:00.000Z`,
  },
});
const read = (n: number, userId = 'u1'): DomainEvent => ({
  type: 'NotificationRead',
  data: { notificationId: `n${n}`, userId, readAt: '2026-11-22T11:00:00.000Z' },
});

describe('notifications projector', () => {
  it('lists a person their notifications newest first with the unread count, and counts a read one out', async () => {
    const view = await project([notificationsProjector], [posted(1), posted(2), posted(3, 'u2'), read(1)]);
    expect(await view.get(NOTIFICATIONS, 'u1')).toEqual({
      items: [
        {
          id: 'n2',
          kind: 'registrationReceived',
          facts: { caseNumber: 'EXP-2026-00000002' },
          postedAt: '2026-11-22T10:02:00.000Z',
          readAt: null,
        },
        {
          id: 'n1',
          kind: 'registrationReceived',
          facts: { caseNumber: 'EXP-2026-00000001' },
          postedAt: '2026-11-22T10:01:00.000Z',
          readAt: '2026-11-22T11:00:00.000Z',
        },
      ],
      unreadCount: 1,
    });
    expect(await view.get(NOTIFICATIONS, 'u2')).toMatchObject({ items: [{ id: 'n3' }], unreadCount: 1 });
  });

  it('keeps the newest 50, and the unread count of those', async () => {
    const events = Array.from({ length: 52 }, (_, i) => posted(i + 1));
    const view = await project([notificationsProjector], [...events, read(52)]);
    const doc = await view.get<{ items: { id: string }[]; unreadCount: number }>(NOTIFICATIONS, 'u1');
    expect(doc?.items).toHaveLength(50);
    expect(doc?.items[0]?.id).toBe('n52');
    expect(doc?.items[49]?.id).toBe('n3');
    expect(doc?.unreadCount).toBe(49);
  });

  it('ignores a notification posted twice and a read of one it does not list', async () => {
    const view = await project([notificationsProjector], [posted(1), posted(1), read(7), read(7, 'u9')]);
    expect(await view.get(NOTIFICATIONS, 'u1')).toMatchObject({ items: [{ id: 'n1' }], unreadCount: 1 });
    expect(await view.get(NOTIFICATIONS, 'u9')).toBeUndefined();
  });
});
