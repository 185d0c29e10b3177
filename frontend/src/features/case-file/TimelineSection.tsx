import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CaseFile,
  caseMilestoneSchema,
  caseValidation,
  newestCaseEventsFirst,
  timelineTypeLabel,
} from '@portal/contracts';
import { staffCaseTexts } from '@portal/copy';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOn } from '../../lib/field-errors';
import { formatDateTime, todayIso } from '../../lib/format';
import { useMayCall } from '../../session/permissions';
import { Badge, type BadgeColor, Card, FormDateInput, FormTextArea, FormTextField } from '../../ui';
import { useAddCaseMilestone } from './api/add-case-milestone';
import { CaseForm, useCaseAdd } from './case-form';

const t = staffCaseTexts.timeline;
type MilestoneInput = z.input<typeof caseMilestoneSchema>;
type Milestone = z.output<typeof caseMilestoneSchema>;

const typeColors: Record<string, BadgeColor> = { completed: 'green', current: 'blue', milestone: 'teal' };

/** The case's history (phase changes appear by themselves) and the form that records a milestone. */
export function TimelineSection({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const entries = useMemo(() => newestCaseEventsFirst(data.timeline), [data.timeline]);
  const canAdd = useMayCall('addCaseMilestone');
  return (
    <Card title={t.title} icon="clock" headingId="case-timeline">
      <p className="mb-4 text-sm text-slate-600">{t.intro}</p>
      {entries.length === 0 ? (
        <p className="text-slate-700">{t.empty}</p>
      ) : (
        <ol aria-label={t.title} className="flex flex-col border-l-2 border-slate-200 pl-4">
          {entries.map((entry) => (
            <li key={entry.id} className="relative flex flex-col gap-1 pb-5 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-teal-600 ring-4 ring-white"
              />
              <div className="flex flex-wrap items-center gap-2">
                <Badge color={typeColors[entry.type] ?? 'grey'}>{timelineTypeLabel(entry.type)}</Badge>
                <span className="text-sm text-slate-600">{formatDateTime(entry.date)}</span>
              </div>
              <h3 className="font-semibold text-navy-900">{entry.event}</h3>
              {entry.description && <p className="whitespace-pre-line text-slate-700">{entry.description}</p>}
              <p className="text-sm text-slate-600">
                {t.responsible}: {entry.responsible}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canAdd && <MilestoneForm data={data} caseNumber={caseNumber} />}
    </Card>
  );
}

/** caseMilestoneSchema, plus: the date is not after today (in the person's time zone; the server says so too). */
function milestoneResolver() {
  const { occurredOn } = caseMilestoneSchema.shape;
  return zodResolver(
    caseMilestoneSchema.extend({
      occurredOn: occurredOn.refine((date) => date <= todayIso(), caseValidation.milestoneDateFuture),
    }),
  );
}

const emptyMilestone = (): MilestoneInput => ({ title: '', description: '', occurredOn: todayIso() });

function MilestoneForm({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const resolver = useMemo(milestoneResolver, []);
  const form = useForm<MilestoneInput, unknown, Milestone>({ resolver, defaultValues: emptyMilestone() });
  const add = useAddCaseMilestone(caseNumber);
  const send = useCaseAdd(add, data.caseId);

  const onSubmit = form.handleSubmit((body) =>
    send(body, {
      onAdded: () => form.reset(emptyMilestone()),
      added: staffCaseTexts.toasts.milestoneAdded,
      failure: staffCaseTexts.toasts.writeFailure,
      placeFieldErrors: fieldErrorsOn(form, ['title', 'description', 'occurredOn']),
    }),
  );

  return (
    <CaseForm
      onSubmit={onSubmit}
      title={t.addTitle}
      isPending={add.isPending}
      submitLabel={t.add}
      pendingLabel={t.adding}
    >
      <FormTextField
        control={form.control}
        name="title"
        label={t.titleLabel}
        isRequired
        isDisabled={add.isPending}
      />
      <FormTextArea
        control={form.control}
        name="description"
        label={t.descriptionLabel}
        rows={3}
        isDisabled={add.isPending}
      />
      <FormDateInput
        control={form.control}
        name="occurredOn"
        label={t.dateLabel}
        description={t.dateHint}
        max={todayIso()}
        isRequired
        isDisabled={add.isPending}
      />
    </CaseForm>
  );
}
