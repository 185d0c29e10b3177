import { zodResolver } from '@hookform/resolvers/zod';
import { adminToasts, roleLabels, staffUserCreationSchema } from '@portal/contracts';
import { adminPanelTexts as t } from '@portal/copy';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAttemptKey } from '../../../lib/attempt-key';
import { unchosen } from '../../../lib/unchosen';
import { FormPasswordField, FormSelect, FormTextField, showToast } from '../../../ui';
import { useCreateStaffUser } from '../api/create-staff-user';
import { DialogForm, failWith } from '../panel-form';

const staffRoles = staffUserCreationSchema.shape.role.options;
const staffRoleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role].name }));
type StaffUserInput = z.input<typeof staffUserCreationSchema>;
type StaffUserBody = z.output<typeof staffUserCreationSchema>;
const staffUserFields = ['fullName', 'email', 'username', 'password', 'role'] as const;

/**
 * A staff account (POST /api/admin/users): the contracts' schema checks the fields with its own messages; a
 * username or e-mail another account holds comes back on its field. The list is read again after it.
 */
export function AddStaffUserDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateStaffUser();
  const attempt = useAttemptKey();
  const form = useForm<StaffUserInput, unknown, StaffUserBody>({
    resolver: zodResolver(staffUserCreationSchema),
    // No role chosen at first: the person picks one (the select refuses '' with the schema's message).
    defaultValues: {
      fullName: '',
      email: '',
      username: '',
      password: '',
      role: unchosen(),
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    if (create.isPending) return;
    try {
      await create.mutateAsync({ body, key: attempt.keyFor(body) });
      attempt.succeeded();
      showToast({ ...adminToasts.staffUserCreated, tone: 'success' });
      onClose();
    } catch (error) {
      failWith(form, staffUserFields, adminToasts.staffUserCreateFailure)(error);
    }
  });
  return (
    <DialogForm
      title={t.users.add}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSubmit={onSubmit}
      isPending={create.isPending}
      submitLabel={t.users.create}
      pendingLabel={t.users.creating}
      size="lg"
    >
      <p className="text-sm text-slate-700">{t.users.addIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={form.control} name="fullName" label={t.users.fullName} isRequired />
        <FormTextField control={form.control} name="email" label={t.users.email} type="email" isRequired />
        <FormTextField
          control={form.control}
          name="username"
          label={t.users.username}
          autoCapitalize="none"
          isRequired
        />
        <FormPasswordField control={form.control} name="password" label={t.users.password} isRequired />
        <FormSelect
          control={form.control}
          name="role"
          label={t.users.role}
          description={t.users.roleHint}
          options={staffRoleOptions}
          isRequired
        />
      </div>
    </DialogForm>
  );
}
