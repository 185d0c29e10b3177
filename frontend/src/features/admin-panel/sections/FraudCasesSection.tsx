import {
  type AdminFraudCase,
  fraudTypeLabels,
  preferredContactLabels,
  staffToasts,
  urgencyColors,
  urgencyLabel,
} from '@portal/contracts';
import { adminPanelTexts as t } from '@portal/copy';
import { useMemo, useState } from 'react';
import { showFailureToast } from '../../../components/failure-toast';
import { formatAmount, formatDate } from '../../../lib/format';
import { Badge, Button, showToast } from '../../../ui';
import { useCommentCounts } from '../api/get-case-comment-counts';
import { firstFraudCasesPage, useFraudCases } from '../api/get-fraud-cases';
import { useReviewFraudCase } from '../api/review-fraud-case';
import { Fact, factsClass } from '../panel-form';
import { PagedList, usePaging } from '../panel-list';
import { ManageCaseDialog } from './ManageCaseDialog';

/**
 * The fraud cases (staff-admin.md §2.2, §2.3), a page at a time: how many match, the pending and processed ones of
 * the page, one card per case, processed toggled on the card; the full panel manages a case (review and
 * follow-up comments) in a dialog.
 */
export function FraudCasesSection({ query, variant }: { query: string; variant: 'complete' | 'executive' }) {
  const paging = usePaging(query, firstFraudCasesPage.sort);
  const cases = useFraudCases(paging.page);
  const rows = cases.data?.rows;
  // The comment counts of the cards on screen only.
  const counts = useCommentCounts(useMemo(() => (rows ?? []).map((c) => c.id), [rows]));
  return (
    <PagedList
      query={cases}
      paging={paging}
      label={t.tabs.fraudCases}
      sorts={t.list.sorts.fraudCases}
      count={t.fraudCases.count}
      loading={t.fraudCases.loading}
      loadFailed={t.fraudCases.failed}
      empty={t.fraudCases.empty}
    >
      {(list, total) => (
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {list.length < total && <span>{t.fraudCases.onThisPage}</span>}
            <Badge color="red">{t.fraudCases.pendingCount(list.filter((c) => !c.isProcessed).length)}</Badge>
            <Badge color="green">
              {t.fraudCases.processedCount(list.filter((c) => c.isProcessed).length)}
            </Badge>
          </p>
          <ul aria-label={t.tabs.fraudCases} className="grid gap-3 lg:grid-cols-2">
            {list.map((fraudCase) => (
              <FraudCaseCard
                key={fraudCase.id}
                fraudCase={fraudCase}
                comments={counts.data?.[fraudCase.id] ?? 0}
                variant={variant}
              />
            ))}
          </ul>
        </div>
      )}
    </PagedList>
  );
}

function FraudCaseCard({
  fraudCase: c,
  comments,
  variant,
}: {
  fraudCase: AdminFraudCase;
  comments: number;
  variant: 'complete' | 'executive';
}) {
  const review = useReviewFraudCase();
  const [managing, setManaging] = useState(false);
  const name = c.client.user.fullName || t.fraudCases.unknownClient;
  const toggle = async () => {
    try {
      await review.mutateAsync({ id: c.id, revision: c.revision, body: { isProcessed: !c.isProcessed } });
      showToast({ ...staffToasts.caseUpdated, tone: 'success' });
    } catch (error) {
      showFailureToast(error, {
        title: 'Error al actualizar caso',
        description: 'No se pudo actualizar el caso',
      });
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-navy-900">{name}</p>
          <p className="break-all text-sm text-slate-600">{c.client.user.email || t.fraudCases.noEmail}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge color={urgencyColors[c.urgencyLevel]}>{urgencyLabel(c.urgencyLevel)}</Badge>
          <Badge color="teal">{fraudTypeLabels[c.fraudType]}</Badge>
          <Badge color={c.isProcessed ? 'green' : 'red'}>
            {c.isProcessed ? t.fraudCases.processed : t.fraudCases.pending}
          </Badge>
        </div>
      </div>
      <dl className={factsClass}>
        <Fact label={t.fraudCases.lossAmount}>{formatAmount(c.lossAmount, c.currency)}</Fact>
        <Fact label={t.fraudCases.platform}>{c.platform}</Fact>
        <Fact label={t.fraudCases.fraudDate}>{formatDate(c.fraudDate)}</Fact>
        <Fact label={t.fraudCases.caseDetails}>{c.description}</Fact>
        {c.evidence && <Fact label={t.fraudCases.evidence}>{c.evidence}</Fact>}
        <Fact label={t.fraudCases.preferredContact}>{preferredContactLabels[c.preferredContact]}</Fact>
        {c.adminComments && <Fact label={t.fraudCases.adminComments}>{c.adminComments}</Fact>}
        <Fact label={t.fraudCases.registered}>{formatDate(c.createdAt)}</Fact>
      </dl>
      <p className="text-sm text-slate-600">{t.fraudCases.commentCount(comments)}</p>
      <div className="flex flex-wrap gap-2">
        {variant === 'executive' && (
          <Button
            variant={c.isProcessed ? 'secondary' : 'primary'}
            size="sm"
            onPress={() => void toggle()}
            isPending={review.isPending}
            aria-label={`${c.isProcessed ? t.fraudCases.markPending : t.fraudCases.markProcessed}: ${name}`}
          >
            {c.isProcessed ? t.fraudCases.markPending : t.fraudCases.markProcessed}
          </Button>
        )}
        {variant === 'complete' && (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => setManaging(true)}
            aria-label={`${t.fraudCases.addComment}: ${name}`}
          >
            {t.fraudCases.addComment}
          </Button>
        )}
        <Button
          variant={variant === 'complete' ? 'primary' : 'ghost'}
          size="sm"
          onPress={() => setManaging(true)}
          aria-label={`${variant === 'complete' ? t.fraudCases.manage : t.fraudCases.view}: ${name}`}
        >
          {variant === 'complete' ? t.fraudCases.manage : t.fraudCases.view}
        </Button>
      </div>
      {managing && <ManageCaseDialog fraudCase={c} onClose={() => setManaging(false)} />}
    </li>
  );
}
