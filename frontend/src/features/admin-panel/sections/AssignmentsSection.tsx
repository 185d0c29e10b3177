import { LIST_PAGE_MAX, staffToasts } from '@portal/contracts';
import { adminPanelTexts as t } from '@portal/copy';
import { type FormEvent, useState } from 'react';
import { showFailureToast } from '../../../components/failure-toast';
import { useDebounced } from '../../../lib/use-debounced';
import { Button, Card, Select, showToast, TextField } from '../../../ui';
import { useAssignClient } from '../api/assign-client';
import { firstClientsPage, useAdminClients } from '../api/get-admin-clients';
import { firstAgentsPage, useAgents } from '../api/get-agents';

/** The clients the server finds for the search (the newest first) among which the unassigned are offered. */
const CLIENT_MATCHES = 50;
/** Every agent the firm has, available ones first (a firm has tens of agents, never more than a page). */
const agentsPage = { ...firstAgentsPage, sort: 'availability', limit: LIST_PAGE_MAX };

/**
 * The assignment of the executive panel (staff-admin.md §2.3), with its tab: an unassigned active client (found
 * by the server's search: by name, e-mail or account number, the newest registrations first), then an available
 * agent with a free seat; assigned at once, the client choice cleared. The server decides under concurrency (one
 * seat, one assignment): a refusal is shown as it comes.
 */
export function AssignmentsSection() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const clients = useAdminClients({ ...firstClientsPage, q, limit: CLIENT_MATCHES });
  const agents = useAgents(agentsPage);
  const assign = useAssignClient();
  const [chosenClient, setClientId] = useState('');
  const [agentId, setAgentId] = useState('');
  const [errors, setErrors] = useState<{ client?: string; agent?: string }>({});
  const unassigned = (clients.data?.rows ?? []).filter(
    (c) => c.assignedAgentId === null && c.status !== 'suspended',
  );
  // A client chosen before the search changed is chosen only while it is still offered.
  const clientId = unassigned.some((c) => c.id === chosenClient) ? chosenClient : '';
  const open = (agents.data?.rows ?? []).filter(
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
          <TextField
            label={t.assignments.clientSearch}
            description={t.assignments.clientSearchHint}
            value={search}
            onChange={setSearch}
            type="search"
            autoComplete="off"
            className="md:col-span-2"
          />
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
              clients.isSuccess && !clients.isPlaceholderData && unassigned.length === 0
                ? q
                  ? t.assignments.noUnassignedMatch
                  : t.assignments.noUnassignedRecent
                : undefined
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
