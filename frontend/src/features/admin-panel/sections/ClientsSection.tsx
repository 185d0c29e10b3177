import {
  type AdminClient,
  clientStatuses,
  clientStatusLabels,
  countries,
  countryLabel,
  countryLabels,
  fraudTypeLabels,
} from '@portal/contracts';
import { adminManagerTexts as manager, adminPanelTexts as t } from '@portal/copy';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatAmount, formatDate } from '../../../lib/format';
import {
  Badge,
  Button,
  Dialog,
  FormSelect,
  FormSwitch,
  FormTextField,
  optionsOf,
  showToast,
} from '../../../ui';
import { firstClientsPage, useAdminClients } from '../api/get-admin-clients';
import { useUpdateClient } from '../api/update-client';
import { Fact, factsClass, failWith } from '../panel-form';
import { PagedList, usePaging } from '../panel-list';

const statusColor = { active: 'green', pending: 'yellow', suspended: 'red' } as const;

/** The clients of the executive panel (staff-admin.md §2.3): every field, inline edit, the real profile. */
export function ClientsSection({ query }: { query: string }) {
  const paging = usePaging(query, firstClientsPage.sort);
  const clients = useAdminClients(paging.page);
  return (
    <PagedList
      query={clients}
      paging={paging}
      label={t.tabs.clients}
      sorts={t.list.sorts.clients}
      loading={t.clients.loading}
      loadFailed={t.clients.failed}
      empty={t.clients.empty}
    >
      {(list) => (
        <ul aria-label={t.tabs.clients} className="flex flex-col gap-3">
          {list.map((client) => (
            <ClientRow key={client.id} client={client} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function ClientRow({ client }: { client: AdminClient }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'profile'>('view');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-navy-900">{client.user.fullName}</p>
          <p className="break-all text-sm text-slate-600">{client.user.email}</p>
        </div>
        <Badge color={statusColor[client.status]}>{clientStatusLabels[client.status]}</Badge>
      </div>
      {mode === 'edit' ? (
        <ClientEditForm client={client} onDone={() => setMode('view')} />
      ) : (
        <>
          <dl className={factsClass}>
            <Fact label={t.clients.account}>
              <span className="font-mono">{client.accountNumber}</span>
            </Fact>
            <Fact label={t.clients.phone}>{client.contactPhone || t.notSpecified}</Fact>
            <Fact label={t.clients.location}>
              {client.city}, {countryLabel(client.country)}
            </Fact>
            <Fact label={t.clients.loss}>{formatAmount(client.lossAmount, client.currency)}</Fact>
            <Fact label={t.clients.lossDescription}>{client.lossDescription || t.notSpecified}</Fact>
            <Fact label={t.clients.verified}>
              {client.isVerified ? t.clients.verified : t.clients.notVerified}
            </Fact>
            <Fact label={t.clients.agent}>{client.agent?.user.fullName ?? t.unassigned}</Fact>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t.editNamed(client.user.fullName)}
              onPress={() => setMode('edit')}
            >
              {t.edit}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t.viewNamed(client.user.fullName)}
              onPress={() => setMode('profile')}
            >
              {t.view}
            </Button>
          </div>
        </>
      )}
      {mode === 'profile' && <ClientProfileDialog client={client} onClose={() => setMode('view')} />}
    </li>
  );
}

interface ClientEdit {
  status: AdminClient['status'];
  contactPhone: string;
  address: string;
  city: string;
  country: string;
  isVerified: boolean;
}

/**
 * The inline edit (PUT /api/admin/clients/:id with If-Match): only what changed is sent. The loss is corrected
 * on the fraud case, where the client's dashboard reads it.
 */
function ClientEditForm({ client, onDone }: { client: AdminClient; onDone: () => void }) {
  const update = useUpdateClient();
  const initial: ClientEdit = {
    status: client.status,
    contactPhone: client.contactPhone ?? '',
    address: client.address ?? '',
    city: client.city,
    country: client.country,
    isVerified: client.isVerified,
  };
  const form = useForm<ClientEdit>({ defaultValues: initial });
  const isField = (key: string): key is keyof ClientEdit => Object.hasOwn(initial, key);
  const onSubmit = form.handleSubmit(async (values) => {
    const changes = Object.fromEntries(
      Object.keys(values)
        .filter(isField)
        .filter((key) => values[key] !== initial[key])
        .map((key) => [key, values[key]]),
    );
    try {
      if (Object.keys(changes).length > 0)
        await update.mutateAsync({ id: client.id, revision: client.revision, changes });
      showToast({ ...manager.clientToasts.updated, tone: 'success' });
      onDone();
    } catch (error) {
      failWith(form, ['status', 'contactPhone', 'address', 'city', 'country'], {
        title: 'Error al actualizar cliente',
        description: manager.clientToasts.failure.description,
      })(error);
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
      aria-label={t.editNamed(client.user.fullName)}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect
          control={form.control}
          name="status"
          label={t.clients.status}
          options={optionsOf(clientStatuses, clientStatusLabels)}
        />
        <FormTextField control={form.control} name="contactPhone" label={t.clients.phone} type="tel" />
        <FormTextField control={form.control} name="address" label={t.clients.address} />
        <FormTextField control={form.control} name="city" label={t.clients.city} />
        <FormSelect
          control={form.control}
          name="country"
          label={t.clients.country}
          options={optionsOf(countries, countryLabels)}
        />
        <FormSwitch control={form.control} name="isVerified" label={t.clients.verifiedSwitch} />
      </div>
      <p className="text-sm text-slate-600">{t.clients.lossInCase}</p>
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

/** The client's real profile: account, contact, loss, verification, agent, and a link to the case file. */
function ClientProfileDialog({ client, onClose }: { client: AdminClient; onClose: () => void }) {
  return (
    <Dialog
      title={t.clients.profileTitle(client.user.fullName)}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <dl className={factsClass}>
        <Fact label={t.clients.account}>{client.accountNumber}</Fact>
        <Fact label={t.users.email}>{client.user.email}</Fact>
        <Fact label={t.clients.phone}>{client.contactPhone || t.notSpecified}</Fact>
        <Fact label={t.clients.address}>{client.address || t.notSpecified}</Fact>
        <Fact label={t.clients.location}>
          {client.city}, {countryLabel(client.country)}
        </Fact>
        <Fact label={t.clients.registered}>{formatDate(client.registrationDate)}</Fact>
        <Fact label={t.clients.status}>{clientStatusLabels[client.status]}</Fact>
        <Fact label={t.clients.fraudType}>{fraudTypeLabels[client.fraudType]}</Fact>
        <Fact label={t.clients.loss}>{formatAmount(client.lossAmount, client.currency)}</Fact>
        <Fact label={t.clients.lossDescription}>{client.lossDescription || t.notSpecified}</Fact>
        <Fact label={t.clients.verified}>{client.isVerified ? t.yes : t.no}</Fact>
        <Fact label={t.clients.agent}>{client.agent?.user.fullName ?? t.unassigned}</Fact>
      </dl>
    </Dialog>
  );
}
