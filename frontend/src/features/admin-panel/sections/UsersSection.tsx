import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminUser,
  adminToasts,
  roleLabels,
  type SessionUser,
  userUpdateSchema,
} from '@portal/contracts';
import { adminPanelTexts as t } from '@portal/copy';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showFailureToast } from '../../../components/failure-toast';
import { useSessionUser } from '../../../session/session';
import {
  Badge,
  Button,
  ButtonLink,
  FormPasswordField,
  FormTextField,
  Icon,
  Switch,
  showToast,
} from '../../../ui';
import { firstUsersPage, useAdminUsers } from '../api/get-admin-users';
import { useSetPassword } from '../api/set-user-password';
import { useUpdateUser } from '../api/update-user';
import { DialogForm, failWith } from '../panel-form';
import { PagedList, usePaging } from '../panel-list';
import { AddStaffUserDialog } from './AddStaffUserDialog';
import { ResetSecondFactor } from './ResetSecondFactor';

/** Whose account the signed-in admin may change (the server's rule): never their own; staff only as superadmin. */
export function mayManage(me: SessionUser | null, user: AdminUser): boolean {
  if (!me || me.id === user.id) return false;
  const guarded = user.role === 'admin' || user.role === 'superadmin' || user.role === 'compliance';
  return !guarded || me.role === 'superadmin';
}

/**
 * The users of both panels: count, active flag, role badge; name edit and password dialog per user. A
 * superadministrator also creates staff accounts here (only they may: the API refuses anyone else).
 */
export function UsersSection({ query }: { query: string }) {
  const paging = usePaging(query, firstUsersPage.sort);
  const users = useAdminUsers(paging.page);
  const me = useSessionUser();
  const [adding, setAdding] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      {me?.role === 'superadmin' && (
        <div>
          <Button onPress={() => setAdding(true)}>
            <Icon name="user" className="size-4" /> {t.users.add}
          </Button>
        </div>
      )}
      <PagedList
        query={users}
        paging={paging}
        label={t.tabs.users}
        sorts={t.list.sorts.users}
        count={t.users.count}
        loading={t.users.loading}
        loadFailed={t.users.failed}
        empty={t.users.empty}
      >
        {(list) => (
          <ul aria-label={t.tabs.users} className="flex flex-col gap-2">
            {list.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
        )}
      </PagedList>
      {adding && <AddStaffUserDialog onClose={() => setAdding(false)} />}
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const me = useSessionUser();
  const manage = mayManage(me, user);
  const update = useUpdateUser();
  const [dialog, setDialog] = useState<'edit' | 'password' | null>(null);
  const role = roleLabels[user.role];
  const setActive = async (isActive: boolean) => {
    try {
      await update.mutateAsync({ id: user.id, revision: user.revision, changes: { isActive } });
      showToast({ ...adminToasts.userUpdated, tone: 'success' });
    } catch (error) {
      showFailureToast(error, adminToasts.userUpdateFailure);
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon
          name={user.isActive ? 'check' : 'close'}
          className={user.isActive ? 'mt-1 size-5 text-green-700' : 'mt-1 size-5 text-slate-400'}
        />
        <div className="min-w-0">
          <p className="break-words font-semibold text-navy-900">{user.fullName}</p>
          <p className="text-sm text-slate-600">@{user.username}</p>
          <p className="break-all text-sm text-slate-600">{user.email}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:max-w-[60%] sm:justify-end">
        <Badge color={role.color}>{role.badge}</Badge>
        <Badge color={user.isActive ? 'green' : 'grey'}>
          {user.isActive ? t.users.active : t.users.inactive}
        </Badge>
        {me?.id === user.id && (
          <ButtonLink to="/mi-perfil" variant="ghost" size="sm">
            {t.users.ownPassword}
          </ButtonLink>
        )}
        {manage && (
          <>
            <Switch
              label={t.users.activeSwitch(user.fullName)}
              isSelected={user.isActive}
              onChange={(value) => void setActive(value)}
              isDisabled={update.isPending}
            />
            <Button
              variant="secondary"
              size="sm"
              aria-label={t.editNamed(user.fullName)}
              onPress={() => setDialog('edit')}
            >
              {t.edit}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t.users.changePasswordNamed(user.fullName)}
              onPress={() => setDialog('password')}
            >
              {t.users.changePassword}
            </Button>
            <ResetSecondFactor user={user} />
          </>
        )}
      </div>
      {dialog === 'edit' && <UserEditDialog user={user} onClose={() => setDialog(null)} />}
      {dialog === 'password' && <PasswordDialog user={user} onClose={() => setDialog(null)} />}
    </li>
  );
}

const userEditSchema = z.object({
  fullName: userUpdateSchema.shape.fullName.unwrap(),
  username: userUpdateSchema.shape.username.unwrap(),
  email: userUpdateSchema.shape.email.unwrap(),
});
type UserEditValues = z.output<typeof userEditSchema>;
const editedFields = ['fullName', 'username', 'email'] as const;

/**
 * The simple user edit form (staff-admin.md §2.1, §3): full name, username and e-mail. Only what changed is sent;
 * a username or e-mail another account holds comes back on its field.
 */
function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const update = useUpdateUser();
  const form = useForm({
    resolver: zodResolver(userEditSchema),
    defaultValues: { fullName: user.fullName, username: user.username, email: user.email },
  });
  const onSubmit = form.handleSubmit(async (values: UserEditValues) => {
    const changes = Object.fromEntries(
      editedFields.filter((k) => values[k] !== user[k]).map((k) => [k, values[k]]),
    );
    try {
      if (Object.keys(changes).length > 0)
        await update.mutateAsync({ id: user.id, revision: user.revision, changes });
      showToast({ ...adminToasts.userUpdated, tone: 'success' });
      onClose();
    } catch (error) {
      failWith(form, editedFields, adminToasts.userUpdateFailure)(error);
    }
  });
  return (
    <DialogForm
      title={t.users.editTitle(user.fullName)}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSubmit={onSubmit}
      isPending={update.isPending}
      submitLabel={t.save}
    >
      <FormTextField control={form.control} name="fullName" label={t.users.fullName} isRequired />
      <FormTextField control={form.control} name="username" label={t.users.username} isRequired />
      <FormTextField control={form.control} name="email" label={t.users.email} type="email" isRequired />
      <p className="text-sm text-slate-600">{t.users.renameNotice}</p>
    </DialogForm>
  );
}

const passwordSchema = z
  .object({
    newPassword: z.string().min(6, t.users.passwordTooShort),
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: t.users.passwordMismatch });

/** An admin sets a person's password (staff-admin.md §2.3): the person is told by e-mail; their sessions end. */
function PasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const setPassword = useSetPassword();
  const form = useForm({
    resolver: zodResolver(passwordSchema),
    defaultValues: { newPassword: '', confirm: '' },
  });
  const onSubmit = form.handleSubmit(
    async ({ newPassword }) => {
      try {
        await setPassword.mutateAsync({ id: user.id, newPassword });
        showToast({ ...adminToasts.passwordChanged, tone: 'success' });
        onClose();
      } catch (error) {
        failWith(form, ['newPassword'], adminToasts.passwordChangeFailure)(error);
      }
    },
    (errors) => {
      const message = errors.newPassword?.message ?? errors.confirm?.message;
      if (message) showToast({ title: 'Error', description: message, tone: 'error' });
    },
  );
  return (
    <DialogForm
      title={t.users.passwordTitle(user.fullName)}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSubmit={onSubmit}
      isPending={setPassword.isPending}
      submitLabel={t.users.changePassword}
    >
      <p className="text-sm text-slate-700">{t.users.passwordNotice}</p>
      <FormPasswordField control={form.control} name="newPassword" label={t.users.newPassword} isRequired />
      <FormPasswordField control={form.control} name="confirm" label={t.users.confirmPassword} isRequired />
    </DialogForm>
  );
}
