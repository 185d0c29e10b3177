import { commentAuthorLabel } from '@portal/contracts';
import { clientCommentsTexts as texts } from '@portal/copy';
import { ListQuery } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { Card, cx, Icon } from '../../ui';
import { useClientCaseComments } from './api/get-client-case-comments';

const timeOf = (date: string) => {
  const t = Date.parse(date);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/** Newest first (spec §7), whatever order the server sent. */
export function newestCommentsFirst<T extends { createdAt: string }>(comments: readonly T[]): T[] {
  return [...comments].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
}

/**
 * Comentarios: the comments of the case visible to the client, newest first, with who wrote them (by role)
 * and when. The page already reads them with the dashboard (the tab shows their count): this reads the same
 * cache entry.
 */
export function CommentsTab({ userId, caseId }: { userId: string; caseId: string | undefined }) {
  const query = useClientCaseComments(userId, caseId);
  // No case id (spec §7: the call is made only when one exists): the query is not enabled, the list is empty.
  const body = (
    <ListQuery query={query} loading={texts.loading} loadFailed={texts.loadFailed} empty={texts.empty}>
      {(data) => (
        <ol className="flex flex-col gap-4">
          {newestCommentsFirst(data).map((comment) => (
            <li key={comment.id}>
              <article
                className={cx(
                  'rounded-xl border p-4 sm:p-5',
                  comment.commentType === 'agent'
                    ? 'border-teal-200 bg-teal-50/50'
                    : 'border-slate-200 bg-white',
                )}
              >
                <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <h3 className="flex items-center gap-2 font-semibold text-navy-900">
                    <Icon name={comment.commentType === 'system' ? 'info' : 'user'} className="size-4.5" />
                    {commentAuthorLabel(comment.commentType)}
                  </h3>
                  <time dateTime={comment.createdAt} className="text-sm text-slate-600">
                    {formatDateTime(comment.createdAt)}
                  </time>
                </header>
                <p className="mt-2 break-words whitespace-pre-line text-slate-800">{comment.content}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </ListQuery>
  );

  return (
    <Card title={texts.title} icon="mail">
      <p className="-mt-2 mb-4 text-sm text-slate-600">{texts.intro}</p>
      {body}
    </Card>
  );
}
