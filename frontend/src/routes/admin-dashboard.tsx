import { createFileRoute } from '@tanstack/react-router';
import { adminStatsQueryOptions } from '../api/get-admin-stats';
import { adminUsersQueryOptions } from '../features/admin-panel/api/get-admin-users';
import { ExecutivePanelPage } from '../features/admin-panel/ExecutivePanelPage';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { requireRole } from '../session/guards';

/** The executive panel (staff-admin.md §2.3; admin role, superadmin passes). */
export const Route = createFileRoute('/admin-dashboard')({
  beforeLoad: () => requireRole('admin'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminStatsQueryOptions());
    void context.queryClient.prefetchQuery(adminUsersQueryOptions());
    void context.queryClient.prefetchQuery(notificationsQueryOptions(context.user.id));
  },
  component: () => <ExecutivePanelPage notifications={<NotificationBell />} />,
});
