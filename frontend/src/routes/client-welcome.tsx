import { createFileRoute } from '@tanstack/react-router';
import { myDashboardQueryOptions } from '../api/get-my-dashboard';
import { ClientWelcomePage } from '../features/client-welcome/ClientWelcomePage';
import { requireRole } from '../session/guards';

export const Route = createFileRoute('/client-welcome')({
  beforeLoad: () => requireRole('client'),
  // The tour shows the client's own case: it starts loading with the navigation (not awaited, as on the
  // dashboard: the page shows its loading and failure states itself). The dashboard then reads the same cache.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myDashboardQueryOptions(context.user.id));
  },
  component: ClientWelcomePage,
});
