import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CaseFile,
  commentAuthorLabel,
  fraudCommentSchema,
  type StaffCaseComment,
  staffToasts,
} from '@portal/contracts';
import { staffCaseTexts } from '@portal/copy';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAddCaseComment } from '../../api/add-case-comment';
import { useCaseComments } from '../../api/get-case-comments';
import { ListQuery } from '../../components/ListStates';
import { fieldErrorsOn } from '../../lib/field-errors';
import { formatDateTime } from '../../lib/format';
import { useMayCall } from '../../session/permissions';
import { Badge, type BadgeColor, Card, FormSwitch, FormTextArea, Icon } from '../../ui';
import { useAfterCaseWrite } from './api/after-write';
import { CaseForm, useCaseAdd } from './case-form';

const t = staffCaseTexts.comments;

/** What the form sends: fraudCommentSchema's content and visibility (the author is the session's user). */
const commentFormSchema = fraudCommentSchema.pick({ content: true, isVisibleToClient: true });
type CommentInput = z.input<typeof commentFormSchema>;
type CommentBody = z.output<typeof commentFormSchema>;
const emptyComment: CommentInput = { content: '', isVisibleToClient: true };

const authorColors: Record<string, BadgeColor> = { admin: 'blue', agent: 'green' };

/**
 * The follow-up comments of the case (staff-admin.md §2.2's management dialog, inline): the list, newest first,
 * with the author's type and name, whether the client sees it, and when; and the form that adds one.
 */
export function CommentsSection({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const canAdd = useMayCall('addCaseComment');
  return (
    <Card title={t.title} icon="mail" headingId="case-comments">
      <p className="mb-4 text-sm text-slate-600">{t.intro}</p>
      {canAdd && <CommentForm data={data} caseNumber={caseNumber} />}
      <CommentList caseNumber={caseNumber} />
    </Card>
  );
}

function CommentList({ caseNumber }: { caseNumber: string }) {
  const query = useCaseComments(caseNumber);
  return (
    <div className="mt-6">
      <ListQuery query={query} loading={t.loading} loadFailed={t.loadFailed} empty={t.empty}>
        {(data) => (
          <ul aria-label={t.listLabel} className="flex flex-col gap-3">
            {data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        )}
      </ListQuery>
    </div>
  );
}

function CommentItem({ comment }: { comment: StaffCaseComment }) {
  const visible = comment.isVisibleToClient;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Badge color={authorColors[comment.commentType] ?? 'grey'}>
          {commentAuthorLabel(comment.commentType)}
        </Badge>
        <span className="font-semibold text-navy-900">{comment.authorName}</span>
        <span
          className={
            visible
              ? 'inline-flex items-center gap-1 text-sm text-teal-800'
              : 'inline-flex items-center gap-1 text-sm font-medium text-amber-900'
          }
        >
          <Icon name={visible ? 'eye' : 'eyeOff'} className="size-4" />
          {visible ? t.visibleToClient : t.internal}
        </span>
      </div>
      <p className="whitespace-pre-line break-words text-slate-800">{comment.content}</p>
      <p className="text-sm text-slate-600">
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
      </p>
    </li>
  );
}

function CommentForm({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const form = useForm<CommentInput, unknown, CommentBody>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: emptyComment,
  });
  const afterWrite = useAfterCaseWrite(caseNumber);
  // A comment changes the case too (its count, its last activity): it is read again with the comments.
  const add = useAddCaseComment(() => afterWrite());
  const send = useCaseAdd(add, data.caseId);

  const onSubmit = form.handleSubmit((body) =>
    send(body, {
      onAdded: () => form.reset(emptyComment),
      added: staffToasts.commentAdded,
      failure: staffToasts.commentAddFailure,
      placeFieldErrors: fieldErrorsOn(form, ['content', 'isVisibleToClient']),
    }),
  );

  return (
    <CaseForm onSubmit={onSubmit} isPending={add.isPending} submitLabel={t.add} pendingLabel={t.adding}>
      <FormTextArea
        control={form.control}
        name="content"
        label={t.contentLabel}
        rows={3}
        isRequired
        isDisabled={add.isPending}
      />
      <FormSwitch
        control={form.control}
        name="isVisibleToClient"
        label={t.visibleSwitch}
        description={t.visibleHint}
        isDisabled={add.isPending}
      />
    </CaseForm>
  );
}
