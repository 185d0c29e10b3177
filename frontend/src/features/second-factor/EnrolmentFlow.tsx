import type { SecondFactorEnrolment, SessionUser } from '@portal/contracts';
import { secondFactorTexts } from '@portal/copy';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { userMessage } from '../../api/errors';
import { ListError, ListLoading } from '../../components/ListStates';
import { appCodeError, appCodeInputProps, appCodeOf } from '../../lib/second-factor-code';
import { Button, NativeTextField } from '../../ui';
import { useConfirmEnrolment } from './api/confirm-enrolment';
import { useStartEnrolment } from './api/start-enrolment';
import { RecoveryCodes } from './RecoveryCodes';

const t = secondFactorTexts.enrolment;

/** The secret in groups of four for typing by hand ('JBSW Y3DP EHPK 3PXP'). */
export function secretGroups(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * The QR code our server drew (uqr) as an image: an SVG in an <img> is never a document of the page, so
 * nothing in it can run or restyle the page (unlike innerHTML). The CSP admits data: images.
 */
function QrImage({ svg }: { svg: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t.qrAlt}
      width={192}
      height={192}
      className="size-48 rounded-lg border border-slate-200 bg-white p-2"
    />
  );
}

function EnrolmentForm({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: SecondFactorEnrolment;
  onCancel?: () => void;
  onConfirmed: (result: { user: SessionUser; recoveryCodes: string[] }) => void;
}) {
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    setSubmitted(true);
    const found = appCodeError(code);
    setError(found);
    if (found) {
      input.current?.focus();
      return;
    }
    try {
      onConfirmed(await confirm.mutateAsync(appCodeOf(code)));
    } catch (failure) {
      setError(userMessage(failure, t.failed));
      setCode('');
      input.current?.focus();
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrImage svg={enrolment.qrSvg} />
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-slate-700">{t.scan}</p>
          <dl className="flex flex-col gap-1">
            <dt className="text-sm text-slate-600">{t.manual}</dt>
            <dd className="font-mono text-lg font-semibold tracking-wide break-words text-navy-900">
              <code>{secretGroups(enrolment.secret)}</code>
            </dd>
          </dl>
          <a
            href={enrolment.otpauthUri}
            className="text-sm font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900 sm:hidden"
          >
            {t.openInApp}
          </a>
        </div>
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{t.codeHint}</p>
        <NativeTextField
          name="code"
          label={t.codeLabel}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (submitted) setError(appCodeError(value));
          }}
          errorMessage={error}
          inputRef={(element) => {
            input.current = element;
          }}
          isRequired
          {...appCodeInputProps}
          className="max-w-xs [&_input]:font-mono [&_input]:tracking-widest"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" isPending={confirm.isPending} pendingLabel={t.confirming}>
            {t.confirm}
          </Button>
          {onCancel && (
            <Button variant="secondary" onPress={onCancel} isDisabled={confirm.isPending}>
              {t.cancel}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

/**
 * Turning the second factor on, at the sign-in that asks for it or from 'Mi Perfil': a new secret is
 * asked for on arrival and shown as a QR code and as text in groups; a code of the app confirms it; then the ten
 * recovery codes, shown once, until the person says they saved them (`onDone` with the signed-in user).
 */
export function EnrolmentFlow({
  level,
  onDone,
  onCancel,
}: {
  /** The heading level of the recovery codes' title (2 on its own page, 3 inside a section). */
  level: 2 | 3;
  onDone: (user: SessionUser) => void;
  onCancel?: () => void;
}) {
  const start = useStartEnrolment();
  const [enrolled, setEnrolled] = useState<{ user: SessionUser; recoveryCodes: string[] } | null>(null);
  const started = useRef(false);
  const { mutate } = start;
  useEffect(() => {
    // Once per flow (StrictMode runs effects twice in development; a second call would replace the secret).
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (enrolled)
    return (
      <RecoveryCodes
        user={enrolled.user}
        codes={enrolled.recoveryCodes}
        level={level}
        onContinue={() => onDone(enrolled.user)}
      />
    );
  if (start.data)
    return <EnrolmentForm enrolment={start.data} onCancel={onCancel} onConfirmed={setEnrolled} />;
  if (start.isError)
    return (
      <div className="flex flex-col gap-3">
        <ListError title={t.loadFailed} error={start.error} onRetry={() => mutate()} />
        {onCancel && (
          <div>
            <Button variant="secondary" onPress={onCancel}>
              {t.cancel}
            </Button>
          </div>
        )}
      </div>
    );
  return <ListLoading>{t.loading}</ListLoading>;
}
