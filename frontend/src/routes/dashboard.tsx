import { createFileRoute } from '@tanstack/react-router';
import { agentClientsQueryOptions } from '../api/get-agent-clients';
import { AgentClientsSection } from '../features/agent-clients/AgentClientsSection';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { StaffDashboardPage } from '../features/staff/StaffDashboardPage';
import { requireSignedIn } from '../session/guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: () => requireSignedIn(),
  // Staff's list of cases starts loading with the navigation (an agent's clients, every case for admins).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(notificationsQueryOptions(context.user.id));
    if (context.user.role !== 'client' && context.user.role !== 'compliance') {
      void context.queryClient.prefetchQuery(agentClientsQueryOptions(context.user.id));
    }
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  return (
    <StaffDashboardPage
      notifications={<NotificationBell />}
      clients={
        user.role === 'client' || user.role === 'compliance' ? undefined : (
          <AgentClientsSection userId={user.id} scope={user.role === 'agent' ? 'mine' : 'all'} />
        )
      }
    />
  );
}
