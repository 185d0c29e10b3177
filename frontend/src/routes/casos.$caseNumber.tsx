import { createFileRoute, redirect } from '@tanstack/react-router';
import { caseCommentsQueryOptions } from '../api/get-case-comments';
import { caseFileQueryOptions } from '../api/get-case-file';
import { CaseFilePage } from '../features/case-file/CaseFilePage';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { requireSignedIn } from '../session/guards';

/**
 * The case page of staff: an agent works the cases of their assigned clients, admins and the superadmin any
 * case (the API decides and answers 403 otherwise). A client is sent to /dashboard.
 */
export const Route = createFileRoute('/casos/$caseNumber')({
  beforeLoad: () => {
    const { user } = requireSignedIn();
    if (user.role === 'client') throw redirect({ to: '/dashboard', replace: true });
    return { user };
  },
  // The case and its comments start loading with the navigation (or on hover of a link to the case).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(caseFileQueryOptions(params.caseNumber));
    void context.queryClient.prefetchQuery(caseCommentsQueryOptions(params.caseNumber));
    void context.queryClient.prefetchQuery(notificationsQueryOptions(context.user.id));
  },
  component: CaseFileRoute,
});

function CaseFileRoute() {
  const { caseNumber } = Route.useParams();
  return <CaseFilePage caseNumber={caseNumber} notifications={<NotificationBell />} />;
}
