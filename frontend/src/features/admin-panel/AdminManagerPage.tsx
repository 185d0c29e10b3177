import {
  type AdminClient,
  type AdminUser,
  adminToasts,
  clientStatuses,
  clientStatusLabels,
  roleLabels,
  type SessionUser,
} from '@portal/contracts';
import { adminPanelTexts as panel, adminManagerTexts as t } from '@portal/copy';
import { type ReactNode, useState } from 'react';
import { useAdminStats } from '../../api/get-admin-stats';
import { showFailureToast } from '../../components/failure-toast';
import { PageShell } from '../../components/PageShell';
import { StaffHeader } from '../../components/StaffHeader';
import { formatDate } from '../../lib/format';
import { useDebounced } from '../../lib/use-debounced';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSessionUser } from '../../session/session';
import { Badge, Button, Card, Select, showToast, Tab, TabList, TabPanel, Tabs, TextField } from '../../ui';
import { firstClientsPage, useAdminClients } from './api/get-admin-clients';
import { firstUsersPage, useAdminUsers } from './api/get-admin-users';
import { useUpdateClient } from './api/update-client';
import { useUpdateUser } from './api/update-user';
import { PagedList, usePaging } from './panel-list';

/**
 * /admin (staff-admin.md §2.1): people and clients, found by a search (the server's: accents and case ignored),
 * a page at a time, their status changed on the spot.
 */
export function AdminManagerPage({ notifications }: { notifications?: ReactNode } = {}) {
  useDocumentTitle(t.title);
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim());
  return (
    <PageShell header={<StaffHeader notifications={notifications} />}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
          <p className="text-lg text-slate-700">{t.intro}</p>
        </div>
        <TextField
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={query}
          onChange={setQuery}
          type="search"
        />
        <Tabs defaultSelectedKey="users">
          <TabList label={t.title}>
            <Tab id="users">{t.tabs.users}</Tab>
            <Tab id="clients">{t.tabs.clients}</Tab>
            <Tab id="settings">{t.tabs.settings}</Tab>
          </TabList>
          <TabPanel id="users">
            <UsersTab query={q} />
          </TabPanel>
          <TabPanel id="clients">
            <ClientsTab query={q} />
          </TabPanel>
          <TabPanel id="settings">
            <SettingsTab />
          </TabPanel>
        </Tabs>
      </div>
    </PageShell>
  );
}

function UsersTab({ query }: { query: string }) {
  const paging = usePaging(query, firstUsersPage.sort);
  const users = useAdminUsers(paging.page);
  return (
    <PagedList
      query={users}
      paging={paging}
      label={t.tabs.users}
      sorts={panel.list.sorts.users}
      loading={t.usersLoading}
      loadFailed={t.usersFailed}
      empty={t.usersEmpty}
    >
      {(list) => (
        <ul aria-label={t.tabs.users} className="grid gap-4 md:grid-cols-2">
          {list.map((user) => (
            <UserCard key={user.id} user={user} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/**
 * Whose status the signed-in admin may change (the server's rule, so no button leads to a refusal): never their
 * own; administrators, superadministrators and compliance accounts only as a superadministrator.
 */
function mayChangeStatus(me: SessionUser | null, user: AdminUser): boolean {
  if (!me || me.id === user.id) return false;
  const guarded = user.role === 'admin' || user.role === 'superadmin' || user.role === 'compliance';
  return !guarded || me.role === 'superadmin';
}

function UserCard({ user }: { user: AdminUser }) {
  const me = useSessionUser();
  const [editing, setEditing] = useState(false);
  const update = useUpdateUser();
  const role = roleLabels[user.role];
  const save = async (value: string) => {
    try {
      await update.mutateAsync({
        id: user.id,
        revision: user.revision,
        changes: { isActive: value === 'active' },
      });
      setEditing(false);
      showToast({ ...adminToasts.userUpdated, tone: 'success' });
    } catch (error) {
      showFailureToast(error, adminToasts.userUpdateFailure);
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-navy-900">{user.fullName}</p>
          <p className="text-sm text-slate-600">@{user.username}</p>
          <p className="break-all text-sm text-slate-600">{user.email}</p>
        </div>
        <Badge color={role.color}>{role.name}</Badge>
      </div>
      {editing ? (
        <div className="flex flex-wrap items-end gap-2">
          <Select
            label={t.status}
            options={[
              { value: 'active', label: t.active },
              { value: 'inactive', label: t.inactive },
            ]}
            value={user.isActive ? 'active' : 'inactive'}
            onChange={(value) => void save(value)}
            isDisabled={update.isPending}
            className="min-w-40"
          />
          <Button variant="ghost" size="sm" onPress={() => setEditing(false)} isDisabled={update.isPending}>
            {t.cancel}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge color={user.isActive ? 'green' : 'grey'}>{user.isActive ? t.active : t.inactive}</Badge>
          {mayChangeStatus(me, user) && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t.editNamed(user.fullName)}
              onPress={() => setEditing(true)}
            >
              {t.edit}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

const statusColor = { active: 'green', pending: 'yellow', suspended: 'red' } as const;

function ClientsTab({ query }: { query: string }) {
  const paging = usePaging(query, firstClientsPage.sort);
  const clients = useAdminClients(paging.page);
  return (
    <PagedList
      query={clients}
      paging={paging}
      label={t.tabs.clients}
      sorts={panel.list.sorts.clients}
      loading={t.clientsLoading}
      loadFailed={t.clientsFailed}
      empty={t.clientsEmpty}
    >
      {(list) => (
        <ul aria-label={t.tabs.clients} className="grid gap-4 md:grid-cols-2">
          {list.map((client) => (
            <ClientCard key={client.id} client={client} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function ClientCard({ client }: { client: AdminClient }) {
  const update = useUpdateClient();
  const save = async (status: string) => {
    const chosen = clientStatuses.find((s) => s === status);
    if (!chosen || chosen === client.status) return;
    try {
      await update.mutateAsync({ id: client.id, revision: client.revision, changes: { status: chosen } });
      showToast({ ...t.clientToasts.updated, tone: 'success' });
    } catch (error) {
      showFailureToast(error, t.clientToasts.failure);
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono font-semibold text-navy-900">{client.accountNumber}</p>
          <p className="break-words text-sm text-slate-700">{client.user.fullName}</p>
        </div>
        <Badge color={statusColor[client.status]}>{clientStatusLabels[client.status]}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t.clientId}</dt>
        <dd className="break-all font-mono text-xs text-slate-700">{client.id}</dd>
        <dt className="text-slate-500">{t.phone}</dt>
        <dd className="text-slate-700">{client.contactPhone || t.notSpecified}</dd>
        <dt className="text-slate-500">{t.registered}</dt>
        <dd className="text-slate-700">{formatDate(client.registrationDate)}</dd>
      </dl>
      <Select
        label={`${t.status} · ${client.accountNumber}`}
        options={clientStatuses.map((s) => ({ value: s, label: clientStatusLabels[s] }))}
        value={client.status}
        onChange={(value) => void save(value)}
        isDisabled={update.isPending}
      />
    </li>
  );
}

function SettingsTab() {
  const stats = useAdminStats();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Card title={t.totalUsers}>
          <p className="text-3xl font-bold text-navy-900 tabular-nums">{stats.data?.totalUsers ?? '—'}</p>
        </Card>
        <Card title={t.activeClients}>
          <p className="text-3xl font-bold text-navy-900 tabular-nums">{stats.data?.activeClients ?? '—'}</p>
        </Card>
      </div>
      {stats.isError && <p className="text-red-800">{t.statsFailed}</p>}
      <p className="max-w-3xl text-slate-700">{t.settingsNote}</p>
    </div>
  );
}
