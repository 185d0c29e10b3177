import {
  NOTIFICATIONS,
  type NotificationsDoc,
  notificationListSchema,
  type RouteResponse,
} from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';

/** GET /api/notifications: one key lookup; a person with none gets an empty list. */
export async function notifications(
  documents: DocumentStore,
  userId: string,
): Promise<RouteResponse<'notifications'>> {
  const doc = await documents.get<NotificationsDoc>(NOTIFICATIONS, userId);
  return notificationListSchema.parse(doc ?? { items: [], unreadCount: 0 });
}
