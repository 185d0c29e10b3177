import type { LoginInput, SessionUser } from '@portal/contracts';
import { homePathFor } from '@portal/contracts/roles';
import { fieldLabels, toasts } from '@portal/contracts/texts';
import { screenTexts } from '@portal/copy/screen';
import { lazy, Suspense, useState } from 'react';
import { ApiError, userMessage } from '../../api/errors';
import { PageShell } from '../../components/PageShell';
import { navigateTo } from '../../lib/navigation';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { storeUser } from '../../session/session';
import {
  AppLink,
  cx,
  Icon,
  loadToastRegion,
  NativeButton,
  NativePasswordField,
  NativeTextField,
  Spinner,
  showToast,
} from '../../ui';
import { useLogin } from './api/login';
import { LoginHeading } from './LoginHeading';
import { useLoginForm } from './useLoginForm';

const loadSecondFactorStep = () => import('./SecondFactorStep');
const SecondFactorStep = lazy(() => loadSecondFactorStep().then((m) => ({ default: m.SecondFactorStep })));

/** The first step: username and password (checked by useLoginForm with the contracts' messages). */
function PasswordStep({
  form,
  onLogIn,
  isPending,
}: {
  form: ReturnType<typeof useLoginForm>;
  onLogIn: (input: LoginInput) => Promise<void>;
  isPending: boolean;
}) {
  useDocumentTitle(screenTexts.loginTitle);
  return (
    <>
      <LoginHeading title={screenTexts.loginTitle} intro={screenTexts.loginIntro} />
      <form onSubmit={form.onSubmit(onLogIn)} noValidate className="mt-6 flex flex-col gap-5">
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
    </>
  );
}

/**
 * The login page loads light (no react-aria, no zod, no form library): a person arriving from the landing
 * page waits for nothing else. When the password opens a session that waits for a second factor,
 * the same page asks for the code (`SecondFactorStep`, a chunk of its own that starts loading with the
 * submit), or sends the person to enrol first (/verificacion-en-dos-pasos).
 */
export function LoginPage() {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const form = useLoginForm();
  const { login, isPending } = useLogin();

  const signedIn = async (user: SessionUser) => {
    storeUser(user);
    showToast({ ...toasts.loginSuccess, tone: 'success' });
    await navigateTo(homePathFor(user.role), { replace: true });
  };

  const logIn = async (input: LoginInput) => {
    if (isPending) return;
    // The answer is shown in a toast, or is the code step: both load while the server checks the password.
    void loadToastRegion().catch(() => {});
    void loadSecondFactorStep().catch(() => {});
    try {
      const outcome = await login(input);
      if ('user' in outcome) await signedIn(outcome.user);
      else if (outcome.secondFactor === 'required') setStep('code');
      else await navigateTo('/verificacion-en-dos-pasos', { replace: true });
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
        {step === 'code' ? (
          <Suspense fallback={<Spinner className="mx-auto my-12 size-6 text-teal-700" />}>
            <SecondFactorStep
              onSignedIn={signedIn}
              onBack={() => {
                form.clearPassword();
                setStep('password');
              }}
            />
          </Suspense>
        ) : (
          <PasswordStep form={form} onLogIn={logIn} isPending={isPending} />
        )}
        <div
          className={cx(
            'mt-6 flex flex-col items-center gap-3 border-t border-slate-200 pt-6 text-sm sm:flex-row',
            step === 'code' ? 'sm:justify-center' : 'sm:justify-between',
          )}
        >
          {step === 'password' && (
            <AppLink
              to="/register"
              className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
            >
              {screenTexts.clientRegistrationLink}
            </AppLink>
          )}
          <AppLink
            to="/"
            className="flex items-center gap-1 text-slate-700 underline underline-offset-4 hover:text-navy-900"
          >
            <Icon name="arrowLeft" className="size-4" /> {screenTexts.backHome}
          </AppLink>
        </div>
      </div>
    </PageShell>
  );
}
