import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/notifications: the signed-in person's newest notifications and how many are unread. */
export function getNotifications(userId: string, signal?: AbortSignal) {
  return call('notifications', { userId, signal });
}

/** The key of one person's notifications: what marking one as read invalidates. */
export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

/** Shared by a route's loader (prefetch with the navigation) and the bell (`useNotifications`). */
export function notificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ signal }) => getNotifications(userId, signal),
    enabled: userId !== '',
  });
}

export function useNotifications(userId: string) {
  return useQuery(notificationsQueryOptions(userId));
}
