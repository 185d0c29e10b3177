import { createFileRoute } from '@tanstack/react-router';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { StaffDashboardPage } from '../features/staff/StaffDashboardPage';
import { requireSignedIn } from '../session/guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: () => requireSignedIn(),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(notificationsQueryOptions(context.user.id));
  },
  component: () => <StaffDashboardPage notifications={<NotificationBell />} />,
});
