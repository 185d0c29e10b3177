import { type ClientRegistrationResult, toasts } from '@portal/contracts';
import { screenTexts } from '@portal/copy';
import { useEffect, useRef } from 'react';
import { NumberedSteps } from '../../components/AccountFields';
import { ButtonLink, Icon } from '../../ui';

/** 'Registro Exitoso': the numbers the person will need, the four next steps, and the way in. */
export function RegistrationSuccess({
  result,
  username,
}: {
  result: ClientRegistrationResult;
  username: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  const facts = [
    { label: screenTexts.registrationCaseNumber, value: result.caseNumber },
    { label: screenTexts.registrationAccountNumber, value: result.accountNumber },
    { label: screenTexts.registrationUsername, value: username },
  ];

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <Icon name="check" className="size-8" />
        </span>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-navy-900 outline-hidden">
          {screenTexts.registrationSuccessTitle}
        </h1>
        <p className="text-lg text-slate-700">{toasts.registrationSuccess.description}</p>
      </div>

      <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-1">
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="font-mono text-base font-semibold break-all text-navy-900">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <NumberedSteps
        title={screenTexts.registrationNextStepsTitle}
        steps={screenTexts.registrationNextSteps}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to="/" variant="secondary" size="lg">
          <Icon name="home" /> {screenTexts.backHome}
        </ButtonLink>
        <ButtonLink to="/login" variant="primary" size="lg">
          {screenTexts.goToLogin} <Icon name="arrowRight" />
        </ButtonLink>
      </div>
    </div>
  );
}
