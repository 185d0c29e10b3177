import type { ClientRegistrationResult } from '@portal/contracts';
import { screenTexts } from '@portal/copy';
import { useState } from 'react';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { PageShell } from '../../components/PageShell';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink, Icon } from '../../ui';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationSuccess } from './RegistrationSuccess';

export function RegisterPage() {
  const [done, setDone] = useState<{ result: ClientRegistrationResult; username: string } | null>(null);
  useDocumentTitle(done ? screenTexts.registrationSuccessTitle : screenTexts.registrationTitle);

  return (
    <PageShell
      width="medium"
      headerActions={
        <ButtonLink to="/" variant="ghost" size="sm">
          <Icon name="arrowLeft" className="size-4" /> {screenTexts.backHome}
        </ButtonLink>
      }
    >
      {done ? (
        <RegistrationSuccess result={done.result} username={done.username} />
      ) : (
        <div className="flex flex-col gap-6">
          <div>
            <h1 className="text-3xl font-bold text-navy-900">{screenTexts.registrationTitle}</h1>
            <p className="mt-2 text-lg text-slate-700">{screenTexts.registrationIntro}</p>
          </div>
          <AfterFirstPaint placeholder={<div aria-busy="true" className="min-h-screen" />}>
            <RegistrationForm onRegistered={(result, username) => setDone({ result, username })} />
          </AfterFirstPaint>
        </div>
      )}
    </PageShell>
  );
}
