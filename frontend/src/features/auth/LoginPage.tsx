import type { LoginInput } from '@portal/contracts';
import { homePathFor } from '@portal/contracts/roles';
import { fieldLabels, screenTexts, toasts } from '@portal/contracts/texts';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, userMessage } from '../../api/errors';
import { PageShell } from '../../components/PageShell';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { storeUser } from '../../session/session';
import {
  Icon,
  loadToastRegion,
  NativeButton,
  NativePasswordField,
  NativeTextField,
  showToast,
} from '../../ui';
import { useLogin } from './api/login';
import { useLoginForm } from './useLoginForm';

/**
 * The login page loads light (no react-aria, no zod, no form library): a person arriving from the landing
 * page waits for nothing else. Its two fields are checked by useLoginForm with the contracts' messages.
 */
export function LoginPage() {
  useDocumentTitle(screenTexts.loginTitle);
  const navigate = useNavigate();
  const form = useLoginForm();
  const { login, isPending } = useLogin();

  const logIn = async (input: LoginInput) => {
    if (isPending) return;
    // The answer is shown in a toast: its region loads while the server checks the password.
    void loadToastRegion().catch(() => {});
    try {
      const { user } = await login(input);
      storeUser(user);
      showToast({ ...toasts.loginSuccess, tone: 'success' });
      await navigate({ to: homePathFor(user.role), replace: true });
    } catch (error) {
      // Too many attempts, an unreachable server: say so. Otherwise the spec's generic message.
      const specific =
        (error instanceof ApiError && error.status !== 401 && error.status !== 400) ||
        !(error instanceof ApiError);
      showToast({
        title: toasts.loginFailure.title,
        description: specific
          ? userMessage(error, toasts.loginFailure.description)
          : toasts.loginFailure.description,
        tone: 'error',
      });
      form.clearPassword();
    }
  };

  return (
    <PageShell width="narrow">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-navy-50 text-navy-800">
            <Icon name="shield" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold text-navy-900">{screenTexts.loginTitle}</h1>
          <p className="text-slate-600">{screenTexts.loginIntro}</p>
        </div>
        <form onSubmit={form.onSubmit(logIn)} noValidate className="mt-6 flex flex-col gap-5">
          <NativeTextField
            {...form.field('username')}
            label={fieldLabels.username}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck="false"
            isRequired
          />
          <NativePasswordField
            {...form.field('password')}
            label={fieldLabels.password}
            autoComplete="current-password"
            autoCapitalize="off"
            spellCheck="false"
            isRequired
          />
          <NativeButton
            type="submit"
            variant="primary"
            size="lg"
            fullWidth
            isPending={isPending}
            pendingLabel={screenTexts.loginPending}
          >
            <Icon name="shield" /> {screenTexts.loginSubmit}
          </NativeButton>
        </form>
        <div className="mt-6 flex flex-col items-center gap-3 border-t border-slate-200 pt-6 text-sm sm:flex-row sm:justify-between">
          <Link
            to="/register"
            className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
          >
            {screenTexts.clientRegistrationLink}
          </Link>
          <Link
            to="/"
            className="flex items-center gap-1 text-slate-700 underline underline-offset-4 hover:text-navy-900"
          >
            <Icon name="arrowLeft" className="size-4" /> {screenTexts.backHome}
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
