import { createFileRoute } from '@tanstack/react-router';
import { myConsentsQueryOptions } from '../api/get-my-consents';
import { privacyNoticeQueryOptions } from '../api/get-privacy-notice';
import { PrivacyRenewalScreen } from '../components/privacy/PrivacyRenewalScreen';
import { requireSignedIn } from '../session/guards';

/** The renewal a new privacy notice asks signed-in clients and agents for (the root's gate sends them here). */
export const Route = createFileRoute('/nuevo-aviso-de-privacidad')({
  beforeLoad: () => requireSignedIn(),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(privacyNoticeQueryOptions);
    void context.queryClient.prefetchQuery(myConsentsQueryOptions(context.user.id));
  },
  component: function RenewalRoute() {
    const { user } = Route.useRouteContext();
    return <PrivacyRenewalScreen user={user} />;
  },
});
