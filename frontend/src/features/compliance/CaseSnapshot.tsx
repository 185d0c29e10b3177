import { type CaseFile, caseSnapshotFacts, caseHistoryTexts as t } from '@portal/contracts';
import { formatAmount } from '../../lib/format';
import { cx } from '../../ui';

/** The facts of a case compliance compares across time, amounts as the screens write them. */
const factsOf = (file: CaseFile) => caseSnapshotFacts(file, formatAmount);

/** The case then beside the case now: each fact in both, the ones that differ marked. */
export function CaseSnapshot({
  then,
  now,
  thenTitle,
}: {
  then: CaseFile | null;
  now: CaseFile | undefined;
  thenTitle: string;
}) {
  const nowFacts = now ? factsOf(now) : [];
  const thenFacts = then ? new Map(factsOf(then)) : new Map<string, string>();
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{thenTitle}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left">
          <th scope="col" className="py-2 pr-3 font-semibold text-slate-600">
            {t.moment}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold text-navy-900">
            {thenTitle}
          </th>
          <th scope="col" className="py-2 font-semibold text-navy-900">
            {t.now}
          </th>
        </tr>
      </thead>
      <tbody>
        {nowFacts.map(([label, value]) => {
          const before = thenFacts.get(label);
          const changed = then !== null && before !== value;
          return (
            <tr key={label} className={cx('border-b border-slate-100', changed && 'bg-amber-50')}>
              <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-600">
                {label}
              </th>
              <td className={cx('py-1.5 pr-3 wrap-anywhere', changed && 'font-semibold text-amber-900')}>
                {before ?? '—'}
              </td>
              <td className="py-1.5 wrap-anywhere">{value}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
