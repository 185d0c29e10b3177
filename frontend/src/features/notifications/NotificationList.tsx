import type { NotificationList as List, NotificationItem } from '@portal/contracts';
import { notificationKindTexts, notificationTexts } from '@portal/copy';
import type { UseQueryResult } from '@tanstack/react-query';
import { userMessage } from '../../api/errors';
import { describeFailure } from '../../api/failure';
import { formatDateTime } from '../../lib/format';
import { Badge, Button, Spinner, showToast } from '../../ui';
import { useMarkNotificationRead } from './api/mark-notification-read';

const formatWhen = (iso: string) => formatDateTime(iso);

function ItemText({ item }: { item: NotificationItem }) {
  const texts = notificationKindTexts[item.kind];
  return (
    <>
      <span className="block font-semibold text-navy-900">{texts.title(item.facts)}</span>
      <span className="mt-1 block text-sm text-slate-700">{texts.body(item.facts, formatWhen)}</span>
      <span className="mt-1 block text-xs text-slate-500">{formatDateTime(item.postedAt)}</span>
    </>
  );
}

/** One person's notifications: an unread one is a button that marks it read; loading, empty and failure in words. */
export function NotificationList({ userId, query }: { userId: string; query: UseQueryResult<List> }) {
  const mark = useMarkNotificationRead(userId);

  if (query.data) {
    if (query.data.items.length === 0)
      return <p className="py-4 text-slate-600">{notificationTexts.empty}</p>;
    const markRead = (id: string) =>
      mark.mutate(id, {
        onError: (error) =>
          showToast({ title: userMessage(error, notificationTexts.markReadFailed), tone: 'error' }),
      });
    return (
      <ul className="flex flex-col gap-2">
        {query.data.items.map((item) =>
          item.readAt === null ? (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => markRead(item.id)}
                disabled={mark.isPending && mark.variables === item.id}
                className="w-full rounded-lg border border-teal-200 bg-teal-50/60 p-3 text-left outline-hidden hover:bg-teal-50 focus-visible:outline-3 focus-visible:outline-teal-600 disabled:opacity-60"
              >
                <ItemText item={item} />
                <span className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  <Badge color="teal">{notificationTexts.unread}</Badge>
                  <span className="text-teal-800 underline">{notificationTexts.markRead}</span>
                </span>
              </button>
            </li>
          ) : (
            <li key={item.id} className="rounded-lg border border-slate-200 p-3">
              <ItemText item={item} />
            </li>
          ),
        )}
      </ul>
    );
  }
  if (query.isError) {
    const failure = describeFailure(query.error);
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-2">
        <p className="font-semibold text-navy-900">{notificationTexts.loadFailed}</p>
        <p className="text-sm text-slate-700">{failure.message}</p>
        <Button variant="secondary" size="sm" onPress={() => query.refetch()}>
          {notificationTexts.retry}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-slate-600">
      <Spinner /> {notificationTexts.loading}
    </p>
  );
}
