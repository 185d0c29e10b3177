import { createFileRoute } from '@tanstack/react-router';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { myDataQueryOptions } from '../features/profile/api/get-my-data';
import { MyDataPage } from '../features/profile/MyDataPage';
import { requireSignedIn } from '../session/guards';

/** 'Mis datos en el despacho': the readable copy of everything the firm holds about the person. */
export const Route = createFileRoute('/mi-perfil_/mis-datos')({
  beforeLoad: () => requireSignedIn(),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myDataQueryOptions(context.user.id));
  },
  component: function MyDataRoute() {
    const { user } = Route.useRouteContext();
    return <MyDataPage user={user} notifications={<NotificationBell />} />;
  },
});
