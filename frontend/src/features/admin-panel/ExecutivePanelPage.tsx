import { adminPanelTexts as t } from '@portal/copy';
import { type ReactNode, useState } from 'react';
import { useAdminStats } from '../../api/get-admin-stats';
import { PageShell } from '../../components/PageShell';
import { StaffHeader } from '../../components/StaffHeader';
import { useDebounced } from '../../lib/use-debounced';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Tab, TabList, TabPanel, Tabs, TextField } from '../../ui';
import { AgentsSection } from './sections/AgentsSection';
import { ApplicationsSection } from './sections/ApplicationsSection';
import { AssignmentsSection } from './sections/AssignmentsSection';
import { ClientsSection } from './sections/ClientsSection';
import { FraudCasesSection } from './sections/FraudCasesSection';
import { DocumentsSection, SystemSection } from './sections/OperationsSections';
import { RecoverySection } from './sections/RecoverySection';
import { PanelSkeleton, StatCards } from './sections/StatCards';
import { UsersSection } from './sections/UsersSection';

/**
 * /admin-dashboard, the executive panel (staff-admin.md §2.3): the staff header (its navigation starts with
 * Inicio; Cerrar sesión; the bell the route puts in as `notifications`), four figures, and the
 * tabs: users, agents (with the applications), clients, recovery processes, cases, assignments (its own tab),
 * documents and system, each with real data.
 */
export function ExecutivePanelPage({ notifications }: { notifications?: ReactNode } = {}) {
  useDocumentTitle(t.executiveTitle);
  const stats = useAdminStats();
  const [query, setQuery] = useState('');
  // The lists ask the server once the typing pauses.
  const q = useDebounced(query.trim());
  return (
    <PageShell header={<StaffHeader notifications={notifications} />}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-navy-900">{t.executiveTitle}</h1>
          <p className="text-lg text-slate-700">{t.executiveIntro}</p>
        </div>
        {stats.isPending ? (
          <PanelSkeleton label={t.loading} />
        ) : (
          <>
            <StatCards variant="executive" />
            <TextField label={t.search} value={query} onChange={setQuery} type="search" />
            <Tabs defaultSelectedKey="users">
              <TabList label={t.executiveTitle}>
                <Tab id="users">{t.tabs.users}</Tab>
                <Tab id="agents">{t.tabs.agents}</Tab>
                <Tab id="clients">{t.tabs.clients}</Tab>
                <Tab id="recovery">{t.tabs.recovery}</Tab>
                <Tab id="fraud-cases">{t.tabs.fraudCases}</Tab>
                <Tab id="assignments">{t.tabs.assignments}</Tab>
                <Tab id="documents">{t.tabs.documents}</Tab>
                <Tab id="system">{t.tabs.system}</Tab>
              </TabList>
              <TabPanel id="users">
                <UsersSection query={q} />
              </TabPanel>
              <TabPanel id="agents">
                <div className="flex flex-col gap-6">
                  <AgentsSection query={q} />
                  <ApplicationsSection query={q} />
                </div>
              </TabPanel>
              <TabPanel id="clients">
                <ClientsSection query={q} />
              </TabPanel>
              <TabPanel id="recovery">
                <RecoverySection query={q} />
              </TabPanel>
              <TabPanel id="fraud-cases">
                <FraudCasesSection query={q} variant="executive" />
              </TabPanel>
              <TabPanel id="assignments">
                <AssignmentsSection />
              </TabPanel>
              <TabPanel id="documents">
                <DocumentsSection />
              </TabPanel>
              <TabPanel id="system">
                <SystemSection />
              </TabPanel>
            </Tabs>
          </>
        )}
      </div>
    </PageShell>
  );
}
