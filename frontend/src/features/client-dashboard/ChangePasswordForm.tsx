import { type ChangePasswordForm as ChangePasswordValues, fieldLabels, toasts } from '@portal/contracts';
import { fieldHints, screenTexts } from '@portal/copy';
import { useForm } from 'react-hook-form';
import { ApiError, userMessage } from '../../api/errors';
import { lazyResolver } from '../../lib/lazy-resolver';
import { Button, Card, FormPasswordField, showToast } from '../../ui';
import { useChangePassword } from './api/change-password';

/** The form's checks (change-password-resolver.ts), loaded with the first one. */
const resolver = lazyResolver(() => import('./change-password-resolver'));

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const isField = (name: string): name is keyof ChangePasswordValues => Object.hasOwn(empty, name);

/** Change password: current, new, confirmation (each with show/hide); reset after success. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const form = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: empty,
  });
  const change = useChangePassword(userId);

  const onSubmit = form.handleSubmit(async (values) => {
    if (change.isPending) return;
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset(empty);
      showToast({ ...toasts.passwordChanged, tone: 'success' });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (isField(field)) form.setError(field, { type: 'server', message });
        }
      }
      showToast({
        title: toasts.passwordChangeFailure.title,
        description: userMessage(error, toasts.passwordChangeFailure.description),
        tone: 'error',
      });
    }
  });

  return (
    <Card title={screenTexts.changePasswordTitle} icon="shield">
      <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
        <FormPasswordField
          control={form.control}
          name="currentPassword"
          label={fieldLabels.currentPassword}
          autoComplete="current-password"
          isRequired
          className="sm:col-span-2"
        />
        <FormPasswordField
          control={form.control}
          name="newPassword"
          label={fieldLabels.newPassword}
          autoComplete="new-password"
          description={fieldHints.newPassword}
          isRequired
        />
        <FormPasswordField
          control={form.control}
          name="confirmPassword"
          label={fieldLabels.confirmPassword}
          autoComplete="new-password"
          isRequired
        />
        <div className="sm:col-span-2">
          <Button
            type="submit"
            variant="primary"
            isPending={change.isPending}
            pendingLabel={screenTexts.changePasswordPending}
          >
            {screenTexts.changePasswordSubmit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
