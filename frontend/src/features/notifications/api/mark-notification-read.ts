import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/:id/read (marking a read one again changes nothing). */
export function markNotificationRead(userId: string, notificationId: string) {
  return call('markNotificationRead', { userId, params: { id: notificationId } });
}

/** A write answers once the read models applied it: the list is read again with the new count. */
export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => markNotificationRead(userId, notificationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey(userId) }),
  });
}
