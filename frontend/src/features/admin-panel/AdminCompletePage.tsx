import { adminPanelTexts as t } from '@portal/copy';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useAdminStats } from '../../api/get-admin-stats';
import { useSiteInfo } from '../../api/get-health';
import { ListLoading } from '../../components/ListStates';
import { PageShell } from '../../components/PageShell';
import { StaffHeader } from '../../components/StaffHeader';
import { useDebounced } from '../../lib/use-debounced';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Tab, TabList, TabPanel, Tabs, TextField } from '../../ui';
import { FraudCasesSection } from './sections/FraudCasesSection';
import { DemoAccountsSection, ReportsSection, SystemSection } from './sections/OperationsSections';
import { PanelSkeleton, StatCards } from './sections/StatCards';
import { UsersSection } from './sections/UsersSection';

const Charts = lazy(() => import('./sections/Charts'));

/**
 * /admin-complete, the full administration panel (staff-admin.md §2.2): four figures, then users, fraud cases,
 * security comments (`securityComments`, which the route puts in), demo accounts (demo mode only), the real
 * system status, the CSV reports and the charts.
 */
export function AdminCompletePage({
  securityComments,
  notifications,
}: {
  securityComments: ReactNode;
  notifications?: ReactNode;
}) {
  useDocumentTitle(t.completeTitle);
  const stats = useAdminStats();
  const site = useSiteInfo();
  const [query, setQuery] = useState('');
  // The lists ask the server once the typing pauses.
  const q = useDebounced(query.trim());
  return (
    <PageShell header={<StaffHeader notifications={notifications} />}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-navy-900">{t.completeTitle}</h1>
          <p className="text-lg text-slate-700">{t.completeIntro}</p>
        </div>
        {stats.isPending ? (
          <PanelSkeleton label={t.loading} />
        ) : (
          <>
            <StatCards variant="complete" />
            <TextField label={t.search} value={query} onChange={setQuery} type="search" />
            <Tabs defaultSelectedKey="users">
              <TabList label={t.completeTitle}>
                <Tab id="users">{t.tabs.users}</Tab>
                <Tab id="fraud-cases">{t.tabs.fraudCases}</Tab>
                <Tab id="comments">{t.tabs.comments}</Tab>
                {site.demoMode ? <Tab id="accounts">{t.tabs.accounts}</Tab> : null}
                <Tab id="system">{t.tabs.system}</Tab>
                <Tab id="reports">{t.tabs.reports}</Tab>
                <Tab id="statistics">{t.tabs.statistics}</Tab>
              </TabList>
              <TabPanel id="users">
                <UsersSection query={q} />
              </TabPanel>
              <TabPanel id="fraud-cases">
                <FraudCasesSection query={q} variant="complete" />
              </TabPanel>
              <TabPanel id="comments">{securityComments}</TabPanel>
              {site.demoMode ? (
                <TabPanel id="accounts">
                  <DemoAccountsSection />
                </TabPanel>
              ) : null}
              <TabPanel id="system">
                <SystemSection />
              </TabPanel>
              <TabPanel id="reports">
                <ReportsSection />
              </TabPanel>
              <TabPanel id="statistics">
                <Suspense fallback={<ListLoading>{t.loading}</ListLoading>}>
                  <Charts />
                </Suspense>
              </TabPanel>
            </Tabs>
          </>
        )}
      </div>
    </PageShell>
  );
}
