import type { MyData, SessionUser } from '@portal/contracts';
import { myDataTexts, myDataPageTexts as t } from '@portal/copy';
import type { ReactNode } from 'react';
import { describeFailure } from '../../api/failure';
import { ListLoading } from '../../components/ListStates';
import { QueryErrorState } from '../../components/QueryErrorState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AnchorButton, Card, Icon } from '../../ui';
import { AccountPageShell } from './AccountPageShell';
import { myDataDownloadHref, useMyData } from './api/get-my-data';
import { CaseCard, CommentsCard, DocumentsCard, ProfileCard } from './MyDataCaseCards';
import { Empty, when } from './MyDataParts';
import { AccessesCard, ConsentsCard, NotificationsCard, RequestsCard } from './MyDataPrivacyCards';

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
 * 'Mis datos en el despacho' (/mi-perfil/mis-datos): the same JSON as the download, as a person reads it,
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
