import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminFraudCase,
  adminCurrencies,
  fraudCaseUpdateSchema,
  fraudCommentSchema,
  isAdminCurrency,
  staffToasts,
  urgencyLevels,
  urgencyOptionLabels,
} from '@portal/contracts';
import { adminPanelTexts as t } from '@portal/copy';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAddCaseComment } from '../../../api/add-case-comment';
import { caseCommentsQueryKey, useCaseComments } from '../../../api/get-case-comments';
import { ListQuery } from '../../../components/ListStates';
import { useAttemptKey } from '../../../lib/attempt-key';
import { formatAmount, formatDate, formatDateTime } from '../../../lib/format';
import {
  Badge,
  Button,
  Dialog,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  Icon,
  showToast,
} from '../../../ui';
import { caseCommentCountsQueryKey } from '../api/get-case-comment-counts';
import { useReviewFraudCase } from '../api/review-fraud-case';
import { Fact, factsClass, failWith } from '../panel-form';

const reviewSchema = z.object({
  lossAmount: fraudCaseUpdateSchema.shape.lossAmount.unwrap(),
  currency: fraudCaseUpdateSchema.shape.currency.unwrap(),
  urgencyLevel: fraudCaseUpdateSchema.shape.urgencyLevel.unwrap(),
  adminComments: fraudCaseUpdateSchema.shape.adminComments.unwrap(),
  isProcessed: z.boolean(),
});
const commentSchema = z.object({
  content: fraudCommentSchema.shape.content,
  isVisibleToClient: z.boolean(),
});

/** The management dialog of the full panel (staff-admin.md §2.2): client, case, the review form, comments. */
export function ManageCaseDialog({
  fraudCase: c,
  onClose,
}: {
  fraudCase: AdminFraudCase;
  onClose: () => void;
}) {
  return (
    <Dialog title={t.fraudCases.manageTitle} isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-navy-900">{t.fraudCases.clientInfo}</h3>
        <dl className={factsClass}>
          <Fact label={t.users.fullName}>{c.client.user.fullName || t.fraudCases.unknownClient}</Fact>
          <Fact label={t.users.email}>{c.client.user.email || t.fraudCases.noEmail}</Fact>
          <Fact label={t.fraudCases.registered}>{formatDate(c.createdAt)}</Fact>
        </dl>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-navy-900">{t.fraudCases.caseDetails}</h3>
        <dl className={factsClass}>
          <Fact label={t.fraudCases.lossAmount}>{formatAmount(c.lossAmount, c.currency)}</Fact>
          <Fact label={t.fraudCases.platform}>{c.platform}</Fact>
          <Fact label={t.fraudCases.fraudDate}>{formatDate(c.fraudDate)}</Fact>
          <Fact label={t.fraudCases.caseDetails}>{c.description}</Fact>
        </dl>
      </section>
      <ReviewForm fraudCase={c} onSaved={onClose} />
      <Comments caseId={c.id} />
    </Dialog>
  );
}

function ReviewForm({ fraudCase: c, onSaved }: { fraudCase: AdminFraudCase; onSaved: () => void }) {
  const review = useReviewFraudCase();
  // The review offers the administration's currencies: another one (a crypto-currency) starts as USD.
  const currency = isAdminCurrency(c.currency) ? c.currency : 'USD';
  const form = useForm<z.input<typeof reviewSchema>, unknown, z.output<typeof reviewSchema>>({
    resolver: zodResolver(reviewSchema),
    defaultValues: {
      lossAmount: c.lossAmount,
      currency,
      urgencyLevel: c.urgencyLevel,
      adminComments: c.adminComments,
      isProcessed: c.isProcessed,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await review.mutateAsync({ id: c.id, revision: c.revision, body });
      showToast({ ...staffToasts.caseUpdated, tone: 'success' });
      onSaved();
    } catch (error) {
      failWith(
        form,
        ['lossAmount', 'currency', 'urgencyLevel', 'adminComments'],
        staffToasts.caseUpdateFailure,
      )(error);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t.fraudCases.adminForm}>
      <h3 className="font-semibold text-navy-900">{t.fraudCases.adminForm}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormTextField
          control={form.control}
          name="lossAmount"
          label={t.fraudCases.lossAmount}
          inputMode="decimal"
          isRequired
        />
        <FormSelect
          control={form.control}
          name="currency"
          label={t.fraudCases.currency}
          options={adminCurrencies.map((value) => ({ value, label: value }))}
          isRequired
        />
        <FormSelect
          control={form.control}
          name="urgencyLevel"
          label={t.fraudCases.urgency}
          options={urgencyLevels.map((value) => ({ value, label: urgencyOptionLabels[value] }))}
          isRequired
        />
      </div>
      <FormSwitch control={form.control} name="isProcessed" label={t.fraudCases.processedSwitch} />
      <FormTextArea control={form.control} name="adminComments" label={t.fraudCases.adminComments} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onPress={onSaved} isDisabled={review.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" isPending={review.isPending} pendingLabel={t.saving}>
          {t.fraudCases.saveChanges}
        </Button>
      </div>
    </form>
  );
}

function Comments({ caseId }: { caseId: string }) {
  const comments = useCaseComments(caseId);
  const queryClient = useQueryClient();
  // The counts on the cards change with it.
  const add = useAddCaseComment(() => queryClient.invalidateQueries({ queryKey: caseCommentCountsQueryKey }));
  // One Idempotency-Key per comment, as the case page sends: a resent comment is added once.
  const attempt = useAttemptKey();
  const form = useForm({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: '', isVisibleToClient: true },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync({ caseId, body, key: attempt.keyFor(body) });
      attempt.succeeded();
      form.reset({ content: '', isVisibleToClient: true });
      showToast({ ...staffToasts.commentAdded, tone: 'success' });
    } catch (error) {
      // Refused or unanswered, the comments and their counts are read again: a comment whose answer was lost
      // (added all the same) shows.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: caseCommentsQueryKey(caseId) }),
        queryClient.invalidateQueries({ queryKey: caseCommentCountsQueryKey }),
      ]);
      failWith(form, ['content'], staffToasts.commentAddFailure)(error);
    }
  });
  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-semibold text-navy-900">{t.fraudCases.followUp}</h3>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3"
        aria-label={t.fraudCases.newComment}
      >
        <FormTextArea control={form.control} name="content" label={t.fraudCases.newComment} isRequired />
        <FormSwitch control={form.control} name="isVisibleToClient" label={t.fraudCases.visibleToClient} />
        <div>
          <Button type="submit" size="sm" isPending={add.isPending} pendingLabel={t.saving}>
            {t.fraudCases.send}
          </Button>
        </div>
      </form>
      <ListQuery
        query={comments}
        loading={t.fraudCases.loading}
        loadFailed={t.fraudCases.failed}
        empty={t.fraudCases.noComments}
      >
        {(list) => (
          <ul className="flex flex-col gap-2" aria-label={t.fraudCases.followUp}>
            {list.map((comment) => (
              <li key={comment.id} className="rounded-lg border border-slate-200 p-3">
                <div className="mb-1 flex flex-wrap items-center gap-2 text-sm">
                  <Badge
                    color={
                      comment.commentType === 'agent'
                        ? 'green'
                        : comment.commentType === 'admin'
                          ? 'blue'
                          : 'grey'
                    }
                  >
                    {t.fraudCases.authorTypes[comment.commentType] ?? t.fraudCases.authorTypes.system}
                  </Badge>
                  <span className="inline-flex items-center gap-1 text-slate-600">
                    <Icon name={comment.isVisibleToClient ? 'eye' : 'eyeOff'} className="size-4" />
                    {comment.isVisibleToClient ? t.fraudCases.visible : t.fraudCases.internal}
                  </span>
                  <span className="text-slate-500">{formatDateTime(comment.createdAt)}</span>
                  <span className="text-slate-500">· {comment.authorName}</span>
                </div>
                <p className="whitespace-pre-line break-words text-slate-800">{comment.content}</p>
              </li>
            ))}
          </ul>
        )}
      </ListQuery>
    </section>
  );
}
