import { caseHistoryTexts as t } from '@portal/contracts';
import { searchMatches } from '@portal/contracts/search';
import { useState } from 'react';
import { firstAgentClientsPage, useAgentClientsPage } from '../../api/get-agent-clients';
import { ListError } from '../../components/ListStates';
import { inputClass } from './styles';

/** The case to read: a search over the cases this person may read, and a list of those that match. */
export function CasePicker({
  userId,
  value,
  onPick,
}: {
  userId: string;
  value: string | undefined;
  onPick: (caseId: string) => void;
}) {
  const [search, setSearch] = useState('');
  // The cases this person may read that match the search: every case for administration and compliance,
  // searched and paged by the server, the most recent activity first.
  const cases = useAgentClientsPage(userId, { ...firstAgentClientsPage, q: search.trim() });
  const rows = (cases.data?.rows ?? []).filter((c) =>
    searchMatches(`${c.caseNumber} ${c.clientName}`, search),
  );
  return (
    <div className="flex flex-col gap-2 print:hidden">
      <label htmlFor="case-search" className="text-sm font-semibold text-slate-800">
        {t.search}
      </label>
      <input
        id="case-search"
        type="search"
        className={inputClass}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {cases.isError && <ListError title={t.casesFailed} error={cases.error} onRetry={cases.refetch} />}
      <label htmlFor="case-pick" className="text-sm font-semibold text-slate-800">
        {t.pickCase}
      </label>
      <select
        id="case-pick"
        className={inputClass}
        value={value ?? ''}
        onChange={(e) => e.target.value && onPick(e.target.value)}
      >
        <option value="">
          {cases.isPending ? t.loading : rows.length === 0 ? t.noCases : t.pickPlaceholder}
        </option>
        {rows.map((c) => (
          <option key={c.caseId} value={c.caseId}>
            {c.caseNumber} · {c.clientName}
          </option>
        ))}
      </select>
    </div>
  );
}
