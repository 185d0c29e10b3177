import { adminPanelTexts as t } from '@portal/copy';
import { useAdminStats } from '../../../api/get-admin-stats';
import { formatAmount } from '../../../lib/format';

/**
 * The four figures of a panel (projected, never computed here): users, active clients, agents, recovered. The
 * recovered card is the pesos' sum (amounts in other currencies are never added to it; the charts show them).
 */
export function StatCards({ variant }: { variant: 'complete' | 'executive' }) {
  const stats = useAdminStats();
  const s = stats.data;
  const cards = [
    { label: t.cards.totalUsers, value: s ? s.totalUsers.toLocaleString('es-MX') : null },
    { label: t.cards.activeClients, value: s ? s.activeClients.toLocaleString('es-MX') : null },
    {
      label: variant === 'executive' ? t.cards.specialisedAgents : t.cards.agents,
      value: s ? s.totalAgents.toLocaleString('es-MX') : null,
    },
    {
      label: variant === 'executive' ? t.cards.recoveredCapital : t.cards.totalRecovered,
      value: s ? formatAmount(s.totalRecovered, 'MXN') : null,
      note: t.cards.pesosOnly,
    },
  ];
  return (
    <ul aria-label={t.completeTitle} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-600">{card.label}</p>
          {card.value === null ? (
            <div aria-hidden className="mt-2 h-8 w-24 animate-pulse rounded bg-slate-200" />
          ) : (
            <p className="mt-1 break-words text-2xl font-bold text-navy-900 tabular-nums">{card.value}</p>
          )}
          {card.note && <p className="mt-1 text-xs text-slate-500">{card.note}</p>}
        </li>
      ))}
    </ul>
  );
}

/** What a panel shows while its first figures load (staff-admin.md §2.2, §2.3: a skeleton). */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="h-24 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}
