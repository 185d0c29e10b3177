import { notificationTexts } from '@portal/copy';
import { useState } from 'react';
import { useSessionUser } from '../../session/session';
import { Button, Dialog, Icon } from '../../ui';
import { useNotifications } from './api/get-notifications';
import { NotificationList } from './NotificationList';

/**
 * The bell of a signed-in page's header: its name says how many notifications are unread (the red count is only
 * its picture); it opens the list in a dialog (a sheet from the bottom on a phone).
 */
export function NotificationBell() {
  const user = useSessionUser();
  const userId = user?.id ?? '';
  const query = useNotifications(userId);
  const [isOpen, setOpen] = useState(false);
  if (!user) return null;
  const unread = query.data?.unreadCount ?? 0;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={query.data ? notificationTexts.bellLabel(unread) : notificationTexts.listTitle}
        onPress={() => setOpen(true)}
        className="relative min-h-11 min-w-11 justify-center"
      >
        <Icon name="bell" className="size-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      <Dialog title={notificationTexts.listTitle} isOpen={isOpen} onOpenChange={setOpen}>
        <NotificationList userId={userId} query={query} />
      </Dialog>
    </>
  );
}
