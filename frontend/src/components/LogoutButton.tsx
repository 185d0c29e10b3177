import { screenTexts } from '@portal/copy/screen';
import { useLogout } from '../api/logout';
import { Button, Icon } from '../ui';

/** 'Cerrar sesión' in a page header: ends the session, cleans the device and goes to `to`. */
export function LogoutButton({ to, variant }: { to: '/' | '/login'; variant: 'ghost' | 'secondary' }) {
  const { logout, isPending } = useLogout(to);
  return (
    <Button
      variant={variant}
      size="sm"
      onPress={logout}
      isPending={isPending}
      pendingLabel={screenTexts.loggingOut}
    >
      <Icon name="logout" className="size-4" /> {screenTexts.logout}
    </Button>
  );
}
