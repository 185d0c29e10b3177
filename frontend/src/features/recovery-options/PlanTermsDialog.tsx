import { optionsTexts, type PlanTerms } from '@portal/contracts';
import { useState } from 'react';
import { Button, Dialog, Icon } from '../../ui';

const t = optionsTexts.terms;

/**
 * The terms of the plan the client is about to confirm: the fee, the time frame and the documents, as
 * the firm configures them, and a box the client ticks to accept them (never ticked beforehand). The confirm
 * button works only once it is ticked. New terms (the firm changed them meanwhile) untick it.
 */
export function PlanTermsDialog({
  plan,
  isOpen,
  onOpenChange,
  onAccept,
  isPending,
}: {
  plan: PlanTerms;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onAccept: (plan: PlanTerms) => void;
  isPending: boolean;
}) {
  return (
    <Dialog title={t.title(plan.title)} isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      {/* Keyed by the terms: a new version of them starts unaccepted. */}
      <TermsBody
        key={JSON.stringify([plan.key, plan.feePercent, plan.timeframe, plan.documents])}
        plan={plan}
        onAccept={onAccept}
        onCancel={() => onOpenChange(false)}
        isPending={isPending}
      />
    </Dialog>
  );
}

function TermsBody({
  plan,
  onAccept,
  onCancel,
  isPending,
}: {
  plan: PlanTerms;
  onAccept: (plan: PlanTerms) => void;
  onCancel: () => void;
  isPending: boolean;
}) {
  const [accepted, setAccepted] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <p>{t.intro}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-navy-900">{t.fee}</dt>
        <dd>{optionsTexts.fee(plan.feePercent)}</dd>
        <dt className="font-semibold text-navy-900">{t.timeframe}</dt>
        <dd>{plan.timeframe}</dd>
        <dt className="font-semibold text-navy-900">{t.documents}</dt>
        <dd>
          <ul className="flex flex-col gap-1">
            {plan.documents.map((d) => (
              <li key={d} className="flex gap-2">
                <Icon name="document" className="mt-0.5 size-4 shrink-0 text-navy-700" /> {d}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 font-semibold text-navy-900">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-teal-700"
        />
        {t.accept(plan.title)}
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onCancel}>
          {t.cancel}
        </Button>
        <Button
          variant="accent"
          isDisabled={!accepted}
          isPending={isPending}
          pendingLabel={optionsTexts.confirming}
          onPress={() => onAccept(plan)}
        >
          {t.confirm}
        </Button>
      </div>
    </div>
  );
}
