import { arcoKindLabels, type PrivacyQueueRow, type PrivacyRequestStatus } from '@portal/contracts';
import { arcoStatusLabels, arcoQueueTexts as t } from '@portal/copy';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { ListQuery } from '../../components/ListStates';
import { PageShell } from '../../components/PageShell';
import { StaffHeader } from '../../components/StaffHeader';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMayCall } from '../../session/permissions';
import { Badge, type BadgeColor, Button, Icon } from '../../ui';
import { AnswerDialog, requesterName } from './AnswerDialog';
import { usePrivacyQueue } from './api/get-privacy-queue';
import { queueOrder } from './queue-order';

const statusColors: Record<PrivacyRequestStatus, BadgeColor> = {
  pending: 'yellow',
  accepted: 'green',
  refused: 'red',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function RequestRow({
  row,
  mayAnswer,
  onAnswer,
}: {
  row: PrivacyQueueRow;
  mayAnswer: boolean;
  onAnswer: (row: PrivacyQueueRow) => void;
}) {
  const name = requesterName(row);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-navy-900">{name}</p>
          <p className="text-sm break-all text-slate-600">{row.username}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge color="blue">{arcoKindLabels[row.kind]}</Badge>
          <Badge color={statusColors[row.status]}>{arcoStatusLabels[row.status]}</Badge>
          {row.overdue && (
            <Badge color="red">
              <Icon name="alert" className="mr-1 size-3.5" />
              {t.overdue}
            </Badge>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Fact label={t.caseNumber}>
          {row.caseNumber ? (
            <Link
              to="/casos/$caseNumber"
              params={{ caseNumber: row.caseNumber }}
              className="font-mono font-semibold break-all text-navy-800 underline underline-offset-4 outline-hidden hover:text-navy-950 focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-teal-600"
            >
              {row.caseNumber}
            </Link>
          ) : (
            t.noCase
          )}
        </Fact>
        <Fact label={t.filedAt}>{formatDate(row.filedAt)}</Fact>
        <Fact label={t.dueOn}>
          <span className="font-semibold">{formatDate(row.dueOn)}</span>
        </Fact>
        <Fact label={t.daysLeft}>
          {row.businessDaysLeft === null ? '—' : t.daysLeftValue(row.businessDaysLeft)}
        </Fact>
        {row.answeredAt && <Fact label={t.answeredAt}>{formatDate(row.answeredAt)}</Fact>}
      </dl>
      <div className="text-sm">
        <p className="font-semibold text-slate-700">{t.reason}</p>
        <p className="break-words whitespace-pre-line text-slate-900">{row.reason}</p>
      </div>
      {row.answer && (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-700">{t.answer}</p>
          <p className="break-words whitespace-pre-line text-slate-900">{row.answer}</p>
        </div>
      )}
      {mayAnswer && row.status === 'pending' && (
        <Button
          variant="primary"
          size="sm"
          className="w-fit"
          onPress={() => onAnswer(row)}
          aria-label={t.respondTo(name)}
        >
          {t.respond}
        </Button>
      )}
    </li>
  );
}

/**
 * 'Solicitudes de derechos ARCO' (/privacidad): every request with its legal clock, pending first, as
 * cards that fit a phone. Administrators answer them in a dialog; compliance reads the queue only (the route
 * table decides, through mayCall).
 */
export function PrivacyQueuePage({ notifications }: { notifications?: ReactNode }) {
  useDocumentTitle(t.title);
  const queue = usePrivacyQueue();
  const mayAnswer = useMayCall('answerPrivacyRequest');
  const [answering, setAnswering] = useState<PrivacyQueueRow | null>(null);
  const rows = queue.data ? queueOrder(queue.data) : undefined;
  return (
    <PageShell header={<StaffHeader notifications={notifications} />}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
          <p className="text-slate-700">{t.intro}</p>
        </div>
        {!mayAnswer && (
          <p
            role="note"
            className="flex items-start gap-2 rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-800"
          >
            <Icon name="eye" className="mt-0.5 size-5 shrink-0 text-slate-600" />
            {t.readOnly}
          </p>
        )}
        <ListQuery query={{ ...queue, data: rows }} loading={t.loading} loadFailed={t.failed} empty={t.empty}>
          {(list) => (
            <div className="flex flex-col gap-3">
              <p className="flex flex-wrap gap-2" role="status">
                <Badge color="yellow">
                  {t.pendingCount(list.filter((r) => r.status === 'pending').length)}
                </Badge>
                <Badge color="red">{t.overdueCount(list.filter((r) => r.overdue).length)}</Badge>
              </p>
              <ul aria-label={t.listLabel} className="flex flex-col gap-3">
                {list.map((row) => (
                  <RequestRow key={row.id} row={row} mayAnswer={mayAnswer} onAnswer={setAnswering} />
                ))}
              </ul>
            </div>
          )}
        </ListQuery>
      </div>
      {answering && <AnswerDialog row={answering} onClose={() => setAnswering(null)} />}
    </PageShell>
  );
}
