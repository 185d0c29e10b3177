import { staffToasts, adminPanelTexts as t } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { showFailureToast } from '../../../components/failure-toast';
import { Button, Card, Select, showToast } from '../../../ui';
import { useAdminClients } from '../api/get-admin-clients';
import { useAgents } from '../api/lists';
import { useAssignClient } from '../api/writes';

/**
 * The assignment of the executive panel (staff-admin.md §2.3), with its tab: an unassigned active client, then an
 * available agent with a free seat; assigned at once, the client choice cleared. The server decides under
 * concurrency (one seat, one assignment): a refusal is shown as it comes.
 */
export function AssignmentsSection() {
  const clients = useAdminClients();
  const agents = useAgents();
  const assign = useAssignClient();
  const [clientId, setClientId] = useState('');
  const [agentId, setAgentId] = useState('');
  const [errors, setErrors] = useState<{ client?: string; agent?: string }>({});
  const unassigned = (clients.data ?? []).filter(
    (c) => c.assignedAgentId === null && c.status !== 'suspended',
  );
  const open = (agents.data ?? []).filter(
    (a) => a.availability === 'available' && a.clientCount < a.maxClients,
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(clientId ? {} : { client: t.assignments.clientRequired }),
      ...(agentId ? {} : { agent: t.assignments.agentRequired }),
    };
    setErrors(missing);
    if (!clientId || !agentId) return;
    try {
      await assign.mutateAsync({ clientId, agentId });
      showToast({ ...staffToasts.clientAssigned, tone: 'success' });
      setClientId('');
    } catch (error) {
      showFailureToast(error, { title: staffToasts.assignmentFailure.title, description: '' });
    }
  };
  return (
    <Card title={t.assignments.title} headingId="assignments">
      <p className="mb-4 text-sm text-slate-700">{t.assignments.intro}</p>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-4"
        aria-label={t.assignments.title}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Select
            label={t.assignments.client}
            placeholder={t.assignments.clientPlaceholder}
            options={unassigned.map((c) => ({
              value: c.id,
              label: `${c.user.fullName} · ${c.accountNumber}`,
            }))}
            value={clientId}
            onChange={setClientId}
            errorMessage={errors.client}
            description={
              clients.isSuccess && unassigned.length === 0 ? t.assignments.noUnassigned : undefined
            }
            isRequired
          />
          <Select
            label={t.assignments.agent}
            placeholder={t.assignments.agentPlaceholder}
            options={open.map((a) => ({
              value: a.id,
              label: `${a.user.fullName} · ${t.assignments.seats(a.maxClients - a.clientCount)}`,
            }))}
            value={agentId}
            onChange={setAgentId}
            errorMessage={errors.agent}
            description={agents.isSuccess && open.length === 0 ? t.assignments.noAgents : undefined}
            isRequired
          />
        </div>
        <div>
          <Button type="submit" isPending={assign.isPending} pendingLabel={t.saving}>
            {t.assignments.assign}
          </Button>
        </div>
      </form>
    </Card>
  );
}
