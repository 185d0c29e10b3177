import { createFileRoute, redirect } from '@tanstack/react-router';
import { CompliancePage } from '../features/compliance/CompliancePage';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { requireSignedIn } from '../session/guards';

/** Case history for compliance, administration and agents (their clients'); clients go to their dashboard. */
export const Route = createFileRoute('/cumplimiento')({
  validateSearch: (search: Record<string, unknown>): { caso?: string } =>
    typeof search.caso === 'string' && search.caso !== '' ? { caso: search.caso } : {},
  beforeLoad: () => {
    const { user } = requireSignedIn();
    if (user.role === 'client') throw redirect({ to: '/dashboard', replace: true });
    return { user };
  },
  component: function ComplianceRoute() {
    const { user } = Route.useRouteContext();
    const { caso } = Route.useSearch();
    return <CompliancePage user={user} caseId={caso} notifications={<NotificationBell />} />;
  },
});
