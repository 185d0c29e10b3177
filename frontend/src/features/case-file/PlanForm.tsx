import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CaseFile,
  casePlanSchema,
  casePriorities,
  casePriorityLabel,
  caseValidation,
} from '@portal/contracts';
import { staffCaseTexts } from '@portal/copy';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOn } from '../../lib/field-errors';
import { formatDate, todayIso } from '../../lib/format';
import { useMayCall } from '../../session/permissions';
import { Card, FormDateInput, FormSelect, showToast } from '../../ui';
import { useUpdateCasePlan } from './api/update-case-plan';
import { CaseForm } from './case-form';
import { useWriteFailure } from './write-failure';

const t = staffCaseTexts.plan;

type PlanInput = z.input<typeof casePlanSchema>;
type PlanOutput = z.output<typeof casePlanSchema>;

const priorityOptions = casePriorities.map((value) => ({ value, label: casePriorityLabel(value) }));

/**
 * casePlanSchema, plus: an estimate other than the saved one (`saved`, '' for none) is not before today (in the
 * person's time zone). The server checks a changed date only, so an overdue case keeps its date while its
 * priority changes.
 */
function planResolver(saved: string) {
  const { estimatedCompletion } = casePlanSchema.shape;
  return zodResolver(
    casePlanSchema.extend({
      estimatedCompletion: estimatedCompletion.refine(
        (date) => date === null || date === saved || date >= todayIso(),
        caseValidation.estimatedCompletionPast,
      ),
    }),
  );
}

/** The form's values: no estimate is ''. */
function valuesOf(data: CaseFile): PlanInput {
  const date = data.estimatedCompletion ?? '';
  return {
    priority: data.priority,
    estimatedCompletion: /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : '',
  };
}

/**
 * Priority and estimated completion of the case (PUT /plan with If-Match). When the case is read again (after a
 * save, or 'Recargar' after a conflict), the fields the person did not touch take the new values; what they
 * typed stays.
 */
export function PlanForm({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const canWrite = useMayCall('updateCasePlan');
  return canWrite ? <PlanEditor data={data} caseNumber={caseNumber} /> : <PlanFacts data={data} />;
}

/** The plan for a role that reads it only. */
function PlanFacts({ data }: { data: CaseFile }) {
  return (
    <Card title={t.title} icon="calendar" headingId="case-plan">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t.priority}</dt>
          <dd className="font-semibold text-slate-900">{casePriorityLabel(data.priority)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t.estimatedCompletion}</dt>
          <dd className="font-semibold text-slate-900">
            {formatDate(data.estimatedCompletion, t.noEstimate)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function PlanEditor({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const values = useMemo(() => valuesOf(data), [data]);
  const saved = values.estimatedCompletion ?? '';
  const resolver = useMemo(() => planResolver(saved), [saved]);
  const form = useForm<PlanInput, unknown, PlanOutput>({
    resolver,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const update = useUpdateCasePlan(caseNumber);
  const failed = useWriteFailure();
  const today = todayIso();
  // The date picker offers today onwards, and the saved date when it is already past.
  const min = saved !== '' && saved < today ? saved : today;

  const onSubmit = form.handleSubmit(async (body) => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ caseId: data.caseId, revision: data.revision, body });
      form.reset(form.getValues());
      showToast({ ...staffCaseTexts.toasts.planSaved, tone: 'success' });
    } catch (error) {
      failed(
        error,
        staffCaseTexts.toasts.writeFailure,
        fieldErrorsOn(form, ['priority', 'estimatedCompletion']),
      );
    }
  });

  return (
    <Card title={t.title} icon="calendar" headingId="case-plan">
      <CaseForm onSubmit={onSubmit} isPending={update.isPending} submitLabel={t.save} pendingLabel={t.saving}>
        <FormSelect
          control={form.control}
          name="priority"
          label={t.priority}
          options={priorityOptions}
          isRequired
          isDisabled={update.isPending}
        />
        <FormDateInput
          control={form.control}
          name="estimatedCompletion"
          label={t.estimatedCompletion}
          description={t.estimatedHint}
          min={min}
          isDisabled={update.isPending}
        />
      </CaseForm>
    </Card>
  );
}
