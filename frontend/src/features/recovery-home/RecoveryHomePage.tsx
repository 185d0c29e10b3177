import type { RecoveryHome, SessionUser } from '@portal/contracts';
import { roleLabels } from '@portal/contracts/roles';
import { homeTexts as t } from '@portal/copy';
import { describeFailure } from '../../api/failure';
import { useRecoveryHome } from '../../api/get-recovery-home';
import { PageShell } from '../../components/PageShell';
import { QueryErrorState } from '../../components/QueryErrorState';
import { StatusScreen } from '../../components/StatusScreen';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSessionUser } from '../../session/session';
import { ButtonLink } from '../../ui';
import { CaseSections } from './CaseSections';
import { IndicatorsStrip, NewsSection, SecuritySection } from './HomeExtras';
import { HomeHeader } from './HomeHeader';
import { RolePanel } from './RolePanel';

/** The surname of a full name as Mexico writes it (the paternal surname: second to last of three or more). */
export function surnameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  return (words.length >= 3 ? words[words.length - 2] : words[words.length - 1]) ?? fullName;
}

function Banner({ user, home }: { user: SessionUser; home: RecoveryHome | undefined }) {
  return (
    <section
      aria-label={t.title}
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-gradient-to-br from-navy-900 to-navy-700 p-6 text-white shadow-md"
    >
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t.title}</h1>
        {home ? (
          <p className="mt-1 text-navy-100">
            {t.banner(home.caseNumber)} ·{' '}
            {home.assignedAgent ? t.bannerAgent(surnameOf(home.assignedAgent)) : t.bannerNoAgent}
          </p>
        ) : (
          <p className="mt-1 text-navy-100">{user.fullName}</p>
        )}
      </div>
      <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-wide">
        {roleLabels[user.role].badge}
      </span>
    </section>
  );
}

/** The placeholders of the case while it loads (client-portal.md §2: skeletons). */
function CaseSkeleton() {
  return (
    <div role="status" aria-label={t.loading} className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <div className="h-72 animate-pulse rounded-xl bg-slate-200" />
      <div className="flex flex-col gap-4">
        <div className="h-32 animate-pulse rounded-xl bg-slate-200" />
        <div className="h-36 animate-pulse rounded-xl bg-slate-200" />
      </div>
    </div>
  );
}

function ClientCase({ user }: { user: SessionUser }) {
  const home = useRecoveryHome(user.id);
  if (home.data) return <CaseSections home={home.data} userId={user.id} owner />;
  if (home.isPending) return <CaseSkeleton />;
  const failure = describeFailure(home.error, { title: t.noDataOwn });
  if (failure.kind === 'notFound')
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-slate-700">
        {t.noDataOwn}
      </p>
    );
  return <QueryErrorState failure={failure} onRetry={home.refetch} home="/" />;
}

function Home({ user }: { user: SessionUser }) {
  const isClient = user.role === 'client';
  const home = useRecoveryHome(isClient ? user.id : undefined);
  return (
    <PageShell header={<HomeHeader user={user} />}>
      <div className="flex flex-col gap-8">
        <Banner user={user} home={home.data} />
        <RolePanel user={user} home={home.data} />
        {isClient && <ClientCase user={user} />}
        <IndicatorsStrip />
        <SecuritySection />
        <NewsSection />
      </div>
    </PageShell>
  );
}

/**
 * 'Mi Proceso de Recuperación' (/mi-proceso, client-portal.md §2): banner, the role's panel, the client's case,
 * indicators, security, news. Without a signed-in user only 'No autorizado'.
 */
export function RecoveryHomePage() {
  useDocumentTitle(t.title);
  const user = useSessionUser();
  if (!user)
    return (
      <PageShell>
        <StatusScreen
          icon="shield"
          title={t.unauthorized}
          actions={
            <ButtonLink to="/login" variant="primary">
              {t.signIn}
            </ButtonLink>
          }
        />
      </PageShell>
    );
  return <Home user={user} />;
}
