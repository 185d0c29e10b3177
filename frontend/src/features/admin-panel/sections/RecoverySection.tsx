import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminToasts,
  type RecoveryPriority,
  type RecoveryProcessRow,
  type RecoveryStatus,
  recoveryPriorities,
  recoveryPriorityLabels,
  recoveryStatuses,
  recoveryStatusLabels,
  recoveryUpdateSchema,
  subtractDecimal,
} from '@portal/contracts';
import { adminPanelTexts as t } from '@portal/copy';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { firstRecoveryPage, useRecoveryProcesses } from '../../../api/get-recovery-processes';
import { formatAmount, formatDate } from '../../../lib/format';
import {
  Badge,
  Button,
  Dialog,
  FormDateInput,
  FormSelect,
  FormTextField,
  optionsOf,
  ProgressBar,
  showToast,
} from '../../../ui';
import { useUpdateRecovery } from '../api/update-recovery-process';
import { Fact, factsClass, failWith } from '../panel-form';
import { PagedList, usePaging } from '../panel-list';

const statusColor: Record<RecoveryStatus, 'grey' | 'blue' | 'green' | 'red'> = {
  pending: 'grey',
  in_progress: 'blue',
  completed: 'green',
  cancelled: 'red',
};
const priorityColor: Record<RecoveryPriority, 'green' | 'yellow' | 'orange' | 'red'> = {
  low: 'green',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};

/** The recovery processes (staff-admin.md §2.3): figures, status, priority; inline edit; real details. */
export function RecoverySection({ query }: { query: string }) {
  const paging = usePaging(query, firstRecoveryPage.sort);
  const processes = useRecoveryProcesses(paging.page);
  return (
    <PagedList
      query={processes}
      paging={paging}
      label={t.tabs.recovery}
      sorts={t.list.sorts.recovery}
      loading={t.recovery.loading}
      loadFailed={t.recovery.failed}
      empty={t.recovery.empty}
    >
      {(list) => (
        <ul aria-label={t.tabs.recovery} className="grid gap-3 lg:grid-cols-2">
          {list.map((process) => (
            <RecoveryCard key={process.id} process={process} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function RecoveryCard({ process: p }: { process: RecoveryProcessRow }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'details'>('view');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono font-semibold text-navy-900">{p.caseNumber}</p>
          <p className="break-words text-sm text-slate-700">{p.client.user.fullName}</p>
          <p className="text-sm text-slate-600">
            {t.recovery.agent}: {p.assignedAgent ?? t.unassigned}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge color={statusColor[p.status]}>{recoveryStatusLabels[p.status]}</Badge>
          <Badge color={priorityColor[p.priority]}>{recoveryPriorityLabels[p.priority]}</Badge>
        </div>
      </div>
      {mode === 'edit' ? (
        <RecoveryEditForm process={p} onDone={() => setMode('view')} />
      ) : (
        <>
          <dl className={factsClass}>
            <Fact label={t.recovery.original}>{formatAmount(p.originalAmount, p.currency)}</Fact>
            <Fact label={t.recovery.recovered}>{formatAmount(p.recoveredAmount, p.currency)}</Fact>
            <Fact label={t.recovery.pending}>{formatAmount(p.pendingAmount, p.currency)}</Fact>
            <Fact label={t.recovery.estimated}>
              {formatDate(p.estimatedCompletion, t.recovery.notEstimated)}
            </Fact>
          </dl>
          <ProgressBar
            value={p.recoveryRate}
            label={`${t.recovery.rate}: ${p.recoveryRate.toLocaleString('es-MX')} %`}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t.recovery.editNamed(p.caseNumber)}
              onPress={() => setMode('edit')}
            >
              {t.edit}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t.recovery.detailsNamed(p.caseNumber)}
              onPress={() => setMode('details')}
            >
              {t.recovery.details}
            </Button>
          </div>
        </>
      )}
      {mode === 'details' && <RecoveryDetails process={p} onClose={() => setMode('view')} />}
    </li>
  );
}

type EditInput = z.input<typeof recoveryUpdateSchema>;

/**
 * The recovery edit form (staff-admin.md §3) inline, with If-Match: the pending amount follows the original and
 * the recovered (it stays editable); the server refuses figures that do not add up, and a status the phases say
 * otherwise.
 */
function RecoveryEditForm({ process: p, onDone }: { process: RecoveryProcessRow; onDone: () => void }) {
  const update = useUpdateRecovery();
  const form = useForm<EditInput, unknown, z.output<typeof recoveryUpdateSchema>>({
    resolver: zodResolver(recoveryUpdateSchema),
    defaultValues: {
      originalAmount: p.originalAmount,
      recoveredAmount: p.recoveredAmount,
      pendingAmount: p.pendingAmount,
      status: p.status,
      priority: p.priority,
      estimatedCompletion: p.estimatedCompletion ?? '',
    },
  });
  const [original, recovered] = form.watch(['originalAmount', 'recoveredAmount']);
  useEffect(() => {
    if (/^\d+(\.\d{1,2})?$/.test(String(original)) && /^\d+(\.\d{1,2})?$/.test(String(recovered)))
      form.setValue('pendingAmount', subtractDecimal(String(original), String(recovered)));
  }, [original, recovered, form]);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: p.id, revision: p.revision, body });
      showToast({ ...adminToasts.recoveryUpdated, tone: 'success' });
      onDone();
    } catch (error) {
      failWith(
        form,
        ['originalAmount', 'recoveredAmount', 'pendingAmount', 'status', 'priority', 'estimatedCompletion'],
        adminToasts.recoveryUpdateFailure,
      )(error);
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
      aria-label={t.recovery.editNamed(p.caseNumber)}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormTextField
          control={form.control}
          name="originalAmount"
          label={`${t.recovery.original} (${p.currency})`}
          inputMode="decimal"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="recoveredAmount"
          label={`${t.recovery.recovered} (${p.currency})`}
          inputMode="decimal"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="pendingAmount"
          label={`${t.recovery.pending} (${p.currency})`}
          inputMode="decimal"
          description={t.recovery.pendingHelp}
          isRequired
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormSelect
          control={form.control}
          name="status"
          label={t.recovery.status}
          options={optionsOf(recoveryStatuses, recoveryStatusLabels)}
          description={t.recovery.statusHelp}
        />
        <FormSelect
          control={form.control}
          name="priority"
          label={t.recovery.priority}
          options={optionsOf(recoveryPriorities, recoveryPriorityLabels)}
        />
        <FormDateInput control={form.control} name="estimatedCompletion" label={t.recovery.estimated} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isPending={update.isPending} pendingLabel={t.saving}>
          {t.save}
        </Button>
        <Button variant="ghost" size="sm" onPress={onDone} isDisabled={update.isPending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The process as it is: every figure of the row, from the case's own records. */
function RecoveryDetails({ process: p, onClose }: { process: RecoveryProcessRow; onClose: () => void }) {
  return (
    <Dialog title={t.recovery.detailsTitle(p.caseNumber)} isOpen onOpenChange={(open) => !open && onClose()}>
      <dl className={factsClass}>
        <Fact label={t.recovery.client}>{p.client.user.fullName}</Fact>
        <Fact label={t.users.email}>{p.client.user.email}</Fact>
        <Fact label={t.recovery.agent}>{p.assignedAgent ?? t.unassigned}</Fact>
        <Fact label={t.recovery.status}>{recoveryStatusLabels[p.status]}</Fact>
        <Fact label={t.recovery.priority}>{recoveryPriorityLabels[p.priority]}</Fact>
        <Fact label={t.recovery.original}>{formatAmount(p.originalAmount, p.currency)}</Fact>
        <Fact label={t.recovery.recovered}>{formatAmount(p.recoveredAmount, p.currency)}</Fact>
        <Fact label={t.recovery.pending}>{formatAmount(p.pendingAmount, p.currency)}</Fact>
        <Fact label={t.recovery.rate}>{`${p.recoveryRate.toLocaleString('es-MX')} %`}</Fact>
        <Fact label={t.recovery.estimated}>{formatDate(p.estimatedCompletion, t.recovery.notEstimated)}</Fact>
      </dl>
    </Dialog>
  );
}
