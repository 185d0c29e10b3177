import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../features/client-dashboard/ChangePasswordForm';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { profileQueryOptions } from '../features/profile/api/profile';
import { ProfilePage } from '../features/profile/ProfilePage';
import { requireSignedIn } from '../session/guards';

export const Route = createFileRoute('/mi-perfil')({
  beforeLoad: () => requireSignedIn(),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions(context.user.id));
  },
  component: function ProfileRoute() {
    const { user } = Route.useRouteContext();
    return (
      <ProfilePage
        user={user}
        passwordForm={<ChangePasswordForm userId={user.id} />}
        notifications={<NotificationBell />}
      />
    );
  },
});
