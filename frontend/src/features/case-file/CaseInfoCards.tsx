import { type CaseFile, countryLabel, fraudTypeLabels, preferredContactLabels } from '@portal/contracts';
import { staffCaseTexts } from '@portal/copy';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '../../lib/format';
import { Badge, Card } from '../../ui';
import { urgencyBadge } from './labels';

const linkStyle =
  'font-semibold break-all text-teal-800 underline underline-offset-4 outline-hidden hover:text-teal-900 focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-teal-600';

/** A term and its value; `block` puts long text under the term with its line breaks kept. */
function Item({ term, children, block }: { term: string; children: ReactNode; block?: boolean }) {
  return (
    <div className={block ? 'flex flex-col gap-1 sm:col-span-2' : 'flex flex-col gap-0.5'}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className={block ? 'whitespace-pre-line text-slate-900' : 'text-slate-900'}>{children}</dd>
    </div>
  );
}

export function ClientContactCard({ client }: { client: CaseFile['client'] }) {
  const t = staffCaseTexts.contact;
  const place = [client.city, countryLabel(client.country)].filter(Boolean).join(', ');
  return (
    <Card title={t.title} icon="user" headingId="case-contact">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <Item term={t.name}>{client.fullName}</Item>
        <Item term={t.email}>
          <a href={`mailto:${client.email}`} className={linkStyle}>
            {client.email}
          </a>
        </Item>
        <Item term={t.phone}>
          {client.contactPhone ? (
            <a href={`tel:${client.contactPhone.replace(/[^\d+]/g, '')}`} className={linkStyle}>
              {client.contactPhone}
            </a>
          ) : (
            t.notGiven
          )}
        </Item>
        <Item term={t.address}>{client.address || t.notGiven}</Item>
        <Item term={t.cityCountry}>{place || t.notGiven}</Item>
        <Item term={t.preferredContact}>{preferredContactLabels[client.preferredContact]}</Item>
        <Item term={t.accountNumber}>
          <span className="font-mono">{client.accountNumber}</span>
        </Item>
      </dl>
    </Card>
  );
}

export function FraudDetailsCard({ fraud }: { fraud: CaseFile['fraudCase'] }) {
  const t = staffCaseTexts.fraud;
  const urgency = urgencyBadge(fraud.urgencyLevel);
  return (
    <Card title={t.title} icon="alert" headingId="case-fraud">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item term={t.fraudType}>{fraudTypeLabels[fraud.fraudType]}</Item>
        <Item term={t.platform}>{fraud.platform || t.notGiven}</Item>
        <Item term={t.fraudDate}>{formatDate(fraud.fraudDate, t.notGiven)}</Item>
        <Item term={t.urgency}>
          <Badge color={urgency.color}>{urgency.label}</Badge>
        </Item>
        <Item term={t.amount}>
          <span className="font-semibold tabular-nums">{formatAmount(fraud.lossAmount, fraud.currency)}</span>
        </Item>
        <Item term={t.description} block>
          {fraud.description || t.notGiven}
        </Item>
        <Item term={t.evidence} block>
          {fraud.evidence || t.notGiven}
        </Item>
        <Item term={t.previousAttempts} block>
          {fraud.previousAttempts || t.notGiven}
        </Item>
      </dl>
    </Card>
  );
}

export function RecoveryAmountsCard({ recovery }: { recovery: CaseFile['recovery'] }) {
  const t = staffCaseTexts.recovery;
  const amounts = [
    { term: t.original, value: recovery.originalAmount },
    { term: t.recovered, value: recovery.recoveredAmount },
    { term: t.pending, value: recovery.pendingAmount },
  ];
  return (
    <Card title={t.title} icon="coins" headingId="case-recovery">
      <dl className="grid gap-3">
        {amounts.map(({ term, value }) => (
          <div key={term} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <dt className="text-sm font-medium text-slate-600">{term}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {formatAmount(value, recovery.currency)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t.note}</p>
    </Card>
  );
}
