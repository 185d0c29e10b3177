import { arcoKindLabels, consentProfileTexts, type MyData } from '@portal/contracts';
import {
  arcoStatusLabels,
  consentChannelLabels,
  myDataTexts,
  notificationKindTexts,
  staffDocumentTexts,
  myDataPageTexts as t,
} from '@portal/copy';
import { Card } from '../../ui';
import { Empty, Facts, label, roleName, Table, when } from './MyDataParts';

/* What 'Mis datos en el despacho' shows of the person's privacy: consents, ARCO requests, notifications, accesses. */

/** What a consent event records, as the consents' history in Mi Perfil says it. */
function consentWhat(consent: MyData['consents'][number]): string {
  const data = consent.data;
  if (typeof data.purpose === 'string') return consentProfileTexts.historyWithdrawn(data.purpose);
  const purposes = Array.isArray(data.purposes) ? data.purposes.filter((p) => typeof p === 'string') : [];
  return consentProfileTexts.historyGiven(purposes.join(', '));
}

export function ConsentsCard({ consents }: { consents: MyData['consents'] }) {
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

export function RequestsCard({ requests }: { requests: MyData['privacyRequests'] }) {
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

export function NotificationsCard({ notifications }: { notifications: MyData['notifications'] }) {
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

export function AccessesCard({ accesses }: { accesses: MyData['documentAccesses'] }) {
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
