import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { OperationsPage } from '../features/operations/OperationsPage';
import { requireSignedIn } from '../session/guards';

/** The operator's console: superadmin only (others go to /dashboard). */
export const Route = createFileRoute('/operaciones')({
  beforeLoad: () => {
    const { user } = requireSignedIn();
    if (user.role !== 'superadmin') throw redirect({ to: '/dashboard', replace: true });
    return { user };
  },
  component: () => <OperationsPage notifications={<NotificationBell />} />,
});
