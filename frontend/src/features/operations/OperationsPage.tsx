import { jobCountKeys, type ProjectionStatus, type RebuildRun, opsTexts as t } from '@portal/contracts';
import { projectionLabel, projectionStateLabel, reactorLabel } from '@portal/copy';
import type { ReactNode } from 'react';
import { userMessage } from '../../api/errors';
import { useOpsStatus } from '../../api/get-ops-status';
import { ListError, ListLoading } from '../../components/ListStates';
import { PageShell } from '../../components/PageShell';
import { StaffHeader } from '../../components/StaffHeader';
import { useAttemptKey } from '../../lib/attempt-key';
import { formatDateTime, formatFileSize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Badge, type BadgeColor, Button, Card, ProgressBar, showToast } from '../../ui';
import { useDiscardDeadLetter } from './api/discard-dead-letter';
import { useRebuilds } from './api/get-rebuilds';
import { useRetryDeadLetter } from './api/retry-dead-letter';
import { useStartRebuild } from './api/start-rebuild';
import { SetupChecklist } from './SetupChecklist';

const stateColor: Record<string, BadgeColor> = {
  live: 'green',
  'catching-up': 'blue',
  rebuilding: 'yellow',
  parked: 'red',
};

function RebuildProgress({ run }: { run: RebuildRun }) {
  const percent = run.total === 0 ? 100 : Math.round((run.done / run.total) * 100);
  const name = projectionLabel(run.projection);
  const label = run.mode === 'check' ? t.checking(name) : t.rebuilding(name);
  return (
    <div className="flex flex-col gap-1">
      <ProgressBar label={label} value={run.state === 'running' ? percent : 100} />
      <p className="text-xs text-slate-600" role="status">
        {run.state === 'running'
          ? t.progress(run.done, run.total, run.eventsPerSecond, run.secondsLeft)
          : run.state === 'failed'
            ? `${t.failed} ${run.error ?? ''}`
            : run.mode === 'check'
              ? t.checked(run.differences ?? 0)
              : t.rebuilt}
      </p>
      {run.differenceSamples.length > 0 && (
        <ul className="max-h-40 overflow-auto text-xs text-red-900">
          {run.differenceSamples.map((d) => (
            <li key={d} className="break-all">
              {d}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StatusTable({
  title,
  rows,
  runs,
  canRebuild,
  nameOf,
}: {
  nameOf: (name: string) => string;
  title: string;
  rows: readonly ProjectionStatus[];
  runs: readonly RebuildRun[];
  canRebuild: boolean;
}) {
  const start = useStartRebuild();
  const attempt = useAttemptKey();
  const launch = async (projection: string, check: boolean) => {
    try {
      const body = { projection, check };
      await start.mutateAsync({ body, key: attempt.keyFor(body) });
      attempt.succeeded();
    } catch (error) {
      showToast({ title: t.failed, description: userMessage(error, t.failed), tone: 'error' });
    }
  };
  return (
    <Card title={title} icon="chart">
      <ul className="flex flex-col gap-3">
        {rows.map((p) => {
          const run = runs.find((r) => r.projection === p.name);
          const name = nameOf(p.name);
          return (
            <li key={p.name} className="rounded-lg border border-slate-200 p-3" aria-label={name}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-navy-900">{name}</span>
                <Badge color={stateColor[p.state] ?? 'grey'}>{projectionStateLabel(p.state)}</Badge>
              </div>
              <dl className="mt-1 grid grid-cols-2 gap-x-4 text-xs text-slate-700 sm:grid-cols-4">
                <div>
                  <dt className="inline">{t.position}: </dt>
                  <dd className="inline font-mono">{p.position ? Number(p.position) : '—'}</dd>
                </div>
                <div>
                  <dt className="inline">{t.behind}: </dt>
                  <dd className="inline">{p.eventsBehind}</dd>
                </div>
                <div>
                  <dt className="inline">{t.lag}: </dt>
                  <dd className="inline">{p.lagMs} ms</dd>
                </div>
                <div>
                  <dt className="inline">{t.error}: </dt>
                  <dd className="inline break-all">{p.error?.message ?? t.none}</dd>
                </div>
              </dl>
              {canRebuild && (
                <div className="mt-2 flex flex-col gap-2">
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      isDisabled={run?.state === 'running'}
                      onPress={() => void launch(p.name, false)}
                      aria-label={`${t.rebuild} ${name}`}
                    >
                      {t.rebuild}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      isDisabled={run?.state === 'running'}
                      onPress={() => void launch(p.name, true)}
                      aria-label={`${t.check} ${name}`}
                    >
                      {t.check}
                    </Button>
                  </div>
                  {run && <RebuildProgress run={run} />}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** /operaciones (the operator: superadmin): projections, reactors, the queue and its dead letters, the event log. */
export function OperationsPage({ notifications }: { notifications?: ReactNode }) {
  useDocumentTitle(t.title);
  const status = useOpsStatus(5000);
  const rebuilds = useRebuilds();
  const retry = useRetryDeadLetter();
  const discard = useDiscardDeadLetter();
  const act = async (id: string, action: 'retry' | 'discard') => {
    try {
      const res = await (action === 'retry' ? retry : discard).mutateAsync(id);
      showToast({ title: res.message, tone: 'success' });
    } catch (error) {
      showToast({ title: t.failed, description: userMessage(error, t.failed), tone: 'error' });
    }
  };
  const data = status.data;
  return (
    <PageShell header={<StaffHeader notifications={notifications} />}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
          <Button variant="secondary" size="sm" onPress={() => void status.refetch()}>
            {t.refresh}
          </Button>
        </div>
        <SetupChecklist />
        {!data ? (
          status.isError ? (
            <ListError title={t.loadFailed} error={status.error} onRetry={status.refetch} />
          ) : (
            <ListLoading>{t.title}</ListLoading>
          )
        ) : (
          <>
            <Card title={t.eventStore} icon="document">
              <dl className="grid gap-3 sm:grid-cols-3">
                {[
                  [t.events, data.eventStore.events?.toLocaleString('es-MX') ?? t.notAvailable],
                  [
                    t.size,
                    data.eventStore.bytes === null ? t.notAvailable : formatFileSize(data.eventStore.bytes),
                  ],
                  [t.perMinute, data.eventStore.perMinute?.toLocaleString('es-MX') ?? t.notAvailable],
                ].map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-sm text-slate-600">{label}</dt>
                    <dd className="text-xl font-bold text-navy-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            {rebuilds.isError && (
              <ListError title={t.rebuildsFailed} error={rebuilds.error} onRetry={rebuilds.refetch} />
            )}
            <StatusTable
              title={t.projections}
              rows={data.projections}
              runs={rebuilds.data ?? []}
              canRebuild
              nameOf={projectionLabel}
            />
            <StatusTable
              title={t.reactors}
              rows={data.reactors}
              runs={[]}
              canRebuild={false}
              nameOf={reactorLabel}
            />
            <Card title={t.jobs} icon="clock">
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
                {jobCountKeys.map((k) => (
                  <div key={k}>
                    <dt className="text-sm text-slate-600">{t.counts[k]}</dt>
                    <dd className="text-xl font-bold text-navy-900">{data.jobs[k]}</dd>
                  </div>
                ))}
              </dl>
              <h3 className="mt-4 font-semibold text-navy-900">{t.deadLetters}</h3>
              {data.jobs.deadLetters.length === 0 ? (
                <p className="text-slate-600">{t.noDeadLetters}</p>
              ) : (
                <ul className="mt-2 flex flex-col gap-2">
                  {data.jobs.deadLetters.map((d) => (
                    <li key={d.id} className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
                      <p className="font-mono break-all">
                        {d.kind} · {d.id}
                      </p>
                      <p className="break-all text-red-900">{d.error}</p>
                      <p className="text-xs text-slate-600">
                        {formatDateTime(d.failedAt)} · {t.attempts(d.attempts)}
                      </p>
                      <div className="mt-2 flex gap-2">
                        <Button size="sm" variant="secondary" onPress={() => void act(d.id, 'retry')}>
                          {t.retry}
                        </Button>
                        <Button size="sm" variant="ghost" onPress={() => void act(d.id, 'discard')}>
                          {t.discard}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </>
        )}
      </div>
    </PageShell>
  );
}
