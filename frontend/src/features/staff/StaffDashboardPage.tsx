import { roleLabels, roleSatisfies, screenTexts, securityCommentsAdminTexts } from '@portal/contracts';
import type { ReactNode } from 'react';
import { LogoutButton } from '../../components/LogoutButton';
import { PageShell } from '../../components/PageShell';
import { SiteHeader } from '../../components/SiteHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSessionUser } from '../../session/session';
import { Badge, ButtonLink, Card, Icon } from '../../ui';

/**
 * The general landing of any signed-in user (/dashboard): a client gets the way to the case; an agent the list
 * of their clients ("Mis clientes"); admins their tools, the security comments and the list of every case
 * ("Todos los casos"). The route puts in the header's bell (`notifications`) and the list (`clients`): a
 * feature never imports another.
 */
export function StaffDashboardPage({
  notifications,
  clients,
}: {
  notifications?: ReactNode;
  clients?: ReactNode;
} = {}) {
  const user = useSessionUser();
  useDocumentTitle(screenTexts.staffDashboardTitle);
  if (!user) return null;
  const role = roleLabels[user.role];
  const isAdmin = roleSatisfies(user.role, 'admin');

  return (
    <PageShell
      header={
        <SiteHeader>
          {isAdmin && (
            <nav aria-label={screenTexts.staffNavLabel} className="flex gap-1">
              <ButtonLink to="/admin" variant="ghost" size="sm">
                {screenTexts.staffAdminLinks.users}
              </ButtonLink>
              <ButtonLink to="/admin-complete" variant="ghost" size="sm">
                {screenTexts.staffAdminLinks.adminPanel}
              </ButtonLink>
            </nav>
          )}
          {notifications}
          <LogoutButton to="/login" variant="secondary" />
        </SiteHeader>
      }
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold text-navy-900">
              {screenTexts.staffGreeting}, {user.fullName}
            </h1>
            <Badge color={role.color}>{role.badge}</Badge>
          </div>
          <p className="text-lg text-slate-700">
            {role.name} · {screenTexts.staffIntro}
          </p>
        </div>

        {user.role === 'client' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Card title={screenTexts.clientCaseTitle} icon="document">
              <p className="text-slate-700">{screenTexts.clientCaseBody}</p>
              <ButtonLink to="/client-dashboard" variant="primary" className="mt-4">
                {screenTexts.clientCaseLink} <Icon name="arrowRight" />
              </ButtonLink>
            </Card>
          </div>
        ) : isAdmin ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Card title={screenTexts.staffAdminLinks.users} icon="user">
                <p className="text-slate-700">{screenTexts.staffUsersBody}</p>
                <ButtonLink to="/admin" variant="primary" className="mt-4">
                  {screenTexts.staffAdminLinks.users} <Icon name="arrowRight" />
                </ButtonLink>
              </Card>
              <Card title={screenTexts.staffAdminLinks.adminPanel} icon="chart">
                <p className="text-slate-700">{screenTexts.staffAdminPanelBody}</p>
                <ButtonLink to="/admin-complete" variant="primary" className="mt-4">
                  {screenTexts.staffAdminLinks.adminPanel} <Icon name="arrowRight" />
                </ButtonLink>
              </Card>
              <Card title={securityCommentsAdminTexts.pageTitle} icon="shield">
                <p className="text-slate-700">{securityCommentsAdminTexts.dashboardCardBody}</p>
                <ButtonLink to="/avisos-de-seguridad" variant="primary" className="mt-4">
                  {securityCommentsAdminTexts.dashboardCardLink} <Icon name="arrowRight" />
                </ButtonLink>
              </Card>
            </div>
            {clients}
          </>
        ) : (
          (clients ?? (
            <Card title={screenTexts.comingSoonTitle} icon="clock">
              <p className="text-slate-700">{screenTexts.staffToolsComingSoon}</p>
            </Card>
          ))
        )}
      </div>
    </PageShell>
  );
}
