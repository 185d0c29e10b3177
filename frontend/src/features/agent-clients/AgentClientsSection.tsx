import {
  type AgentClient,
  LIST_PAGE,
  LIST_PAGE_MAX,
  screenTexts,
  agentClientsTexts as texts,
  urgencyColors,
  urgencyLabel,
} from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useAgentClientsPage } from '../../api/get-agent-clients';
import { ListEmpty, ListQuery } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { useDebounced } from '../../lib/use-debounced';
import {
  Badge,
  type BadgeColor,
  Button,
  Icon,
  ProgressBar,
  Select,
  type SelectOption,
  TextField,
} from '../../ui';
import { isSortKey, relativeTime, type SortKey, searchable, serverSorts, sortKeys } from './list';

const sortOptions: SelectOption[] = sortKeys.map((key) => ({ value: key, label: texts.sortOptions[key] }));

/** The time the relative dates are counted from, moved on every minute so 'hace 5 minutos' stays true. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

function phaseOf(row: AgentClient): string {
  if (row.currentPhase) return row.currentPhase;
  return row.progress >= 100 ? texts.completed : texts.noCurrentPhase;
}

function UrgencyBadge({ level, withName }: { level: string; withName?: boolean }) {
  // An unknown level reads as Crítico (urgencyLabel): its colour is critical's.
  const color = (urgencyColors as Record<string, BadgeColor | undefined>)[level] ?? urgencyColors.critical;
  return (
    <Badge color={color}>
      {withName && <span className="sr-only">{texts.columns.urgency}: </span>}
      {urgencyLabel(level)}
    </Badge>
  );
}

function Progress({ row }: { row: AgentClient }) {
  return (
    <div className="flex items-center gap-2">
      <ProgressBar
        label={texts.progressOf(row.caseNumber)}
        value={row.progress}
        hideLabel
        className="min-w-20 flex-1"
      />
      <span aria-hidden="true" className="w-11 text-right text-sm font-semibold text-slate-800 tabular-nums">
        {row.progress}%
      </span>
    </div>
  );
}

/** 'hace 3 horas', with the exact date and time as its title and for screen readers. */
function LastActivity({ value, now }: { value: string; now: Date }) {
  const exact = formatDateTime(value);
  const words = relativeTime(value, now);
  if (!words) return <span>{exact}</span>;
  return (
    <time dateTime={value} title={exact}>
      {words}
      <span className="sr-only"> ({exact})</span>
    </time>
  );
}

/** Documents waiting for review and unread client activity; nothing when both are 0. */
function PendingBadges({ row, showNothing }: { row: AgentClient; showNothing?: boolean }) {
  const badges: ReactNode[] = [];
  if (row.documentsAwaitingReview > 0) {
    badges.push(
      <Badge key="documents" color="orange">
        <Icon name="document" className="mr-1 size-3.5" />
        {texts.documentsAwaitingReview(row.documentsAwaitingReview)}
      </Badge>,
    );
  }
  if (row.unreadClientActivity > 0) {
    badges.push(
      <Badge key="activity" color="blue">
        <Icon name="bell" className="mr-1 size-3.5" />
        {texts.unreadClientActivity(row.unreadClientActivity)}
      </Badge>,
    );
  }
  if (badges.length === 0) {
    return showNothing ? (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{texts.nothingPending}</span>
      </span>
    ) : null;
  }
  return <div className="flex flex-wrap gap-1.5">{badges}</div>;
}

function CaseLink({ caseNumber }: { caseNumber: string }) {
  return (
    <Link
      to="/casos/$caseNumber"
      params={{ caseNumber }}
      className="rounded-sm font-mono font-semibold text-navy-800 underline decoration-navy-300 underline-offset-4 outline-hidden hover:text-teal-800 hover:decoration-teal-700 focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      {caseNumber}
    </Link>
  );
}

const th = 'px-3 py-2.5 text-left text-sm font-semibold text-slate-700';
const td = 'px-3 py-3 align-middle text-slate-800';

/** The table's columns in order; the agent's only in "Todos los casos". */
function columns(showAgent: boolean): (keyof typeof texts.columns)[] {
  return [
    'caseNumber',
    'client',
    ...(showAgent ? (['agent'] as const) : []),
    'urgency',
    'phase',
    'progress',
    'lastActivity',
    'pending',
  ];
}

/** Wide screens: one row per case. */
function ClientsTable({
  rows,
  caption,
  showAgent,
  now,
}: {
  rows: AgentClient[];
  caption: string;
  showAgent: boolean;
  now: Date;
}) {
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {columns(showAgent).map((key) => (
              <th key={key} scope="col" className={key === 'progress' ? `${th} w-44` : th}>
                {texts.columns[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.caseId} className="hover:bg-slate-50">
              <th scope="row" className={`${td} text-left font-normal whitespace-nowrap`}>
                <CaseLink caseNumber={row.caseNumber} />
              </th>
              <td className={`${td} font-medium`}>{row.clientName}</td>
              {showAgent && <td className={td}>{row.agentName ?? screenTexts.unassignedAgent}</td>}
              <td className={td}>
                <UrgencyBadge level={row.urgencyLevel} />
              </td>
              <td className={td}>{phaseOf(row)}</td>
              <td className={td}>
                <Progress row={row} />
              </td>
              <td className={`${td} text-sm whitespace-nowrap`}>
                <LastActivity value={row.lastActivityAt} now={now} />
              </td>
              <td className={td}>
                <PendingBadges row={row} showNothing />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per case. */
function ClientCards({ rows, showAgent, now }: { rows: AgentClient[]; showAgent: boolean; now: Date }) {
  const c = texts.columns;
  return (
    <ul className="flex flex-col gap-3 lg:hidden">
      {rows.map((row) => (
        <li key={row.caseId}>
          <article className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-0.5">
                <h3 className="text-base font-semibold break-words text-navy-900">{row.clientName}</h3>
                <CaseLink caseNumber={row.caseNumber} />
              </div>
              <UrgencyBadge level={row.urgencyLevel} withName />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {showAgent && (
                <>
                  <dt className="text-slate-600">{c.agent}</dt>
                  <dd className="text-slate-900">{row.agentName ?? screenTexts.unassignedAgent}</dd>
                </>
              )}
              <dt className="text-slate-600">{c.phase}</dt>
              <dd className="text-slate-900">{phaseOf(row)}</dd>
              <dt className="text-slate-600">{c.lastActivity}</dt>
              <dd className="text-slate-900">
                <LastActivity value={row.lastActivityAt} now={now} />
              </dd>
            </dl>
            <Progress row={row} />
            <PendingBadges row={row} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function LoadedList({
  page,
  search,
  onSearch,
  sort,
  onSort,
  onMore,
  loadingMore,
  scope,
  caption,
  now,
}: {
  page: { rows: AgentClient[]; total: number };
  search: string;
  onSearch: (value: string) => void;
  sort: SortKey;
  onSort: (value: SortKey) => void;
  onMore: (() => void) | undefined;
  loadingMore: boolean;
  scope: 'mine' | 'all';
  caption: string;
  now: Date;
}) {
  const { rows, total } = page;
  const showAgent = scope === 'all';
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <TextField
          label={texts.searchLabel}
          type="search"
          placeholder={texts.searchPlaceholder}
          value={search}
          onChange={onSearch}
          autoComplete="off"
        />
        <Select
          label={texts.sortLabel}
          options={sortOptions}
          value={sort}
          onChange={(value) => {
            if (isSortKey(value)) onSort(value);
          }}
          className="sm:w-80"
        />
      </div>
      <p role="status" className="text-sm text-slate-600">
        {texts.shown(rows.length, total)}
      </p>
      {rows.length === 0 ? (
        <ListEmpty
          action={
            <Button variant="secondary" size="sm" onPress={() => onSearch('')}>
              {texts.clearSearch}
            </Button>
          }
        >
          {texts.noMatch}
        </ListEmpty>
      ) : (
        <>
          <ClientsTable rows={rows} caption={caption} showAgent={showAgent} now={now} />
          <ClientCards rows={rows} showAgent={showAgent} now={now} />
          {onMore && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onPress={onMore}
              isPending={loadingMore}
            >
              {texts.showMore}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/**
 * "Mis clientes" of an agent (`scope` mine) or "Todos los casos" of an admin (`scope` all: with each case's
 * agent): search by client name or case number (accents ignored), order, a table on wide screens and cards
 * on a phone; each case number opens the case page. The server searches, orders and pages the list (a firm has
 * far more cases than a screen): a page at a time, 'Mostrar más casos' for the next. Loading, empty, no match
 * and a failure with 'Reintentar'.
 */
export function AgentClientsSection({ userId, scope }: { userId: string; scope: 'mine' | 'all' }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('lastActivity');
  const [limit, setLimit] = useState(LIST_PAGE);
  const q = useDebounced(searchable(search));
  const query = useAgentClientsPage(userId, { q, sort: serverSorts[sort], limit });
  const now = useNow();
  const headingId = useId();
  const title = scope === 'mine' ? texts.mineTitle : texts.allTitle;
  const page = query.data;
  // Nothing at all is the empty list; nothing for a search is "no match" (with the search box to change it).
  const state = { ...query, data: page && (page.rows.length === 0 && q === '' ? [] : [page]) };
  const more =
    page && page.rows.length < page.total && limit < LIST_PAGE_MAX
      ? () => setLimit((n) => Math.min(n + LIST_PAGE, LIST_PAGE_MAX))
      : undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-navy-900">
          <Icon name="briefcase" className="size-5 text-teal-700" />
          {title}
        </h2>
        <p className="text-slate-600">{scope === 'mine' ? texts.mineIntro : texts.allIntro}</p>
      </div>
      <ListQuery
        query={state}
        loading={texts.loading}
        loadFailed={texts.loadFailed}
        empty={scope === 'mine' ? texts.mineEmpty : texts.allEmpty}
      >
        {([shown]) => (
          <LoadedList
            page={shown ?? { rows: [], total: 0 }}
            search={search}
            onSearch={(value) => {
              setSearch(value);
              setLimit(LIST_PAGE);
            }}
            sort={sort}
            onSort={(value) => {
              setSort(value);
              setLimit(LIST_PAGE);
            }}
            onMore={more}
            loadingMore={query.isPlaceholderData}
            scope={scope}
            caption={title}
            now={now}
          />
        )}
      </ListQuery>
    </section>
  );
}
