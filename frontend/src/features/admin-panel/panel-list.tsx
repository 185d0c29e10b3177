import { adminPanelTexts as t } from '@portal/copy';
import { type ReactNode, useRef, useState } from 'react';
import { type ListPage, PANEL_PAGE, type Paged } from '../../api/list-page';
import { ListEmpty, ListQuery } from '../../components/ListStates';
import { Button, Icon, Select } from '../../ui';

/** A list's order and page for the search `q`: another search or order starts again at the first page. */
export function usePaging(q: string, defaultSort: string, limit = PANEL_PAGE) {
  const [state, setState] = useState({ q, sort: defaultSort, offset: 0 });
  const offset = state.q === q ? state.offset : 0;
  const page: ListPage = { q, sort: state.sort, offset, limit };
  return {
    page,
    setSort: (sort: string) => setState({ q, sort, offset: 0 }),
    setOffset: (next: number) => setState({ q, sort: state.sort, offset: Math.max(0, next) }),
  };
}
export type Paging = ReturnType<typeof usePaging>;

/** What `PagedList` reads of the page's query. */
interface PageQuery<R> {
  data: Paged<R[]> | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A list of a panel that the server searches, orders and pages: the order (`sorts`: the server's names and their
 * labels, the first the default), which rows of how many are shown, the rows (`children`), and 'Anterior' /
 * 'Siguiente'. Loading, empty, nothing matching the search, and a failure with 'Reintentar'; while another page
 * comes, the rows on screen stay (dimmed).
 */
export function PagedList<R>({
  query,
  paging,
  label,
  sorts,
  count,
  loading,
  loadFailed,
  empty,
  children,
}: {
  query: PageQuery<R>;
  paging: Paging;
  label: string;
  sorts: Readonly<Record<string, string>>;
  /** How the total reads ('64 usuarios'), when the list says it with its noun. */
  count?: (total: number) => string;
  loading: string;
  loadFailed: string;
  empty: string;
  children: (rows: R[], total: number) => ReactNode;
}) {
  const { page } = paging;
  const shown = query.data;
  // Nothing at all is the empty list; nothing for a search (or past the end) is said with the controls.
  const nothing = shown && shown.rows.length === 0 && page.q === '' && page.offset === 0;
  const state = { ...query, data: shown && (nothing ? [] : [shown]) };
  const rangeRef = useRef<HTMLParagraphElement>(null);
  const go = (offset: number) => {
    paging.setOffset(offset);
    // The new page is read from its top: the range line takes the focus (and brings the list into view).
    rangeRef.current?.focus();
  };
  return (
    <ListQuery query={state} loading={loading} loadFailed={loadFailed} empty={empty}>
      {([current]) => {
        const { rows, total } = current ?? { rows: [], total: 0 };
        const from = page.offset + 1;
        const to = page.offset + rows.length;
        const busy = query.isPlaceholderData;
        return (
          <div className="flex flex-col gap-3" aria-busy={busy}>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-end sm:justify-between">
              <p
                ref={rangeRef}
                tabIndex={-1}
                role="status"
                className="text-sm text-slate-600 outline-hidden focus-visible:underline"
              >
                {rows.length > 0 ? t.list.range(from, to, count ? count(total) : total) : ''}
              </p>
              {Object.keys(sorts).length > 1 && (
                <Select
                  label={t.list.sortLabel}
                  options={Object.entries(sorts).map(([value, text]) => ({ value, label: text }))}
                  value={page.sort}
                  onChange={paging.setSort}
                  className="sm:w-80"
                />
              )}
            </div>
            {rows.length === 0 ? (
              <ListEmpty>{page.q ? t.list.noMatch(page.q) : empty}</ListEmpty>
            ) : (
              <div className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
                {children(rows, total)}
              </div>
            )}
            {(page.offset > 0 || to < total) && (
              <nav aria-label={t.list.pagesOf(label)} className="flex flex-wrap items-center gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={page.offset === 0 || busy}
                  onPress={() => go(page.offset - page.limit)}
                >
                  <Icon name="arrowLeft" className="size-4" /> {t.list.previous}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={to >= total || busy}
                  onPress={() => go(page.offset + page.limit)}
                >
                  {t.list.next} <Icon name="arrowRight" className="size-4" />
                </Button>
              </nav>
            )}
          </div>
        );
      }}
    </ListQuery>
  );
}
