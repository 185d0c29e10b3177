import type { PrivacyNotice } from '@portal/contracts';
import { roleLabels } from '@portal/contracts/roles';
import { accessSubjectLabels, collectedFields, storageKindLabels, privacyTexts as t } from '@portal/copy';
import type { ReactNode } from 'react';
import { describeFailure } from '../../api/failure';
import { usePrivacyNotice } from '../../api/get-privacy-notice';
import { ListLoading } from '../../components/ListStates';
import { PageShell } from '../../components/PageShell';
import { QueryErrorState } from '../../components/QueryErrorState';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Card } from '../../ui';

const collected = collectedFields();

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <div className="flex flex-col gap-3 text-slate-800">{children}</div>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, string | null][] }) {
  const shown = rows.filter((row): row is [string, string] => row[1] !== null);
  return (
    <dl className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-x-6">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FieldList({ title, fields }: { title: string; fields: { key: string; label: string }[] }) {
  return (
    <div>
      <h3 className="font-semibold text-navy-900">{title}</h3>
      <ul className="mt-2 grid list-disc gap-1 pl-5 sm:grid-cols-2">
        {fields.map((field) => (
          <li key={field.key}>
            {field.key === 'password' ? `${field.label} (${t.collectedPassword})` : field.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The notice: the firm's part as configured (or that it is not published), the portal's part from its own code. */
function Notice({ notice }: { notice: PrivacyNotice }) {
  const { responsible, contact, retention } = notice;
  return (
    <div className="flex flex-col gap-6">
      {!notice.configured && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {t.notPublished}
        </p>
      )}
      {responsible && (
        <Section title={t.responsibleTitle}>
          <Facts
            rows={[
              [t.responsibleName, responsible.legalName],
              [t.responsibleAddress, responsible.address],
            ]}
          />
        </Section>
      )}
      {contact && (
        <Section title={t.contactTitle}>
          <Facts
            rows={[
              [t.contactOfficer, contact.officer],
              [t.contactEmail, contact.email],
              [t.contactPhone, contact.phone],
              [t.contactAddress, contact.address],
            ]}
          />
        </Section>
      )}
      <Section title={t.collectedTitle}>
        <FieldList title={t.collectedRegistration} fields={collected.registration} />
        <FieldList title={t.collectedAgentApplication} fields={collected.agentApplication} />
        <p>{t.collectedLater}</p>
        <p>{t.financialNote}</p>
      </Section>
      <Section title={t.purposesTitle}>
        <h3 className="font-semibold text-navy-900">{t.necessaryTitle}</h3>
        <p>{t.necessaryText}</p>
        <h3 className="font-semibold text-navy-900">{t.voluntaryTitle}</h3>
        {notice.voluntaryPurposes.length > 0 ? (
          <>
            <p>{t.voluntaryIntro}</p>
            <ul className="list-disc pl-5">
              {notice.voluntaryPurposes.map((purpose) => (
                <li key={purpose.key}>{purpose.text}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t.noVoluntary}</p>
        )}
      </Section>
      <Section title={t.storageTitle}>
        <Facts
          rows={[
            [t.storageEvents, storageKindLabels.events[notice.storage.events]],
            [t.storageRecords, storageKindLabels.records[notice.storage.records]],
            [t.storageDocuments, storageKindLabels.documents[notice.storage.documents]],
            [t.storageMail, storageKindLabels.mail[notice.storage.mail]],
          ]}
        />
      </Section>
      <Section title={t.accessTitle}>
        <p>{t.accessYou}</p>
        <ul className="flex flex-col gap-2">
          {notice.access.map((rule) => (
            <li key={rule.subject}>
              <span className="font-semibold">{accessSubjectLabels[rule.subject]}:</span>{' '}
              {rule.roles.map((role) => roleLabels[role].name).join(', ')}
            </li>
          ))}
        </ul>
        <p>{t.accessAgentScope}</p>
        <p>{t.accessComplianceScope}</p>
      </Section>
      <Section title={t.retentionTitle}>
        {retention ? (
          <>
            {retention.months !== null && <p>{t.retentionMonths(retention.months)}</p>}
            {retention.text !== null && <p>{retention.text}</p>}
          </>
        ) : (
          <p>{t.retentionUnset}</p>
        )}
      </Section>
      <Section title={t.consentTitle}>
        <p>{t.consentText}</p>
      </Section>
      <Section title={t.arcoTitle}>
        <p>{t.arcoIntro}</p>
        <p>{t.arcoSignedIn}</p>
        <p>{contact ? t.arcoContact : t.arcoNoContact}</p>
      </Section>
    </div>
  );
}

/** /aviso-de-privacidad (public, signed out too): the privacy notice and its version. */
export function PrivacyNoticePage() {
  useDocumentTitle(t.title);
  const query = usePrivacyNotice();
  const notice = query.data;
  let body: ReactNode;
  if (notice) body = <Notice notice={notice} />;
  else if (query.isError)
    body = <QueryErrorState failure={describeFailure(query.error)} onRetry={query.refetch} home="/" />;
  else body = <ListLoading>{t.title}</ListLoading>;
  return (
    <PageShell width="medium">
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
          {notice && (
            <p className="mt-2 text-sm text-slate-600">
              {t.version(notice.version)}
              {notice.updatedOn && ` · ${t.updatedOn(formatDate(notice.updatedOn))}`}
            </p>
          )}
          <p className="mt-3 text-lg text-slate-700">{t.intro}</p>
        </div>
        {body}
      </div>
    </PageShell>
  );
}
