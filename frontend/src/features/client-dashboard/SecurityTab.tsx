import { securityCategoryLabel, securityPriorityLabel, clientSecurityTexts as texts } from '@portal/copy';
import { ListQuery } from '../../components/ListStates';
import { formatDate } from '../../lib/format';
import { Badge, type BadgeColor, Card } from '../../ui';
import { useSecurityComments } from './api/get-security-comments';

/** high first, then medium (and any unknown value, read as medium), then low. */
const rank = (priority: string) => (priority === 'high' ? 0 : priority === 'low' ? 2 : 1);

const priorityColor = (priority: string): BadgeColor =>
  priority === 'high' ? 'red' : priority === 'low' ? 'grey' : 'yellow';

/** Sorted on screen as the spec says (high priority first); within a priority, the server's order. */
export function byPriority<T extends { priority: string }>(comments: readonly T[]): T[] {
  return [...comments].sort((a, b) => rank(a.priority) - rank(b.priority));
}

/** Seguridad: the firm's security notices, high priority first. */
export function SecurityTab() {
  const query = useSecurityComments();

  const body = (
    <ListQuery query={query} loading={texts.loading} loadFailed={texts.loadFailed} empty={texts.empty}>
      {(data) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {byPriority(data).map((comment) => (
            <li key={comment.id}>
              <article className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:p-5">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge color={priorityColor(comment.priority)}>
                    {securityPriorityLabel(comment.priority)}
                  </Badge>
                  <Badge color="teal">
                    <span className="sr-only">{texts.category}: </span>
                    {securityCategoryLabel(comment.category)}
                  </Badge>
                </div>
                <h3 className="text-lg font-semibold break-words text-navy-900">{comment.title}</h3>
                <p className="break-words whitespace-pre-line text-slate-700">{comment.content}</p>
                <p className="mt-auto text-sm text-slate-500">
                  {texts.publishedOn}{' '}
                  <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ListQuery>
  );

  return (
    <Card title={texts.title} icon="shield">
      <p className="-mt-2 mb-4 text-sm text-slate-600">{texts.intro}</p>
      {body}
    </Card>
  );
}
