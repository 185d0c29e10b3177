import { jobCountKeys, type ProjectionStatus, reportNames } from '@portal/contracts';
import { projectionLabel, projectionStateLabel, reactorLabel, adminPanelTexts as t } from '@portal/copy';
import { useAdminStats } from '../../../api/get-admin-stats';
import { useOpsStatus } from '../../../api/get-ops-status';
import { ListError, ListLoading } from '../../../components/ListStates';
import { AnchorButton, Badge, Card } from '../../../ui';
import { useDemoAccounts } from '../api/get-demo-accounts';

/** The calendar date in Mexico City (the day the stats count documents in). */
const todayInMexico = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

/** The documents tab: real counts from the projected stats (received today, waiting for their first review). */
export function DocumentsSection() {
  const stats = useAdminStats();
  const days = stats.data?.documentsByDay ?? [];
  const today = todayInMexico();
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const figures = [
    { label: t.documents.receivedToday, value: days.find((d) => d.day === today)?.count ?? 0 },
    { label: t.documents.awaitingReview, value: stats.data?.documentsAwaitingReview ?? 0 },
    { label: t.documents.last30, value: days.filter((d) => d.day >= since).reduce((s, d) => s + d.count, 0) },
  ];
  return (
    <Card title={t.documents.title} headingId="documents-counts">
      {stats.isPending ? (
        <ListLoading>{t.loading}</ListLoading>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-3">
          {figures.map((f) => (
            <div key={f.label} className="rounded-lg bg-slate-50 p-4">
              <dt className="text-sm text-slate-600">{f.label}</dt>
              <dd className="text-2xl font-bold text-navy-900 tabular-nums">
                {f.value.toLocaleString('es-MX')}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-3 text-sm text-slate-600">{t.documents.note}</p>
    </Card>
  );
}

function ProjectionTable({
  title,
  rows,
  nameOf,
}: {
  title: string;
  rows: ProjectionStatus[];
  nameOf: (name: string) => string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-navy-900">{title}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th className="py-1 pr-3 font-medium">{t.system.name}</th>
            <th className="py-1 pr-3 font-medium">{t.system.state}</th>
            <th className="py-1 pr-3 font-medium">{t.system.behind}</th>
            <th className="py-1 font-medium">{t.system.lag}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.name} className="border-b border-slate-100">
              <td className="py-1 pr-3">{nameOf(p.name)}</td>
              <td className="py-1 pr-3">
                <Badge color={p.state === 'live' ? 'green' : p.state === 'parked' ? 'red' : 'yellow'}>
                  {projectionStateLabel(p.state)}
                </Badge>
              </td>
              <td className="py-1 pr-3 tabular-nums">{p.eventsBehind.toLocaleString('es-MX')}</td>
              <td className="py-1 tabular-nums">{t.system.ms(p.lagMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The system tab: the real status of the read models, the reactors and the job queue (GET /api/ops/status). */
export function SystemSection() {
  const ops = useOpsStatus(15_000);
  if (ops.isPending) return <ListLoading>{t.system.loading}</ListLoading>;
  if (ops.isError)
    return <ListError title={t.system.failed} error={ops.error} onRetry={() => ops.refetch()} />;
  const s = ops.data;
  return (
    <Card title={t.system.title} headingId="system-status">
      <div className="flex flex-col gap-5">
        <p className="flex flex-wrap items-center gap-2">
          <Badge color={s.status === 'ok' ? 'green' : 'red'}>
            {s.status === 'ok' ? t.system.ok : t.system.degraded}
          </Badge>
          <span className="text-sm text-slate-700">
            {t.system.eventStore}: {t.system.eventStoreOk}
          </span>
        </p>
        <ProjectionTable title={t.system.readModels} rows={s.projections} nameOf={projectionLabel} />
        <ProjectionTable title={t.system.reactors} rows={s.reactors} nameOf={reactorLabel} />
        <div>
          <h3 className="mb-2 font-semibold text-navy-900">{t.system.queue}</h3>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {jobCountKeys.map((key) => (
              <div key={key} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{t.system.jobs[key]}</dt>
                <dd className="text-lg font-semibold tabular-nums">{s.jobs[key].toLocaleString('es-MX')}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Card>
  );
}

const reportLabels = {
  cases: { name: t.reports.cases, help: t.reports.casesHelp },
  clients: { name: t.reports.clients, help: t.reports.clientsHelp },
  recovery: { name: t.reports.recovery, help: t.reports.recoveryHelp },
} as const;

/** The reports tab: each 'Generar' downloads its CSV export. */
export function ReportsSection() {
  return (
    <Card title={t.reports.title} headingId="reports">
      <p className="mb-4 text-sm text-slate-700">{t.reports.intro}</p>
      <ul className="grid gap-3 md:grid-cols-3">
        {reportNames.map((name) => (
          <li key={name} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
            <p className="font-semibold text-navy-900">{reportLabels[name].name}</p>
            <p className="flex-1 text-sm text-slate-600">{reportLabels[name].help}</p>
            <AnchorButton
              href={`/api/admin/reports/${name}.csv`}
              download
              variant="secondary"
              size="sm"
              aria-label={t.reports.generateNamed(reportLabels[name].name)}
            >
              {t.reports.generate}
            </AnchorButton>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The demo accounts tab (demo mode only: the page does not show the tab otherwise). */
export function DemoAccountsSection() {
  const accounts = useDemoAccounts();
  return (
    <Card title={t.accounts.title} headingId="demo-accounts">
      <p className="mb-3 text-sm text-slate-700">{t.accounts.intro}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[24rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className="py-1 pr-3 font-medium">{t.accounts.role}</th>
              <th className="py-1 pr-3 font-medium">{t.accounts.username}</th>
              <th className="py-1 font-medium">{t.accounts.password}</th>
            </tr>
          </thead>
          <tbody>
            {(accounts.data ?? []).map((a) => (
              <tr key={a.role} className="border-b border-slate-100">
                <td className="py-1 pr-3">{a.fullName}</td>
                <td className="py-1 pr-3 font-mono">{a.username}</td>
                <td className="py-1 font-mono">{a.password}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
