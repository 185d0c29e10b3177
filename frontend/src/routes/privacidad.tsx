import { roleSatisfies } from '@portal/contracts/roles';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { privacyQueueQueryOptions } from '../features/privacy-requests/api/get-privacy-queue';
import { PrivacyQueuePage } from '../features/privacy-requests/PrivacyQueuePage';
import { requireSignedIn } from '../session/guards';

/**
 * The queue of ARCO requests: administration answers, compliance reads; anyone else goes home (the
 * route table's roles of privacyRequestQueue, written out: the guard runs in the entry, which loads no route table).
 */
export const Route = createFileRoute('/privacidad')({
  beforeLoad: () => {
    const { user } = requireSignedIn();
    if (!roleSatisfies(user.role, 'admin') && user.role !== 'compliance')
      throw redirect({ to: '/dashboard', replace: true });
    return { user };
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(privacyQueueQueryOptions());
  },
  component: function PrivacyRoute() {
    return <PrivacyQueuePage notifications={<NotificationBell />} />;
  },
});
