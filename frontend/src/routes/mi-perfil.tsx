import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../features/client-dashboard/ChangePasswordForm';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { profileQueryOptions } from '../features/profile/api/get-profile';
import { ProfilePage } from '../features/profile/ProfilePage';
import { secondFactorStatusQueryOptions } from '../features/second-factor/api/get-second-factor-status';
import { SecondFactorSection } from '../features/second-factor/SecondFactorSection';
import { requireSignedIn } from '../session/guards';

export const Route = createFileRoute('/mi-perfil')({
  beforeLoad: () => requireSignedIn(),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions(context.user.id));
    void context.queryClient.prefetchQuery(secondFactorStatusQueryOptions(context.user.id));
  },
  component: function ProfileRoute() {
    const { user } = Route.useRouteContext();
    return (
      <ProfilePage
        user={user}
        passwordForm={<ChangePasswordForm userId={user.id} />}
        secondFactor={<SecondFactorSection user={user} />}
        notifications={<NotificationBell />}
      />
    );
  },
});
