import { caseHistoryTexts, opsTexts, roleLabels, roleSatisfies } from '@portal/contracts';
import { complianceTexts, screenTexts, securityCommentsAdminTexts } from '@portal/copy';
import type { LinkComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageShell } from '../../components/PageShell';
import { StaffHeader } from '../../components/StaffHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSessionUser } from '../../session/session';
import { Badge, ButtonLink, Card, Icon, type IconName } from '../../ui';

/** A card of the landing: what a place is for, and the way there. */
function LinkCard({
  title,
  icon,
  to,
  link,
  children,
}: {
  title: string;
  icon: IconName;
  to: LinkComponentProps<'a'>['to'];
  link: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} icon={icon}>
      <p className="text-slate-700">{children}</p>
      <ButtonLink to={to} variant="primary" className="mt-4">
        {link} <Icon name="arrowRight" />
      </ButtonLink>
    </Card>
  );
}

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
    <PageShell header={<StaffHeader notifications={notifications} />}>
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

        {user.role === 'compliance' ? (
          <LinkCard
            title={complianceTexts.title}
            icon="shield"
            to="/cumplimiento"
            link={complianceTexts.open}
          >
            {complianceTexts.body}
          </LinkCard>
        ) : user.role === 'client' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <LinkCard
              title={screenTexts.clientCaseTitle}
              icon="document"
              to="/client-dashboard"
              link={screenTexts.clientCaseLink}
            >
              {screenTexts.clientCaseBody}
            </LinkCard>
          </div>
        ) : isAdmin ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <LinkCard
                title={screenTexts.staffAdminLinks.users}
                icon="user"
                to="/admin"
                link={screenTexts.staffAdminLinks.users}
              >
                {screenTexts.staffUsersBody}
              </LinkCard>
              <LinkCard
                title={screenTexts.staffAdminLinks.adminPanel}
                icon="chart"
                to="/admin-complete"
                link={screenTexts.staffAdminLinks.adminPanel}
              >
                {screenTexts.staffAdminPanelBody}
              </LinkCard>
              <LinkCard
                title={securityCommentsAdminTexts.pageTitle}
                icon="shield"
                to="/avisos-de-seguridad"
                link={securityCommentsAdminTexts.dashboardCardLink}
              >
                {securityCommentsAdminTexts.dashboardCardBody}
              </LinkCard>
              <LinkCard
                title={caseHistoryTexts.title}
                icon="clock"
                to="/cumplimiento"
                link={complianceTexts.open}
              >
                {complianceTexts.staffBody}
              </LinkCard>
              {user.role === 'superadmin' && (
                <LinkCard title={opsTexts.title} icon="chart" to="/operaciones" link={opsTexts.open}>
                  {opsTexts.body}
                </LinkCard>
              )}
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
