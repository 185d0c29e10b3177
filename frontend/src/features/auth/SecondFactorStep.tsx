import type { SessionUser } from '@portal/contracts';
import { secondFactorErrors, toasts } from '@portal/contracts/texts';
import { secondFactorStepTexts as t } from '@portal/copy/second-factor-step';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, userMessage } from '../../api/errors';
import { appCodeError, appCodeInputProps, appCodeOf } from '../../lib/second-factor-code';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Icon, NativeButton, NativeTextField, showToast } from '../../ui';
import { useSubmitSecondFactor } from './api/submit-second-factor';
import { LoginHeading } from './LoginHeading';

type Mode = 'app' | 'recovery';

/** The longest recovery code the field takes (the server's are far shorter; this only bounds a paste). */
const recoveryMaxLength = 64;

/** What is wrong with the typed code before it is sent, or nothing. */
function codeError(mode: Mode, code: string): string | undefined {
  if (mode === 'app') return appCodeError(code);
  return code.trim() === '' ? t.recoveryRequired : undefined;
}

/**
 * The login's second step: the password opened a session that waits for the second factor. The
 * person types the 6-digit code of their authenticator app (numeric keyboard on phones, the code offered by the
 * phone's one-time-code autofill) or, through the toggle, one of their recovery codes. A wrong or used code
 * comes back as the server's Spanish message under the field; a session that ended sends them back to the
 * password (`onBack`), told why. The login page loads it only when a code is due (it is not in the entry).
 */
export function SecondFactorStep({
  onSignedIn,
  onBack,
}: {
  onSignedIn: (user: SessionUser) => Promise<void> | void;
  /** Back to the password (the person's choice, or the session waiting for a code is gone). */
  onBack: () => void;
}) {
  const [mode, setMode] = useState<Mode>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const { submit, isPending } = useSubmitSecondFactor();
  useDocumentTitle(t.title);

  const switchMode = () => {
    setMode((current) => (current === 'app' ? 'recovery' : 'app'));
    setCode('');
    setError(undefined);
    setSubmitted(false);
    input.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setSubmitted(true);
    const found = codeError(mode, code);
    setError(found);
    if (found) {
      input.current?.focus();
      return;
    }
    const sent = mode === 'app' ? appCodeOf(code) : code.trim();
    try {
      const { user } = await submit(sent);
      await onSignedIn(user);
    } catch (failure) {
      // No session waiting for a code any more (it expired, the person signed out elsewhere, or it waits for
      // an enrolment instead): the password again.
      if (
        failure instanceof ApiError &&
        (failure.code === 'unauthenticated' || failure.code === 'second_factor_not_due')
      ) {
        showToast({
          title: toasts.sessionExpired.title,
          description: userMessage(failure, toasts.sessionExpired.description),
          tone: 'info',
        });
        onBack();
        return;
      }
      setError(userMessage(failure, secondFactorErrors.codeWrong));
      setCode('');
      input.current?.focus();
    }
  };

  const label = mode === 'app' ? t.codeLabel : t.recoveryLabel;
  return (
    <>
      <LoginHeading title={t.title} intro={mode === 'app' ? t.intro : t.recoveryIntro} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 flex flex-col gap-5">
        <NativeTextField
          // A new field for each mode: the browser's autofill and the phone's keyboard follow the attributes.
          key={mode}
          name={mode === 'app' ? 'code' : 'recoveryCode'}
          label={label}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (submitted) setError(codeError(mode, value));
          }}
          errorMessage={error}
          inputRef={(element) => {
            input.current = element;
          }}
          isRequired
          autoFocus
          {...(mode === 'app'
            ? appCodeInputProps
            : {
                autoComplete: 'off',
                maxLength: recoveryMaxLength,
                autoCapitalize: 'off',
                spellCheck: 'false',
              })}
          className="[&_input]:font-mono [&_input]:tracking-widest"
        />
        <NativeButton
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          isPending={isPending}
          pendingLabel={t.pending}
        >
          <Icon name="shield" /> {t.submit}
        </NativeButton>
        <div className="flex flex-col items-center gap-3 text-sm">
          <button
            type="button"
            onClick={switchMode}
            className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
          >
            {mode === 'app' ? t.useRecovery : t.useApp}
          </button>
          <button
            type="button"
            onClick={onBack}
            className="flex items-center gap-1 text-slate-700 underline underline-offset-4 hover:text-navy-900"
          >
            <Icon name="arrowLeft" className="size-4" /> {t.startOver}
          </button>
        </div>
      </form>
    </>
  );
}
