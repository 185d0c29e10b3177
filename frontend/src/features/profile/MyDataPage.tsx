import {
  amountText,
  arcoKindLabels,
  arcoStatusLabels,
  commentAuthorLabel,
  consentChannelLabels,
  consentProfileTexts,
  countryLabel,
  documentStatusLabel,
  fieldLabels,
  fraudTypeLabels,
  historyMomentText,
  labelOf,
  type MyData,
  myDataTexts,
  notificationKindTexts,
  phaseStatusLabel,
  preferredContactLabels,
  profileTexts,
  recoveryPriorityLabels,
  roleLabels,
  type SessionUser,
  servicePlanLabels,
  staffCaseTexts,
  staffDocumentTexts,
  myDataPageTexts as t,
  urgencyLabel,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { describeFailure } from '../../api/failure';
import { ListLoading } from '../../components/ListStates';
import { QueryErrorState } from '../../components/QueryErrorState';
import { formatFileSize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AnchorButton, Card, Icon } from '../../ui';
import { AccountPageShell } from './AccountPageShell';
import { myDataDownloadHref, useMyData } from './api/get-my-data';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
let mexicoMoments: Intl.DateTimeFormat | undefined;
/**
 * A moment in Mexico City's time, whatever the reader's ('26 nov 2026, 22:15': the page says once whose time it
 * is); a calendar day (YYYY-MM-DD) as that day ('3 nov 2025', the compliance history's words).
 */
function when(value: string | null | undefined): string {
  if (!value) return t.none;
  if (CALENDAR_DAY.test(value)) return historyMomentText(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  mexicoMoments ??= new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  });
  return mexicoMoments.format(at);
}
const orNone = (value: string | null | undefined) => (value && value.trim() !== '' ? value : t.none);
const label = (labels: Readonly<Record<string, string>>, value: string | null | undefined) =>
  value ? (labelOf(labels, value) ?? value) : t.none;
const roleName = (role: string) => labelOf(roleLabels, role)?.name ?? role;

type Fact = readonly [string, ReactNode];

/** Label and value pairs, one column on a phone, two from a tablet on. */
function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      {facts.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="pt-2 text-slate-600 sm:pt-0">{name}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table that scrolls inside its own frame on a narrow screen (the page never scrolls sideways). */
function Table({ caption, head, rows }: { caption: string; head: readonly string[]; rows: ReactNode[][] }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a copy that never reorders
            <tr key={i}>
              {cells.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed set of columns
                <td key={j} className="px-3 py-2 align-top break-words text-slate-900">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

function ProfileCard({ profile }: { profile: MyData['profile'] }) {
  const f = t.field;
  const c = profile.client;
  const facts: Fact[] = [
    [profileTexts.fullName, orNone(profile.fullName)],
    [profileTexts.email, orNone(profile.email)],
    [profileTexts.username, profile.username],
    [f.role, roleName(profile.role)],
    [f.isActive, profile.isActive ? t.yes : t.no],
    [f.createdAt, when(profile.createdAt)],
  ];
  if (c) {
    facts.push(
      [f.accountNumber, c.accountNumber],
      [fieldLabels.phone, orNone(c.contactPhone)],
      [f.address, orNone(c.address)],
      [fieldLabels.city, orNone(c.city)],
      [fieldLabels.country, countryLabel(c.country)],
      [fieldLabels.preferredContact, label(preferredContactLabels, c.preferredContact)],
      [f.servicePlan, label(servicePlanLabels, c.servicePlan)],
    );
    if (c.servicePlanAcceptance) facts.push([f.planAccepted, when(c.servicePlanAcceptance.acceptedAt)]);
  }
  return (
    <Card title={t.profile} icon="user" headingId="my-data-profile">
      <Facts facts={facts} />
    </Card>
  );
}

function CaseCard({ data }: { data: NonNullable<MyData['case']> }) {
  const f = t.field;
  const fraud = data.fraudCase;
  const money = (amount: string) => amountText(amount, data.recovery.currency);
  return (
    <Card title={t.fraudCase} icon="briefcase" headingId="my-data-case">
      <div className="flex flex-col gap-5">
        <Facts
          facts={[
            [
              f.caseNumber,
              <span key="case" className="font-mono">
                {data.caseNumber}
              </span>,
            ],
            [f.openedAt, when(data.openedAt)],
            [f.agent, orNone(data.agentName)],
            [f.priority, label(recoveryPriorityLabels, data.priority)],
            [f.progress, `${data.progress}%`],
            [f.estimatedCompletion, data.estimatedCompletion ? when(data.estimatedCompletion) : t.none],
            [fieldLabels.fraudType, label(fraudTypeLabels, fraud.fraudType)],
            [fieldLabels.platform, orNone(fraud.platform)],
            [fieldLabels.fraudDate, when(fraud.fraudDate)],
            [fieldLabels.urgencyLevel, urgencyLabel(fraud.urgencyLevel)],
            [fieldLabels.lossAmount, amountText(fraud.lossAmount, fraud.currency)],
            [fieldLabels.description, orNone(fraud.description)],
            [fieldLabels.evidence, orNone(fraud.evidence)],
            [fieldLabels.previousAttempts, orNone(fraud.previousAttempts)],
            [staffCaseTexts.recovery.original, money(data.recovery.originalAmount)],
            [staffCaseTexts.recovery.recovered, money(data.recovery.recoveredAmount)],
            [staffCaseTexts.recovery.pending, money(data.recovery.pendingAmount)],
            [f.cancelled, data.recovery.cancelled ? t.yes : t.no],
          ]}
        />
        {data.phases.length > 0 && (
          <section aria-labelledby="my-data-phases" className="flex flex-col gap-2">
            <h3 id="my-data-phases" className="font-semibold text-navy-900">
              {f.phases}
            </h3>
            <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
              {data.phases.map((phase) => (
                <li key={phase.key}>
                  {phase.name}: {phaseStatusLabel(phase.status)}
                </li>
              ))}
            </ol>
          </section>
        )}
        {data.requiredDocuments.length > 0 && (
          <section aria-labelledby="my-data-required" className="flex flex-col gap-2">
            <h3 id="my-data-required" className="font-semibold text-navy-900">
              {f.requiredDocuments}
            </h3>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
              {data.requiredDocuments.map((d) => (
                <li key={d.documentId}>{d.name}</li>
              ))}
            </ul>
          </section>
        )}
        {data.timeline.length > 0 && (
          <section aria-labelledby="my-data-timeline" className="flex flex-col gap-2">
            <h3 id="my-data-timeline" className="font-semibold text-navy-900">
              {f.timeline}
            </h3>
            <ul className="flex flex-col gap-2 text-sm">
              {data.timeline.map((item) => (
                <li key={item.id} className="break-words">
                  <span className="font-semibold">{item.event}</span> · {when(item.date)}
                  {item.description && <span className="block text-slate-700">{item.description}</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Card>
  );
}

function DocumentsCard({ documents }: { documents: NonNullable<MyData['case']>['documents'] }) {
  const c = t.column;
  return (
    <Card title={t.documents} icon="document" headingId="my-data-documents">
      {documents.length === 0 ? (
        <Empty>{t.documentsEmpty}</Empty>
      ) : (
        <ul aria-labelledby="my-data-documents" className="flex flex-col gap-3">
          {documents.map((d) => (
            <li key={d.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <p className="font-semibold break-all text-navy-900">{d.fileName}</p>
              <Facts
                facts={[
                  [t.field.status, documentStatusLabel(d.status)],
                  [c.uploadedAt, when(d.uploadedAt)],
                  [c.size, formatFileSize(d.size)],
                  [
                    c.sha256,
                    <code key="sha" className="font-mono text-xs break-all">
                      {d.sha256}
                    </code>,
                  ],
                  ...(d.rejectionReason ? [[t.field.rejectionReason, d.rejectionReason] as const] : []),
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function CommentsCard({ comments }: { comments: MyData['comments'] }) {
  return (
    <Card title={t.comments} icon="mail" headingId="my-data-comments">
      {comments.length === 0 ? (
        <Empty>{t.commentsEmpty}</Empty>
      ) : (
        <ul aria-labelledby="my-data-comments" className="flex flex-col gap-3 text-sm">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold text-navy-900">
                {commentAuthorLabel(comment.commentType)} · {when(comment.createdAt)}
              </p>
              <p className="break-words whitespace-pre-line text-slate-800">{comment.content}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** What a consent event records, as the consents' history in Mi Perfil says it. */
function consentWhat(consent: MyData['consents'][number]): string {
  const data = consent.data;
  if (typeof data.purpose === 'string') return consentProfileTexts.historyWithdrawn(data.purpose);
  const purposes = Array.isArray(data.purposes) ? data.purposes.filter((p) => typeof p === 'string') : [];
  return consentProfileTexts.historyGiven(purposes.join(', '));
}

function ConsentsCard({ consents }: { consents: MyData['consents'] }) {
  const c = t.column;
  return (
    <Card title={t.consents} icon="check" headingId="my-data-consents">
      {consents.length === 0 ? (
        <Empty>{t.consentsEmpty}</Empty>
      ) : (
        <Table
          caption={t.consents}
          head={[c.date, c.purpose, c.noticeVersion, consentProfileTexts.historyWhere]}
          rows={consents.map((consent) => [
            when(consent.at),
            consentWhat(consent),
            typeof consent.data.noticeVersion === 'string' ? consent.data.noticeVersion : t.none,
            typeof consent.data.channel === 'string'
              ? label(consentChannelLabels, consent.data.channel)
              : t.none,
          ])}
        />
      )}
    </Card>
  );
}

function RequestsCard({ requests }: { requests: MyData['privacyRequests'] }) {
  const r = myDataTexts.requests;
  return (
    <Card title={t.requests} icon="shield" headingId="my-data-requests">
      {requests.length === 0 ? (
        <Empty>{t.requestsEmpty}</Empty>
      ) : (
        <ul aria-labelledby="my-data-requests" className="flex flex-col gap-3">
          {requests.map((request) => (
            <li key={request.id} className="rounded-lg border border-slate-200 p-3">
              <Facts
                facts={[
                  [r.kind, arcoKindLabels[request.kind]],
                  [r.filedAt, when(request.filedAt)],
                  [r.dueOn, when(request.dueOn)],
                  [r.status, arcoStatusLabels[request.status]],
                  [myDataTexts.reasonLabel[request.kind], request.reason],
                  ...(request.answer ? [[r.answer, request.answer] as const] : []),
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function NotificationsCard({ notifications }: { notifications: MyData['notifications'] }) {
  return (
    <Card title={t.notifications} icon="bell" headingId="my-data-notifications">
      {notifications.length === 0 ? (
        <Empty>{t.notificationsEmpty}</Empty>
      ) : (
        <ul aria-labelledby="my-data-notifications" className="flex flex-col gap-2 text-sm">
          {notifications.map((n) => (
            <li key={n.id} className="break-words">
              <span className="font-semibold">{notificationKindTexts[n.kind].title(n.facts ?? {})}</span> ·{' '}
              {when(n.postedAt)} · {n.readAt ? t.field.read : t.field.unread}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function AccessesCard({ accesses }: { accesses: MyData['documentAccesses'] }) {
  const c = t.column;
  const d = staffDocumentTexts;
  return (
    <Card title={t.accesses} icon="eye" headingId="my-data-accesses">
      <p className="mb-3 text-sm text-slate-600">{t.accessesHint}</p>
      {accesses.length === 0 ? (
        <Empty>{t.accessesEmpty}</Empty>
      ) : (
        <Table
          caption={t.accesses}
          head={[c.when, c.who, c.role, c.document, c.action, c.outcome]}
          rows={accesses.map((a) => [
            when(a.at),
            a.actorName ?? roleName(a.actorRole),
            roleName(a.actorRole),
            <span key="file" className="break-all">
              {a.fileName}
            </span>,
            d.accessActions[a.action],
            a.outcome === 'allowed' ? d.accessAllowed : d.accessRefused,
          ])}
        />
      )}
    </Card>
  );
}

function MyDataView({ data }: { data: MyData }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">{t.generatedAt(when(data.generatedAt))}</p>
      <ProfileCard profile={data.profile} />
      {data.case ? (
        <CaseCard data={data.case} />
      ) : (
        <Card title={t.fraudCase} icon="briefcase">
          <Empty>{t.noCase}</Empty>
        </Card>
      )}
      {data.case && <DocumentsCard documents={data.case.documents} />}
      <CommentsCard comments={data.comments} />
      <ConsentsCard consents={data.consents} />
      <RequestsCard requests={data.privacyRequests} />
      <NotificationsCard notifications={data.notifications} />
      <AccessesCard accesses={data.documentAccesses} />
    </div>
  );
}

/**
 * 'Mis datos en el despacho' (/mi-perfil/mis-datos, issue 21): the same JSON as the download, as a person reads it,
 * every moment in Mexico City's time. Shows exactly one of the data, the failure or the loading message.
 */
export function MyDataPage({ user, notifications }: { user: SessionUser; notifications?: ReactNode }) {
  const query = useMyData(user.id);
  const failure = query.isError && !query.data ? describeFailure(query.error) : null;
  useDocumentTitle(failure ? failure.title : t.title);
  let body: ReactNode;
  if (query.data) body = <MyDataView data={query.data} />;
  else if (failure) body = <QueryErrorState failure={failure} onRetry={query.refetch} />;
  else body = <ListLoading>{t.loading}</ListLoading>;
  return (
    <AccountPageShell
      user={user}
      notifications={notifications}
      title={t.title}
      back={{ to: '/mi-perfil', label: t.back }}
    >
      <p className="text-slate-700">{t.intro}</p>
      <div>
        <AnchorButton href={myDataDownloadHref} download variant="secondary" size="sm">
          <Icon name="download" className="size-4" /> {myDataTexts.download}
        </AnchorButton>
      </div>
      {body}
    </AccountPageShell>
  );
}
