import type { AdminSecurityComment } from '@portal/contracts';
import {
  securityCategoryLabel,
  securityPriorityLabel,
  securityCommentsAdminTexts as texts,
} from '@portal/copy';
import { useState } from 'react';
import { describeFailure } from '../../api/failure';
import { ListQuery } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { Badge, type BadgeColor, Button, Icon } from '../../ui';
import { useAdminSecurityComments } from './api/get-admin-security-comments';
import { DeleteSecurityCommentDialog } from './DeleteSecurityCommentDialog';
import {
  CreateSecurityCommentDialog,
  EditSecurityCommentDialog,
  type ReloadResult,
} from './SecurityCommentForm';

const priorityColor = (priority: string): BadgeColor =>
  priority === 'high' ? 'red' : priority === 'low' ? 'grey' : 'yellow';

/** Newest first. */
function newestFirst(comments: readonly AdminSecurityComment[]): AdminSecurityComment[] {
  return [...comments].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function CommentItem({
  comment,
  Heading,
  onEdit,
  onDelete,
}: {
  comment: AdminSecurityComment;
  Heading: 'h2' | 'h3';
  onEdit: () => void;
  onDelete: () => void;
}) {
  const edited = comment.updatedAt !== comment.createdAt;
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge color="teal">
          <span className="sr-only">{texts.fields.category}: </span>
          {securityCategoryLabel(comment.category)}
        </Badge>
        <Badge color={priorityColor(comment.priority)}>{securityPriorityLabel(comment.priority)}</Badge>
        <Badge color={comment.isActive ? 'green' : 'grey'}>
          {comment.isActive ? texts.active : texts.inactive}
        </Badge>
        <Badge color={comment.isPublic ? 'blue' : 'grey'}>
          {comment.isPublic ? texts.public : texts.private}
        </Badge>
      </div>
      <Heading className="text-lg font-semibold break-words text-navy-900">{comment.title}</Heading>
      <p className="break-words whitespace-pre-line text-slate-700">{comment.content}</p>
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
        <dt>{texts.author}</dt>
        <dd className="text-slate-800">{comment.authorName}</dd>
        <dt>{texts.createdOn}</dt>
        <dd>
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
        </dd>
        {edited && (
          <>
            <dt>{texts.updatedOn}</dt>
            <dd>
              <time dateTime={comment.updatedAt}>{formatDateTime(comment.updatedAt)}</time>
            </dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" size="sm" onPress={onEdit} aria-label={texts.editNamed(comment.title)}>
          <Icon name="document" className="size-4" /> {texts.edit}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onPress={onDelete}
          aria-label={texts.deleteNamed(comment.title)}
          className="text-red-800 hover:bg-red-50"
        >
          <Icon name="close" className="size-4" /> {texts.delete}
        </Button>
      </div>
    </article>
  );
}

/**
 * The security comments of the portal, managed by admin and superadmin: the list (category, priority,
 * active and public flags, author, dates), 'Nuevo comentario', edit and delete. No page chrome: the page
 * /avisos-de-seguridad wraps it, and the admin panel can host it in a tab. `headingLevel`: the level of each
 * comment's title (2 on a page whose h1 is the screen's; 3 inside a titled tab).
 */
export function SecurityCommentsManager({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const query = useAdminSecurityComments();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminSecurityComment | null>(null);
  const [deleting, setDeleting] = useState<AdminSecurityComment | null>(null);

  const reload = async (id: string): Promise<ReloadResult> => {
    const result = await query.refetch();
    if (result.isError || !result.data) {
      return { kind: 'failed', message: describeFailure(result.error).message };
    }
    const current = result.data.find((c) => c.id === id);
    return current ? { kind: 'found', comment: current } : { kind: 'gone' };
  };

  const body = (
    <ListQuery query={query} loading={texts.loading} loadFailed={texts.loadFailed} empty={texts.empty}>
      {(data) => (
        <ul aria-label={texts.listLabel} className="grid gap-4 md:grid-cols-2">
          {newestFirst(data).map((comment) => (
            <li key={comment.id}>
              <CommentItem
                comment={comment}
                Heading={headingLevel === 2 ? 'h2' : 'h3'}
                onEdit={() => setEditing(comment)}
                onDelete={() => setDeleting(comment)}
              />
            </li>
          ))}
        </ul>
      )}
    </ListQuery>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button variant="accent" onPress={() => setCreating(true)}>
          <Icon name="spark" className="size-5" /> {texts.newComment}
        </Button>
      </div>
      {body}
      <CreateSecurityCommentDialog isOpen={creating} onOpenChange={setCreating} />
      <EditSecurityCommentDialog comment={editing} onClose={() => setEditing(null)} onReload={reload} />
      <DeleteSecurityCommentDialog comment={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
