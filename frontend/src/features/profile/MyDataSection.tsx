import {
  arcoKindLabels,
  type OwnPrivacyRequest,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  type SessionUser,
} from '@portal/contracts';
import { arcoStatusLabels, myDataTexts as t } from '@portal/copy';
import { type ReactNode, useState } from 'react';
import { ListQuery } from '../../components/ListStates';
import { formatDate } from '../../lib/format';
import { mayCall } from '../../session/permissions';
import { AnchorButton, Badge, type BadgeColor, Button, ButtonLink, Card, Icon } from '../../ui';
import { myDataDownloadHref } from './api/get-my-data';
import { useMyPrivacyRequests } from './api/get-my-privacy-requests';
import { PrivacyRequestDialog } from './PrivacyRequestDialog';

const statusColors: Record<PrivacyRequestStatus, BadgeColor> = {
  pending: 'yellow',
  accepted: 'green',
  refused: 'red',
};

/** One right: its name, what it means in plain words, and what the person can do about it here. */
function Right({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div>
        <h3 className="font-semibold text-navy-900">{title}</h3>
        <p className="text-sm text-slate-700">{body}</p>
      </div>
      {children}
    </li>
  );
}

function RequestButton({
  kind,
  onOpen,
}: {
  kind: PrivacyRequestKind;
  onOpen: (kind: PrivacyRequestKind) => void;
}) {
  return (
    <Button variant="secondary" size="sm" onPress={() => onOpen(kind)} className="w-fit">
      {t.requestAction[kind]}
    </Button>
  );
}

/** A request the person filed: its kind, when, the day it must be answered by, its status and the answer. */
function RequestCard({ request }: { request: OwnPrivacyRequest }) {
  const r = t.requests;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-navy-900">{arcoKindLabels[request.kind]}</h4>
        <Badge color={statusColors[request.status]}>{arcoStatusLabels[request.status]}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{r.kind}</dt>
        <dd className="text-slate-900">{arcoKindLabels[request.kind]}</dd>
        <dt className="text-slate-600">{r.filedAt}</dt>
        <dd className="text-slate-900">{formatDate(request.filedAt)}</dd>
        <dt className="text-slate-600">{r.dueOn}</dt>
        <dd className="font-semibold text-slate-900">{formatDate(request.dueOn)}</dd>
        <dt className="text-slate-600">{r.status}</dt>
        <dd className="text-slate-900">{arcoStatusLabels[request.status]}</dd>
      </dl>
      <p className="text-sm break-words whitespace-pre-line text-slate-700">{request.reason}</p>
      {request.status === 'pending' ? (
        <p className="text-sm text-slate-600">{r.noAnswerYet}</p>
      ) : (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-navy-900">{r.answer}</p>
          {request.answer && (
            <p className="break-words whitespace-pre-line text-slate-800">{request.answer}</p>
          )}
          {request.answeredAt && (
            <p className="mt-1 text-slate-600">{r.answeredAt(formatDate(request.answeredAt))}</p>
          )}
        </div>
      )}
    </li>
  );
}

function MyRequests({ userId }: { userId: string }) {
  const requests = useMyPrivacyRequests(userId);
  return (
    <section aria-labelledby="my-privacy-requests" className="flex flex-col gap-3">
      <h3 id="my-privacy-requests" className="text-base font-semibold text-navy-900">
        {t.requests.title}
      </h3>
      <ListQuery
        query={requests}
        loading={t.requests.loading}
        loadFailed={t.requests.failed}
        empty={t.requests.empty}
      >
        {(list) => (
          <ul aria-labelledby="my-privacy-requests" className="flex flex-col gap-3">
            {list.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
        )}
      </ListQuery>
    </section>
  );
}

/**
 * 'Mis datos personales' in 'Mi Perfil', for the people who may file ARCO requests (clients, agents):
 * the four rights in plain words; Access as a download of the JSON and a readable page; Rectification as the
 * edits this page already offers and a request for the rest; Cancellation and Opposition as requests with a
 * reason. Below, the person's requests with their due day, status and answer.
 */
export function MyDataSection({ user }: { user: SessionUser }) {
  const [filing, setFiling] = useState<PrivacyRequestKind | null>(null);
  if (!mayCall(user.role, 'filePrivacyRequest')) return null;
  const rights = t.rights;
  return (
    <Card title={t.title} icon="shield" headingId="my-data-heading">
      <div className="flex flex-col gap-5">
        <p className="text-slate-700">{t.intro}</p>
        <ul className="flex flex-col gap-3">
          <Right title={rights.access.title} body={rights.access.body}>
            <p className="text-sm text-slate-600">{t.accessHint}</p>
            <div className="flex flex-wrap gap-2">
              <AnchorButton href={myDataDownloadHref} download variant="secondary" size="sm">
                <Icon name="download" className="size-4" /> {t.download}
              </AnchorButton>
              <ButtonLink to="/mi-perfil/mis-datos" variant="secondary" size="sm">
                <Icon name="eye" className="size-4" /> {t.view}
              </ButtonLink>
            </div>
          </Right>
          <Right title={rights.rectification.title} body={rights.rectification.body}>
            <p className="text-sm text-slate-600">
              {user.role === 'client' ? t.rectificationEdits : t.rectificationAccountEdits}
            </p>
            <RequestButton kind="rectification" onOpen={setFiling} />
          </Right>
          <Right title={rights.cancellation.title} body={rights.cancellation.body}>
            <RequestButton kind="cancellation" onOpen={setFiling} />
          </Right>
          <Right title={rights.opposition.title} body={rights.opposition.body}>
            <RequestButton kind="opposition" onOpen={setFiling} />
          </Right>
        </ul>
        <MyRequests userId={user.id} />
      </div>
      {filing && <PrivacyRequestDialog userId={user.id} kind={filing} onClose={() => setFiling(null)} />}
    </Card>
  );
}
