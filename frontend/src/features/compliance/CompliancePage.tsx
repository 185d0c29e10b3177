import { historyMomentText, type SessionUser, caseHistoryTexts as t } from '@portal/contracts';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useCaseFile } from '../../api/get-case-file';
import { ListEmpty, ListError, ListLoading } from '../../components/ListStates';
import { PageShell } from '../../components/PageShell';
import { StaffHeader } from '../../components/StaffHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AnchorButton, Button, Card, Icon } from '../../ui';
import { useCaseAsOf } from './api/get-case-as-of';
import { useCaseHistory } from './api/get-case-history';
import { caseHistoryCsvHref } from './api/get-case-history-csv';
import { CasePicker } from './CasePicker';
import { CaseSnapshot } from './CaseSnapshot';
import { HistoryList } from './HistoryList';
import { inputClass } from './styles';

const PAGE = 100;

/** The value of a datetime-local input for a moment, in this browser's time zone. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 19);
};

function CaseHistory({ caseId }: { caseId: string }) {
  const [draft, setDraft] = useState({ type: '', actor: '', from: '', to: '' });
  const [filters, setFilters] = useState(draft);
  const [limit, setLimit] = useState(PAGE);
  const all = useCaseHistory(caseId, { limit: 500 });
  const shown = useCaseHistory(caseId, { ...filters, limit });
  const now = useCaseFile(caseId);
  const entries = all.data?.entries ?? [];
  const types = useMemo(
    () => [
      ...new Map(
        // The answer labels each entry (the event's Spanish name, else its type).
        entries.map((e) => [e.type, e.label]),
      ).entries(),
    ],
    [entries],
  );
  const actors = useMemo(
    () => [
      ...new Map(
        entries.flatMap((e) => (e.actor.id ? [[e.actor.id, e.actor.name ?? e.actor.id] as const] : [])),
      ).entries(),
    ],
    [entries],
  );
  const start = entries[0] ? Date.parse(entries[0].occurredAt) : Date.now();
  const [end] = useState(() => Date.now());
  const [moment, setMoment] = useState<number | null>(null);
  const [at, setAt] = useState<string | null>(null);
  // The slider moves freely; the case is rebuilt once it rests for a moment.
  useEffect(() => {
    if (moment === null) return;
    const id = setTimeout(() => setAt(new Date(moment).toISOString()), 300);
    return () => clearTimeout(id);
  }, [moment]);
  const then = useCaseAsOf(caseId, at);
  const position = moment ?? end;
  const seconds = Math.max(1, Math.ceil((end - start) / 1000));

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
      <Card title={t.history} icon="clock">
        <form
          className="mb-4 grid gap-3 sm:grid-cols-2 print:hidden [&>*]:min-w-0"
          aria-label={t.filters}
          onSubmit={(e) => {
            e.preventDefault();
            setLimit(PAGE);
            setFilters(draft);
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t.type}
            <select
              className={inputClass}
              value={draft.type}
              onChange={(e) => setDraft({ ...draft, type: e.target.value })}
            >
              <option value="">{t.anyType}</option>
              {types.map(([type, label]) => (
                <option key={type} value={type}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t.actor}
            <select
              className={inputClass}
              value={draft.actor}
              onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
            >
              <option value="">{t.anyActor}</option>
              {actors.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t.from}
            <input
              type="date"
              className={inputClass}
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t.to}
            <input
              type="date"
              className={inputClass}
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </label>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" variant="primary" size="sm">
              {t.apply}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                const cleared = { type: '', actor: '', from: '', to: '' };
                setDraft(cleared);
                setFilters(cleared);
              }}
            >
              {t.clear}
            </Button>
            <AnchorButton href={caseHistoryCsvHref(caseId, filters)} variant="secondary" size="sm">
              <Icon name="download" className="size-4" /> {t.exportCsv}
            </AnchorButton>
            <Button variant="secondary" size="sm" onPress={() => window.print()}>
              {t.print}
            </Button>
          </div>
        </form>
        {shown.data ? (
          shown.data.entries.length === 0 ? (
            <ListEmpty>{t.empty}</ListEmpty>
          ) : (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-slate-600" role="status">
                {t.total(shown.data.entries.length, shown.data.total)}
              </p>
              <HistoryList entries={shown.data.entries} currency={now.data?.recovery.currency} />
              {shown.data.entries.length < shown.data.total && (
                <Button variant="secondary" size="sm" onPress={() => setLimit(limit + PAGE)}>
                  {t.more}
                </Button>
              )}
            </div>
          )
        ) : shown.isError ? (
          <ListError title={t.loadFailed} error={shown.error} onRetry={shown.refetch} />
        ) : (
          <ListLoading>{t.loading}</ListLoading>
        )}
      </Card>
      <Card title={t.slider} icon="calendar" className="print:hidden">
        <div className="flex flex-col gap-3">
          <label htmlFor="as-of-slider" className="text-sm font-semibold text-slate-800">
            {t.moment}: {historyMomentText(new Date(position).toISOString())}
          </label>
          {/* In seconds from the case's first event: every second of its life is a position of the slider. */}
          <input
            id="as-of-slider"
            type="range"
            min={0}
            max={seconds}
            step={1}
            value={Math.min(seconds, Math.max(0, Math.round((position - start) / 1000)))}
            onChange={(e) => setMoment(Math.min(end, start + Number(e.target.value) * 1000))}
            aria-valuetext={historyMomentText(new Date(position).toISOString())}
          />
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t.moment}
            <input
              type="datetime-local"
              step={1}
              className={inputClass}
              value={localInput(position)}
              onChange={(e) => e.target.value && setMoment(Date.parse(e.target.value))}
            />
          </label>
          {then.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {then.error instanceof Error && 'status' in then.error && then.error.status === 404
                ? t.notYet
                : t.asOfFailed}
            </p>
          ) : then.isFetching ? (
            <p role="status" className="text-sm text-slate-600">
              {t.asOfLoading}
            </p>
          ) : null}
          <CaseSnapshot
            then={at === null ? (now.data ?? null) : (then.data ?? null)}
            now={now.data}
            thenTitle={t.asOf(historyMomentText(new Date(position).toISOString()))}
          />
        </div>
      </Card>
    </div>
  );
}

/**
 * /cumplimiento: pick a case, read its history with filters, move through time and see the case as
 * it was beside how it is; export the history as CSV or print it. Administration and compliance read every
 * case, an agent their clients'.
 */
export function CompliancePage({
  user,
  caseId,
  notifications,
}: {
  user: SessionUser;
  caseId: string | undefined;
  notifications?: ReactNode;
}) {
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  return (
    <PageShell header={<StaffHeader notifications={notifications} />}>
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
        <CasePicker
          userId={user.id}
          value={caseId}
          onPick={(id) => void navigate({ to: '/cumplimiento', search: { caso: id } })}
        />
        {caseId && <CaseHistory key={caseId} caseId={caseId} />}
      </div>
    </PageShell>
  );
}
