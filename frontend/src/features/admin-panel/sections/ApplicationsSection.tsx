import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AgentApplicationRow,
  adminToasts,
  agentApplicationRejectionSchema,
  agentApplicationStatusLabels,
} from '@portal/contracts';
import { adminPanelTexts as t } from '@portal/copy';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showFailureToast } from '../../../components/failure-toast';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Badge, Button, Card, Dialog, FormTextArea, showToast } from '../../../ui';
import { useApproveApplication } from '../api/approve-agent-application';
import { firstApplicationsPage, useAgentApplications } from '../api/get-agent-applications';
import { useRejectApplication } from '../api/reject-agent-application';
import { DialogForm, Fact, factsClass, failWith } from '../panel-form';
import { PagedList, usePaging } from '../panel-list';

const statusColor = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/** The applications to work as an agent: pending first; approve (the account goes live) or reject with a reason. */
export function ApplicationsSection({ query }: { query: string }) {
  const paging = usePaging(query, firstApplicationsPage.sort);
  const applications = useAgentApplications(paging.page);
  return (
    <Card title={t.applications.title} headingId="agent-applications">
      <p className="mb-3 text-sm text-slate-700">{t.applications.intro}</p>
      <PagedList
        query={applications}
        paging={paging}
        label={t.applications.title}
        sorts={t.list.sorts.applications}
        loading={t.applications.loading}
        loadFailed={t.applications.failed}
        empty={t.applications.empty}
      >
        {(list) => (
          <ul aria-label={t.applications.title} className="flex flex-col gap-3">
            {list.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))}
          </ul>
        )}
      </PagedList>
    </Card>
  );
}

function ApplicationRow({ application: a }: { application: AgentApplicationRow }) {
  const decide = useApproveApplication();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const approve = async () => {
    try {
      await decide.mutateAsync(a.id);
      setApproving(false);
      showToast({ ...adminToasts.applicationApproved, tone: 'success' });
    } catch (error) {
      setApproving(false);
      showFailureToast(error, adminToasts.applicationFailure);
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-navy-900">{a.fullName}</p>
          <p className="break-all text-sm text-slate-600">
            @{a.username} · {a.email} · {a.phone}
          </p>
        </div>
        <Badge color={statusColor[a.status]}>{agentApplicationStatusLabels[a.status]}</Badge>
      </div>
      <dl className={factsClass}>
        <Fact label={t.applications.submitted}>{formatDateTime(a.submittedAt)}</Fact>
        <Fact label={t.agents.licence}>{a.licenseNumber}</Fact>
        <Fact label={t.agents.specialization}>{a.specialization}</Fact>
        <Fact label={t.applications.experience}>{a.experience}</Fact>
        <Fact label={t.applications.certifications}>{a.certifications}</Fact>
        <Fact label={t.applications.languages}>{a.languages}</Fact>
        <Fact label={t.applications.office}>{a.officeLocation}</Fact>
        {a.reason && <Fact label={t.applications.reason}>{a.reason}</Fact>}
      </dl>
      {a.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            aria-label={t.applications.approveNamed(a.fullName)}
            onPress={() => setApproving(true)}
            isDisabled={decide.isPending}
          >
            {t.applications.approve}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t.applications.rejectNamed(a.fullName)}
            onPress={() => setRejecting(true)}
            isDisabled={decide.isPending}
          >
            {t.applications.reject}
          </Button>
        </div>
      ) : (
        a.decidedAt && (
          <p className="text-sm text-slate-600">{t.applications.decided(formatDate(a.decidedAt))}</p>
        )
      )}
      {rejecting && <RejectDialog application={a} onClose={() => setRejecting(false)} />}
      <Dialog
        title={t.applications.approveTitle(a.fullName)}
        role="alertdialog"
        isOpen={approving}
        onOpenChange={(open) => {
          if (!decide.isPending) setApproving(open);
        }}
        isDismissable={!decide.isPending}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={decide.isPending}>
              {t.cancel}
            </Button>
            <Button
              onPress={() => void approve()}
              isPending={decide.isPending}
              pendingLabel={t.applications.approving}
            >
              {t.applications.approveConfirm}
            </Button>
          </>
        )}
      >
        <p>{t.applications.approveBody(a.fullName)}</p>
      </Dialog>
    </li>
  );
}

function RejectDialog({ application, onClose }: { application: AgentApplicationRow; onClose: () => void }) {
  const decide = useRejectApplication();
  const form = useForm({
    resolver: zodResolver(agentApplicationRejectionSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await decide.mutateAsync({ id: application.id, reason });
      showToast({ ...adminToasts.applicationRejected, tone: 'success' });
      onClose();
    } catch (error) {
      failWith(form, ['reason'], adminToasts.applicationFailure)(error);
    }
  });
  return (
    <DialogForm
      title={t.applications.rejectTitle(application.fullName)}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSubmit={onSubmit}
      isPending={decide.isPending}
      submitLabel={t.applications.reject}
    >
      <FormTextArea
        control={form.control}
        name="reason"
        label={t.applications.reason}
        description={t.applications.reasonHelp}
        isRequired
      />
    </DialogForm>
  );
}
