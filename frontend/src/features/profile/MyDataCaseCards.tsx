import {
  amountText,
  commentAuthorLabel,
  countryLabel,
  documentStatusLabel,
  fieldLabels,
  fraudTypeLabels,
  type MyData,
  phaseStatusLabel,
  preferredContactLabels,
  recoveryPriorityLabels,
  servicePlanLabels,
  urgencyLabel,
} from '@portal/contracts';
import { profileTexts, staffCaseTexts, myDataPageTexts as t } from '@portal/copy';
import { formatFileSize } from '../../lib/format';
import { Card } from '../../ui';
import { Empty, type Fact, Facts, label, orNone, roleName, when } from './MyDataParts';

/* The account and the case in 'Mis datos en el despacho': the profile, the case, its documents and comments. */

export function ProfileCard({ profile }: { profile: MyData['profile'] }) {
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

export function CaseCard({ data }: { data: NonNullable<MyData['case']> }) {
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

export function DocumentsCard({ documents }: { documents: NonNullable<MyData['case']>['documents'] }) {
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

export function CommentsCard({ comments }: { comments: MyData['comments'] }) {
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
