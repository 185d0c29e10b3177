import type { RecoveryHome, SessionUser } from '@portal/contracts';
import { homeTexts as t } from '@portal/copy';
import { useAdminStats } from '../../api/get-admin-stats';
import { useAgentClients } from '../../api/get-agent-clients';
import { useHealth } from '../../api/get-health';
import { formatDate, todayIso } from '../../lib/format';
import { AnchorButton, ButtonLink, Card, Icon } from '../../ui';
import { useAgentProcesses } from './api/get-agent-processes';

const figure = (value: string | number | undefined) =>
  value === undefined ? <span className="inline-block h-8 w-16 animate-pulse rounded bg-slate-200" /> : value;

function Stat({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <div className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
      <dt className="text-sm text-navy-100">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{figure(value)}</dd>
    </div>
  );
}

/** 'Centro de Control Ejecutivo': the portal's real figures and state, never a sample. */
function SuperadminPanel({ user }: { user: SessionUser }) {
  const stats = useAdminStats(user.id).data;
  const health = useHealth();
  return (
    <section aria-labelledby="panel-rol" className="rounded-2xl bg-navy-900 p-6 text-white shadow-md">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="panel-rol" className="text-xl font-bold">
          {t.superadmin.title}
        </h2>
        <span className="rounded-full bg-red-600 px-3 py-1 text-xs font-bold tracking-wide">
          {t.superadmin.level}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t.superadmin.activeClients} value={stats?.activeClients.toLocaleString('es-MX')} />
        <Stat
          label={t.superadmin.totalCases}
          value={stats?.casesByPhase.reduce((n, p) => n + p.count, 0).toLocaleString('es-MX')}
        />
        <Stat
          label={t.superadmin.recovered}
          value={stats && `$${stats.totalRecovered.toLocaleString('es-MX')}`}
        />
        <Stat
          label={t.superadmin.health}
          value={health && (health.status === 'ok' ? t.superadmin.healthOk : t.superadmin.healthDegraded)}
        />
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to="/admin-dashboard" variant="accent" size="sm">
          {t.superadmin.executivePanel}
        </ButtonLink>
        <ButtonLink to="/register" variant="onDark" size="sm">
          {t.superadmin.users}
        </ButtonLink>
        <ButtonLink to="/admin-contenido" variant="onDark" size="sm">
          {t.superadmin.advanced}
        </ButtonLink>
      </div>
    </section>
  );
}

function AdminPanel() {
  return (
    <section
      aria-labelledby="panel-rol"
      className="flex flex-col gap-4 rounded-2xl border border-blue-200 bg-blue-50 p-6"
    >
      <h2 id="panel-rol" className="text-xl font-bold text-navy-900">
        {t.admin.title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {t.admin.tiles.map((tile) => (
          <li key={tile.title} className="rounded-xl bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-navy-900">{tile.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{tile.body}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/admin" variant="primary" size="sm">
          {t.admin.goToPanel}
        </ButtonLink>
        <ButtonLink to="/register" variant="secondary" size="sm">
          {t.admin.register}
        </ButtonLink>
      </div>
    </section>
  );
}

/** 'Panel de Agente': their active clients, the documents waiting for their review, their next estimated date. */
function AgentPanel({ user }: { user: SessionUser }) {
  const clients = useAgentClients(user.id).data;
  const processes = useAgentProcesses(user.id).data;
  const today = todayIso();
  const next = processes
    ?.filter((p) => p.estimatedCompletion && p.estimatedCompletion >= today && p.status !== 'cancelled')
    .sort((a, b) => (a.estimatedCompletion ?? '').localeCompare(b.estimatedCompletion ?? ''))[0];
  const toReview = clients?.reduce((n, c) => n + c.documentsAwaitingReview, 0);
  return (
    <section
      aria-labelledby="panel-rol"
      className="flex flex-col gap-4 rounded-2xl border border-green-200 bg-green-50 p-6"
    >
      <h2 id="panel-rol" className="text-xl font-bold text-navy-900">
        {t.agent.title}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Card title={t.agent.myClients} icon="user" level={3}>
          <p className="text-2xl font-bold text-navy-900">
            {clients ? t.agent.activeClients(clients.length) : figure(undefined)}
          </p>
        </Card>
        <Card title={t.agent.pendingTasks} icon="document" level={3}>
          <p className="font-semibold text-navy-900">
            {toReview === undefined ? figure(undefined) : t.agent.documentsToReview(toReview)}
          </p>
        </Card>
        <Card title={t.agent.next} icon="calendar" level={3}>
          <p className="text-slate-800">
            {processes === undefined
              ? figure(undefined)
              : next?.estimatedCompletion
                ? t.agent.nextItem(next.caseNumber, formatDate(next.estimatedCompletion))
                : t.agent.noNext}
          </p>
        </Card>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/dashboard" variant="primary" size="sm">
          {t.agent.allClients}
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary" size="sm">
          {t.agent.tasks}
        </ButtonLink>
      </div>
    </section>
  );
}

/** The client's welcome, their case's real status and how to get help. */
function ClientPanel({ user, home }: { user: SessionUser; home: RecoveryHome | undefined }) {
  const phase = home?.currentPhase ? home.phases[home.currentPhase]?.name : undefined;
  return (
    <section aria-labelledby="panel-rol" className="grid gap-4 md:grid-cols-3">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="panel-rol" className="text-lg font-bold text-navy-900">
          {t.client.welcome(user.fullName)}
        </h2>
        <p className="mt-1 text-slate-700">{t.client.welcomeBody}</p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="font-semibold text-navy-900">{t.client.caseStatus}</h3>
        <p className="mt-1 text-slate-800">
          {home ? [t.statusLabels[home.status], phase].filter(Boolean).join(' - ') : figure(undefined)}
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="font-semibold text-navy-900">{t.client.help}</h3>
        <p className="mt-1 text-sm text-slate-700">{t.client.helpBody}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {home?.agentContact && (
            <AnchorButton href={`mailto:${home.agentContact.email}`} variant="accent" size="sm">
              <Icon name="mail" className="size-4" /> {t.client.contactAgent}
            </AnchorButton>
          )}
          <ButtonLink to="/recovery-process" variant="secondary" size="sm">
            {t.client.faq}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** The panel of the signed-in person's role (client-portal.md §2), with their real numbers. */
export function RolePanel({ user, home }: { user: SessionUser; home: RecoveryHome | undefined }) {
  if (user.role === 'superadmin') return <SuperadminPanel user={user} />;
  if (user.role === 'admin') return <AdminPanel />;
  if (user.role === 'agent') return <AgentPanel user={user} />;
  if (user.role === 'client') return <ClientPanel user={user} home={home} />;
  return null;
}
