import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATIONS,
  NOTIFICATIONS_PROJECTION,
  type NotificationsDoc,
} from '@portal/contracts';
import { defineProjector } from '../../projector.js';

const unread = (items: NotificationsDoc['items']) => items.filter((item) => item.readAt === null).length;

/**
 * notifications: per recipient, the newest notifications first (at most NOTIFICATION_LIST_LIMIT) and how many
 * of those are unread. One dropping off the end leaves the count with it (it can no longer be opened).
 */
export const notificationsProjector = defineProjector({
  name: NOTIFICATIONS_PROJECTION,
  version: 1,
  collections: [NOTIFICATIONS],
  handles: ['NotificationPosted', 'NotificationRead'],
  async apply({ event }, view) {
    const { userId, notificationId } = event.data;
    const doc = (await view.get<NotificationsDoc>(NOTIFICATIONS, userId)) ?? { items: [], unreadCount: 0 };
    switch (event.type) {
      case 'NotificationPosted': {
        if (doc.items.some((item) => item.id === notificationId)) return;
        const { kind, facts, postedAt } = event.data;
        const items = [{ id: notificationId, kind, facts, postedAt, readAt: null }, ...doc.items].slice(
          0,
          NOTIFICATION_LIST_LIMIT,
        );
        view.put(NOTIFICATIONS, userId, { items, unreadCount: unread(items) } satisfies NotificationsDoc);
        return;
      }
      case 'NotificationRead': {
        if (!doc.items.some((item) => item.id === notificationId && item.readAt === null)) return;
        const items = doc.items.map((item) =>
          item.id === notificationId && item.readAt === null ? { ...item, readAt: event.data.readAt } : item,
        );
        view.put(NOTIFICATIONS, userId, { items, unreadCount: unread(items) } satisfies NotificationsDoc);
        return;
      }
    }
  },
});
