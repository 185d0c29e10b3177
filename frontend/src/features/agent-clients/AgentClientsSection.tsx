import { type AgentClient, LIST_PAGE, LIST_PAGE_MAX } from '@portal/contracts';
import { agentClientsTexts as texts } from '@portal/copy';
import { useEffect, useId, useState } from 'react';
import { useAgentClientsPage } from '../../api/get-agent-clients';
import { ListEmpty, ListQuery } from '../../components/ListStates';
import { useDebounced } from '../../lib/use-debounced';
import { Button, Icon, Select, type SelectOption, TextField } from '../../ui';
import { ClientCards, ClientsTable } from './ClientRows';
import { isSortKey, type SortKey, searchable, serverSorts, sortKeys } from './list';

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
