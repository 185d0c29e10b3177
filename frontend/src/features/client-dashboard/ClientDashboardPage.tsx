import { apiErrors, type ClientDashboard, type SessionUser } from '@portal/contracts';
import { clientCommentsTexts, screenTexts } from '@portal/copy';
import type { ReactNode } from 'react';
import { describeFailure, type NotFoundTexts } from '../../api/failure';
import { useMyDashboard } from '../../api/get-my-dashboard';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { Brand } from '../../components/Brand';
import { CaseSummaryCards } from '../../components/case/CaseSummaryCards';
import { LogoutButton } from '../../components/LogoutButton';
import { PageShell } from '../../components/PageShell';
import { QueryErrorState } from '../../components/QueryErrorState';
import { loadUploadBox } from '../../components/upload/LazyUploadBox';
import { progressPercent } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSessionUser } from '../../session/session';
import { ButtonLink, ProgressBar, Spinner, Tab, TabList, TabPanel, Tabs } from '../../ui';
import { useClientCaseComments } from './api/get-client-case-comments';
import { CommentsTab } from './CommentsTab';
import { DocumentsTab } from './DocumentsTab';
import { HistoryTab } from './HistoryTab';
import { ProgressTab } from './ProgressTab';
import { SecurityTab } from './SecurityTab';
import { SummaryTab } from './SummaryTab';

function DashboardHeader({
  user,
  accountNumber,
  notifications,
}: {
  user: SessionUser;
  accountNumber?: string;
  notifications?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Brand />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex flex-col text-sm leading-tight">
            <span className="font-semibold text-navy-900">{user.fullName}</span>
            {accountNumber && (
              <span className="text-slate-600">
                {screenTexts.accountNumberLabel}: <span className="font-mono">{accountNumber}</span>
              </span>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {notifications}
            <ButtonLink to="/mi-proceso" variant="secondary" size="sm">
              {screenTexts.myAccount}
            </ButtonLink>
            <ButtonLink to="/client-welcome" variant="secondary" size="sm">
              {screenTexts.welcomeButton}
            </ButtonLink>
            <LogoutButton to="/" variant="ghost" />
          </div>
        </div>
      </div>
    </header>
  );
}

function Dashboard({ data, userId }: { data: ClientDashboard; userId: string }) {
  const { fraudCase, recoveryProcess } = data;
  const percent = progressPercent(recoveryProcess.phases);
  const tabs = screenTexts.dashboardTabs;
  // Read with the dashboard, not when the tab opens: the tab shows how many there are.
  const caseId = fraudCase.id || undefined;
  const commentCount = useClientCaseComments(userId, caseId).data?.length;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">
        {screenTexts.caseBanner.caseNumber} {recoveryProcess.caseNumber}
      </h1>
      <section
        aria-label={screenTexts.caseBanner.caseNumber}
        className="flex flex-col gap-5 rounded-2xl bg-gradient-to-br from-navy-900 to-navy-700 p-6 text-white shadow-md sm:p-8"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <dl className="flex flex-wrap gap-x-10 gap-y-3">
            <div>
              <dt className="text-sm text-navy-200">{screenTexts.caseBanner.caseNumber}</dt>
              <dd className="font-mono text-xl font-semibold">{recoveryProcess.caseNumber}</dd>
            </div>
            <div>
              <dt className="text-sm text-navy-200">{screenTexts.caseBanner.agent}</dt>
              <dd className="text-xl font-semibold">
                {recoveryProcess.assignedAgent || screenTexts.unassignedAgent}
              </dd>
            </div>
          </dl>
          <p className="sm:text-right">
            <span className="block text-4xl font-bold tabular-nums">{percent}%</span>
            <span className="text-sm text-navy-200">{screenTexts.caseBanner.complete}</span>
          </p>
        </div>
        <ProgressBar label={screenTexts.summaryCards.progress} value={percent} tone="light" hideLabel />
      </section>

      <CaseSummaryCards data={data} />

      {/* The tabs (react-aria's, and the summary's cards) render after the case's banner and figures paint. */}
      <AfterFirstPaint placeholder={<div aria-busy="true" className="min-h-screen" />}>
        <Tabs defaultSelectedKey="summary">
          <TabList label={screenTexts.dashboardTabsLabel}>
            <Tab id="summary">{tabs.summary}</Tab>
            <Tab id="progress">{tabs.progress}</Tab>
            <Tab id="documents" onHoverStart={loadUploadBox}>
              {tabs.documents}
            </Tab>
            <Tab id="history">{tabs.history}</Tab>
            <Tab id="security">{tabs.security}</Tab>
            <Tab id="comments">
              {/* Positioned, so that the visually hidden count stays inside the tab strip's scroll box. */}
              <span className="relative flex items-center gap-2">
                {tabs.comments}
                {commentCount !== undefined && (
                  <>
                    <span
                      aria-hidden="true"
                      className="min-w-6 rounded-full bg-teal-600 px-1.5 text-center text-xs leading-5 font-bold text-white tabular-nums"
                    >
                      {commentCount}
                    </span>
                    <span className="sr-only">{clientCommentsTexts.tabCount(commentCount)}</span>
                  </>
                )}
              </span>
            </Tab>
          </TabList>
          <TabPanel id="summary">
            <SummaryTab data={data} userId={userId} />
          </TabPanel>
          <TabPanel id="progress">
            <ProgressTab data={data} />
          </TabPanel>
          <TabPanel id="documents">
            <DocumentsTab data={data} userId={userId} />
          </TabPanel>
          <TabPanel id="history">
            <HistoryTab data={data} />
          </TabPanel>
          <TabPanel id="security">
            <SecurityTab />
          </TabPanel>
          <TabPanel id="comments">
            <CommentsTab userId={userId} caseId={caseId} />
          </TabPanel>
        </Tabs>
      </AfterFirstPaint>
    </div>
  );
}

/** A 404 of my-dashboard: the case data is not there (spec §8). */
const dashboardNotFound: NotFoundTexts = { title: apiErrors.dashboardNotFound };

/** `notifications`: the header's bell (the route puts it there: a feature never imports another). */
export function ClientDashboardPage({ notifications }: { notifications?: ReactNode } = {}) {
  const user = useSessionUser();
  const query = useMyDashboard(user?.id ?? '');
  // Data already on screen stays there if a later refetch fails.
  const failure = query.isError && !query.data ? describeFailure(query.error, dashboardNotFound) : null;
  useDocumentTitle(failure ? failure.title : query.data ? screenTexts.clientDashboardTitle : undefined);

  // Logged out a moment ago: the navigation away is under way.
  if (!user) return null;

  const header = (
    <DashboardHeader
      user={user}
      accountNumber={query.data?.client.accountNumber}
      notifications={notifications}
    />
  );
  let body: ReactNode;
  if (query.data) {
    body = <Dashboard data={query.data} userId={user.id} />;
  } else if (failure) {
    body = <QueryErrorState failure={failure} onRetry={query.refetch} />;
  } else {
    body = (
      <div role="status" className="flex flex-col items-center gap-4 py-20 text-slate-700">
        <Spinner className="size-8 text-teal-700" />
        <p className="text-lg">{screenTexts.dashboardLoading}</p>
      </div>
    );
  }

  return <PageShell header={header}>{body}</PageShell>;
}
