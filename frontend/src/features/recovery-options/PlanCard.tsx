import { type Outcomes, type PlanTerms, optionsTexts as t } from '@portal/contracts';
import { Badge, cx, Icon } from '../../ui';

/** One plan as a radio choice: its fee, time frame, description, what it includes and its computed result. */
export function PlanCard({
  plan,
  outcome,
  selected,
  onSelect,
}: {
  plan: PlanTerms;
  outcome: Outcomes['overall'] | undefined;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <label
      className={cx(
        'relative flex cursor-pointer flex-col gap-3 rounded-2xl border-2 bg-white p-5 shadow-sm transition-colors',
        selected ? 'border-teal-600 ring-2 ring-teal-600/20' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name="plan"
        value={plan.key}
        checked={selected}
        onChange={onSelect}
        className="absolute top-5 right-5 size-5 accent-teal-700"
      />
      <div className="flex flex-wrap items-center gap-2 pr-8">
        <span className="text-lg font-bold text-navy-900">{plan.title}</span>
        {plan.recommended && <Badge color="teal">{t.recommended}</Badge>}
        {selected && <Badge color="green">{t.selected}</Badge>}
      </div>
      <p className="text-3xl font-bold text-navy-900">{plan.feePercent}%</p>
      <p className="text-sm text-slate-600">{plan.costText}</p>
      <p className="flex items-center gap-2 text-slate-700">
        <Icon name="clock" className="size-4" /> {t.timeframe}: {plan.timeframe}
      </p>
      <p className="text-slate-700">{plan.description}</p>
      <div>
        <p className="text-sm font-semibold text-navy-900">{t.features}</p>
        <ul className="mt-1 flex flex-col gap-1">
          {plan.features.map((f) => (
            <li key={f} className="flex gap-2 text-sm text-slate-700">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-teal-700" /> {f}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-slate-600">
        {outcome
          ? t.successRate(outcome.recoveredShare.toLocaleString('es-MX'), outcome.closedCases)
          : t.noSuccessRate}
      </p>
    </label>
  );
}
