import { createFileRoute } from '@tanstack/react-router';
import { myDashboardQueryOptions } from '../api/get-my-dashboard';
import { ClientDashboardPage } from '../features/client-dashboard/ClientDashboardPage';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { requireRole } from '../session/guards';

export const Route = createFileRoute('/client-dashboard')({
  beforeLoad: () => requireRole('client'),
  // The case starts loading with the navigation (or on hover and focus of a link to this page: defaultPreload
  // 'intent'), while the page's code is fetched. Not awaited: the page shows its loading and failure states
  // itself, and prefetchQuery never throws.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myDashboardQueryOptions(context.user.id));
    void context.queryClient.prefetchQuery(notificationsQueryOptions(context.user.id));
  },
  component: () => <ClientDashboardPage notifications={<NotificationBell />} />,
});
