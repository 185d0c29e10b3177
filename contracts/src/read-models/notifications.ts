import type { NotificationList } from '../schemas/notifications.js';

/** Projection `notifications` (its checkpoint has the same name). */
export const NOTIFICATIONS_PROJECTION = 'notifications';

/** Keyed by the recipient's user id: exactly the GET /api/notifications answer. */
export const NOTIFICATIONS = 'notifications';

/** How many notifications a person's list keeps (the newest); older ones drop out, and so from the unread count. */
export const NOTIFICATION_LIST_LIMIT = 50;

export type NotificationsDoc = NotificationList;
