import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Agent,
  agentAvailabilities,
  agentAvailabilityLabels,
  agentCreationSchema,
  agentUpdateSchema,
  staffToasts,
} from '@portal/contracts';
import { adminPanelTexts as t } from '@portal/copy';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAttemptKey } from '../../../lib/attempt-key';
import {
  Badge,
  Button,
  FormPasswordField,
  FormSelect,
  FormTextField,
  optionsOf,
  showToast,
} from '../../../ui';
import { useCreateAgent } from '../api/create-agent';
import { firstAgentsPage, useAgents } from '../api/get-agents';
import { useUpdateAgent } from '../api/update-agent';
import { DialogForm, Fact, factsClass, failWith } from '../panel-form';
import { PagedList, usePaging } from '../panel-list';

const availabilityColor = { available: 'green', busy: 'yellow', offline: 'grey' } as const;

/** The firm's agents (staff-admin.md §2.3): each with its load against capacity; add one, edit one. */
export function AgentsSection({ query }: { query: string }) {
  const paging = usePaging(query, firstAgentsPage.sort);
  const agents = useAgents(paging.page);
  const [adding, setAdding] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button onPress={() => setAdding(true)}>{t.agents.add}</Button>
      </div>
      <PagedList
        query={agents}
        paging={paging}
        label={t.tabs.agents}
        sorts={t.list.sorts.agents}
        loading={t.agents.loading}
        loadFailed={t.agents.failed}
        empty={t.agents.empty}
      >
        {(list) => (
          <ul aria-label={t.tabs.agents} className="grid gap-3 md:grid-cols-2">
            {list.map((agent) => (
              <AgentRow key={agent.id} agent={agent} />
            ))}
          </ul>
        )}
      </PagedList>
      {adding && <AddAgentDialog onClose={() => setAdding(false)} />}
    </div>
  );
}

function AgentRow({ agent }: { agent: Agent }) {
  const [editing, setEditing] = useState(false);
  const name = agent.user.fullName || agent.licenseNumber;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-navy-900">{name}</p>
          <p className="break-all text-sm text-slate-600">{agent.user.email}</p>
        </div>
        <Badge color={availabilityColor[agent.availability]}>
          {agentAvailabilityLabels[agent.availability]}
        </Badge>
      </div>
      <dl className={factsClass}>
        <Fact label={t.agents.specialization}>{agent.specialization}</Fact>
        <Fact label={t.agents.licence}>{agent.licenseNumber}</Fact>
        <Fact label={t.agents.phone}>
          {agent.phoneNumber}
          {agent.extension ? ` ext. ${agent.extension}` : ''}
        </Fact>
        <Fact label={t.agents.maxClients}>{t.agents.clients(agent.clientCount, agent.maxClients)}</Fact>
      </dl>
      <div>
        <Button variant="secondary" size="sm" aria-label={t.editNamed(name)} onPress={() => setEditing(true)}>
          {t.edit}
        </Button>
      </div>
      {editing && <EditAgentDialog agent={agent} onClose={() => setEditing(false)} />}
    </li>
  );
}

/** The agent creation form (staff-admin.md §3) with its defaults: 'Recuperación de Capital' and 25 clients. */
function AddAgentDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateAgent();
  const attempt = useAttemptKey();
  const form = useForm<z.input<typeof agentCreationSchema>, unknown, z.output<typeof agentCreationSchema>>({
    resolver: zodResolver(agentCreationSchema),
    defaultValues: {
      username: '',
      email: '',
      fullName: '',
      password: '',
      licenseNumber: '',
      specialization: 'Recuperación de Capital',
      phoneNumber: '',
      extension: '',
      maxClients: '25',
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync({ body, key: attempt.keyFor(body) });
      attempt.succeeded();
      showToast({ ...staffToasts.agentCreated, tone: 'success' });
      onClose();
    } catch (error) {
      failWith(
        form,
        [
          'username',
          'email',
          'fullName',
          'password',
          'licenseNumber',
          'specialization',
          'phoneNumber',
          'maxClients',
        ],
        staffToasts.agentCreateFailure,
      )(error);
    }
  });
  return (
    <DialogForm
      title={t.agents.addTitle}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSubmit={onSubmit}
      isPending={create.isPending}
      submitLabel={t.agents.create}
      pendingLabel={t.agents.creating}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={form.control} name="fullName" label={t.agents.fullName} isRequired />
        <FormTextField control={form.control} name="email" label={t.agents.email} type="email" isRequired />
        <FormTextField
          control={form.control}
          name="username"
          label={t.agents.username}
          autoCapitalize="none"
          isRequired
        />
        <FormPasswordField control={form.control} name="password" label={t.agents.password} isRequired />
        <FormTextField control={form.control} name="licenseNumber" label={t.agents.licence} isRequired />
        <FormTextField
          control={form.control}
          name="specialization"
          label={t.agents.specialization}
          isRequired
        />
        <FormTextField
          control={form.control}
          name="phoneNumber"
          label={t.agents.phone}
          type="tel"
          isRequired
        />
        <FormTextField control={form.control} name="extension" label={t.agents.extension} />
        <FormTextField
          control={form.control}
          name="maxClients"
          label={t.agents.maxClients}
          inputMode="numeric"
        />
      </div>
    </DialogForm>
  );
}

/** How the agent works (PUT /api/admin/agents/:id with If-Match). */
function EditAgentDialog({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const update = useUpdateAgent();
  const form = useForm<z.input<typeof agentUpdateSchema>, unknown, z.output<typeof agentUpdateSchema>>({
    resolver: zodResolver(agentUpdateSchema),
    defaultValues: {
      availability: agent.availability,
      maxClients: String(agent.maxClients),
      phoneNumber: agent.phoneNumber,
      extension: agent.extension ?? '',
      specialization: agent.specialization,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: agent.id, revision: agent.revision, body });
      showToast({ ...t.agents.agentUpdated, tone: 'success' });
      onClose();
    } catch (error) {
      failWith(
        form,
        ['availability', 'maxClients', 'phoneNumber', 'extension', 'specialization'],
        t.agents.agentUpdateFailure,
      )(error);
    }
  });
  return (
    <DialogForm
      title={t.agents.editTitle(agent.user.fullName)}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSubmit={onSubmit}
      isPending={update.isPending}
      submitLabel={t.save}
    >
      <FormSelect
        control={form.control}
        name="availability"
        label={t.agents.availability}
        options={optionsOf(agentAvailabilities, agentAvailabilityLabels)}
        isRequired
      />
      <FormTextField
        control={form.control}
        name="maxClients"
        label={t.agents.maxClients}
        inputMode="numeric"
        isRequired
      />
      <FormTextField control={form.control} name="phoneNumber" label={t.agents.phone} type="tel" isRequired />
      <FormTextField control={form.control} name="extension" label={t.agents.extension} />
      <FormTextField
        control={form.control}
        name="specialization"
        label={t.agents.specialization}
        isRequired
      />
    </DialogForm>
  );
}
