import { createFileRoute } from '@tanstack/react-router';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { adminSecurityCommentsQueryOptions } from '../features/security-comments-admin/api/get-admin-security-comments';
import { SecurityCommentsPage } from '../features/security-comments-admin/SecurityCommentsPage';
import { requireRole } from '../session/guards';

/** The security comments manager (admin role, superadmin passes); the full admin panel hosts it too. */
export const Route = createFileRoute('/avisos-de-seguridad')({
  beforeLoad: () => requireRole('admin'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminSecurityCommentsQueryOptions());
    void context.queryClient.prefetchQuery(notificationsQueryOptions(context.user.id));
  },
  component: () => <SecurityCommentsPage notifications={<NotificationBell />} />,
});
