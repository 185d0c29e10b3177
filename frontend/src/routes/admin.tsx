import { createFileRoute } from '@tanstack/react-router';
import { adminStatsQueryOptions } from '../api/get-admin-stats';
import { AdminManagerPage } from '../features/admin-panel/AdminManagerPage';
import { adminClientsQueryOptions } from '../features/admin-panel/api/get-admin-clients';
import { adminUsersQueryOptions } from '../features/admin-panel/api/get-admin-users';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { requireRole } from '../session/guards';

/** The simple manager of users and clients (staff-admin.md §2.1; admin role, superadmin passes). */
export const Route = createFileRoute('/admin')({
  beforeLoad: () => requireRole('admin'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminUsersQueryOptions());
    void context.queryClient.prefetchQuery(adminClientsQueryOptions());
    void context.queryClient.prefetchQuery(adminStatsQueryOptions());
    void context.queryClient.prefetchQuery(notificationsQueryOptions(context.user.id));
  },
  component: () => <AdminManagerPage notifications={<NotificationBell />} />,
});
