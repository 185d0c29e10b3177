import { type AdminStats, fraudTypeLabels, recoveryPhaseKeys, recoveryPhaseLabels } from '@portal/contracts';
import { adminPanelTexts as t } from '@portal/copy';
import { useId, useState } from 'react';
import { useAdminStats } from '../../../api/get-admin-stats';
import { formatAmount, formatDate } from '../../../lib/format';
import { Button, Card } from '../../../ui';

const c = t.charts;

interface Series {
  name: string;
  /** A tailwind fill class. */
  fill: string;
}
interface Row {
  label: string;
  values: number[];
  /** What a value reads as in the table and the bar's title (default: the number). */
  format?: (value: number, series: number) => string;
}

const ROW = 26;
const LABEL_W = 190;
const WIDTH = 640;

/**
 * Horizontal bars in SVG (role="img", a title and a summary for screen readers), with 'Ver tabla' showing the
 * same figures as a table. A bar's length is its value against the largest of the chart.
 */
function BarChart({ title, series, rows }: { title: string; series: Series[]; rows: Row[] }) {
  const [table, setTable] = useState(false);
  const id = useId();
  const max = Math.max(1, ...rows.flatMap((r) => r.values));
  const text = (r: Row, v: number, i: number) => (r.format ? r.format(v, i) : v.toLocaleString('es-MX'));
  const groupH = ROW * series.length + 8;
  const height = rows.length * groupH + 4;
  const summary = rows
    .map((r) => `${r.label}: ${r.values.map((v, i) => `${series[i]?.name} ${text(r, v, i)}`).join(', ')}`)
    .join('; ');
  return (
    <Card title={title} level={3} headingId={`${id}-title`}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{c.empty}</p>
      ) : table ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th className="py-1 pr-3 font-medium" />
                {series.map((s) => (
                  <th key={s.name} className="py-1 pr-3 font-medium">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {r.label}
                  </th>
                  {r.values.map((v, i) => (
                    <td key={series[i]?.name} className="py-1 pr-3 tabular-nums">
                      {text(r, v, i)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <svg
          role="img"
          aria-labelledby={`${id}-svg-title ${id}-desc`}
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="h-auto w-full"
        >
          <title id={`${id}-svg-title`}>{title}</title>
          <desc id={`${id}-desc`}>{c.summary(title, summary)}</desc>
          {rows.map((r, ri) => (
            <g key={r.label} transform={`translate(0 ${ri * groupH + 4})`}>
              <text
                x={LABEL_W - 8}
                y={(ROW * series.length) / 2 + 4}
                textAnchor="end"
                className="fill-slate-700 text-[12px]"
              >
                {r.label.length > 28 ? `${r.label.slice(0, 27)}…` : r.label}
              </text>
              {r.values.map((v, i) => {
                const w = Math.max(v > 0 ? 2 : 0, (v / max) * (WIDTH - LABEL_W - 120));
                return (
                  <g key={series[i]?.name} transform={`translate(${LABEL_W} ${i * ROW})`}>
                    <rect width={w} height={ROW - 6} rx={3} className={series[i]?.fill} />
                    <text x={w + 6} y={ROW / 2 + 1} className="fill-slate-800 text-[12px]">
                      {text(r, v, i)}
                    </text>
                  </g>
                );
              })}
            </g>
          ))}
        </svg>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {series.length > 1 && !table ? (
          <ul className="flex flex-wrap gap-3 text-xs text-slate-700">
            {series.map((s) => (
              <li key={s.name} className="flex items-center gap-1">
                <svg aria-hidden width="12" height="12">
                  <rect width="12" height="12" rx="2" className={s.fill} />
                </svg>
                {s.name}
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        {rows.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => setTable(!table)}
            aria-label={`${table ? c.showChart : c.showTable}: ${title}`}
          >
            {table ? c.showChart : c.showTable}
          </Button>
        )}
      </div>
    </Card>
  );
}

type PhaseBucket = AdminStats['casesByPhase'][number]['phaseKey'];
const phaseName = (key: PhaseBucket) => (key === 'completed' ? c.completed : recoveryPhaseLabels[key].name);
const phaseOrder: readonly PhaseBucket[] = [...recoveryPhaseKeys, 'completed'];

function chartsOf(s: AdminStats) {
  return [
    {
      title: c.newCasesByWeek,
      series: [{ name: c.cases, fill: 'fill-teal-600' }],
      rows: s.newCasesByWeek
        .slice(-12)
        .map((w) => ({ label: `${c.week} ${formatDate(w.weekStart)}`, values: [w.count] })),
    },
    {
      title: c.casesByFraudType,
      series: [{ name: c.cases, fill: 'fill-navy-700' }],
      rows: [...s.casesByFraudType]
        .sort((a, b) => b.count - a.count)
        .map((f) => ({
          label: fraudTypeLabels[f.fraudType],
          values: [f.count],
        })),
    },
    {
      title: c.casesByPhase,
      series: [{ name: c.cases, fill: 'fill-blue-600' }],
      rows: [...s.casesByPhase]
        .sort((a, b) => phaseOrder.indexOf(a.phaseKey) - phaseOrder.indexOf(b.phaseKey))
        .map((p) => ({ label: phaseName(p.phaseKey), values: [p.count] })),
    },
    {
      title: c.recoveredByCurrency,
      series: [
        { name: c.recovered, fill: 'fill-green-600' },
        { name: c.pending, fill: 'fill-orange-400' },
      ],
      // Each currency on its own scale: the bars are the share of its original amount, the labels its amounts.
      rows: s.byCurrency.map((x) => {
        const original = Number(x.original) || 1;
        const amounts = [x.recovered, x.pending];
        return {
          label: x.currency,
          values: [(Number(x.recovered) / original) * 100, (Number(x.pending) / original) * 100],
          format: (_v: number, i: number) => formatAmount(amounts[i] ?? '0', x.currency),
        };
      }),
    },
    {
      title: c.clientsPerAgent,
      series: [
        { name: c.clients, fill: 'fill-teal-600' },
        { name: c.capacity, fill: 'fill-slate-300' },
      ],
      rows: s.clientsPerAgent.map((a) => ({ label: a.name, values: [a.clients, a.maxClients] })),
    },
  ];
}

/** The charts of the full panel, from the projected stats (loaded with the panel's own chunk). */
export default function Charts() {
  const stats = useAdminStats();
  if (!stats.data) return null;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {chartsOf(stats.data).map((chart) => (
        <BarChart key={chart.title} {...chart} />
      ))}
    </div>
  );
}
