import { createFileRoute } from '@tanstack/react-router';
import { adminStatsQueryOptions } from '../api/get-admin-stats';
import { AdminCompletePage } from '../features/admin-panel/AdminCompletePage';
import { adminUsersQueryOptions } from '../features/admin-panel/api/get-admin-users';
import { fraudCasesQueryOptions } from '../features/admin-panel/api/get-fraud-cases';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { adminSecurityCommentsQueryOptions } from '../features/security-comments-admin/api/get-admin-security-comments';
import { SecurityCommentsManager } from '../features/security-comments-admin/SecurityCommentsManager';
import { requireRole } from '../session/guards';

/** The full administration panel (staff-admin.md §2.2; admin role, superadmin passes). */
export const Route = createFileRoute('/admin-complete')({
  beforeLoad: () => requireRole('admin'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminStatsQueryOptions());
    void context.queryClient.prefetchQuery(adminUsersQueryOptions());
    void context.queryClient.prefetchQuery(fraudCasesQueryOptions());
    void context.queryClient.prefetchQuery(adminSecurityCommentsQueryOptions());
    void context.queryClient.prefetchQuery(notificationsQueryOptions(context.user.id));
  },
  component: () => (
    <AdminCompletePage securityComments={<SecurityCommentsManager />} notifications={<NotificationBell />} />
  ),
});
