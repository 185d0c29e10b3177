import {
  type AgentApplication,
  type agentApplicationSchema,
  experienceLabels,
  experienceRanges,
  specializationLabels,
  specializations,
  toasts,
} from '@portal/contracts';
import { screenTexts, agentApplicationTexts as t } from '@portal/copy';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, userMessage } from '../../api/errors';
import { usePrivacyNotice } from '../../api/get-privacy-notice';
import { AccessFields, NameContactFields, NumberedSteps } from '../../components/AccountFields';
import { FormSection } from '../../components/FormSection';
import { PageShell } from '../../components/PageShell';
import { ConsentFormSection } from '../../components/privacy/ConsentFormSection';
import { useAttemptKey } from '../../lib/attempt-key';
import { fieldErrorsOn } from '../../lib/field-errors';
import { lazyResolver } from '../../lib/lazy-resolver';
import { unchosen, unticked } from '../../lib/unchosen';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import {
  Button,
  ButtonLink,
  FormSelect,
  FormTextArea,
  FormTextField,
  Icon,
  optionsOf,
  showToast,
} from '../../ui';
import { useApplyAsAgent } from './api/apply-as-agent';

/** The application's checks (application-resolver.ts), loaded with the first check. */
const applicationResolver = lazyResolver(() => import('./application-resolver'));

type Input = z.input<typeof agentApplicationSchema>;

const emptyForm: Input = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  username: '',
  password: '',
  licenseNumber: '',
  specialization: unchosen(),
  experience: unchosen(),
  certifications: '',
  languages: '',
  officeLocation: '',
  // The notice's version is set once it is read; the express consent is never ticked beforehand.
  privacy: { noticeVersion: '', financialData: unticked(), purposes: [] },
};
const fieldNames: FieldPath<Input>[] = [
  ...Object.keys(emptyForm).filter((name): name is keyof Input => Object.hasOwn(emptyForm, name)),
  'privacy.financialData',
  'privacy.purposes',
  'privacy.noticeVersion',
];

/** /agent-register: the application in three sections, then 'Solicitud Enviada' with the review process. */
export function AgentApplicationPage() {
  const [sent, setSent] = useState(false);
  useDocumentTitle(sent ? t.successTitle : t.title);
  return (
    <PageShell
      width="medium"
      headerActions={
        <ButtonLink to="/" variant="ghost" size="sm">
          <Icon name="arrowLeft" className="size-4" /> {screenTexts.backHome}
        </ButtonLink>
      }
    >
      {sent ? (
        <ApplicationSent />
      ) : (
        <div className="flex flex-col gap-6">
          <div>
            <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
            <p className="mt-2 text-lg text-slate-700">{t.intro}</p>
          </div>
          <ApplicationForm onSent={() => setSent(true)} />
        </div>
      )}
    </PageShell>
  );
}

function ApplicationForm({ onSent }: { onSent: () => void }) {
  const form = useForm<Input, unknown, AgentApplication>({
    resolver: applicationResolver,
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { control } = form;
  const attempt = useAttemptKey();
  const apply = useApplyAsAgent();
  // The privacy notice shown is the one consented to: its version goes with the application.
  const notice = usePrivacyNotice();
  const noticeVersion = notice.data?.version;
  useEffect(() => {
    if (noticeVersion) form.setValue('privacy.noticeVersion', noticeVersion);
  }, [form, noticeVersion]);
  const onSubmit = form.handleSubmit(async (payload) => {
    if (apply.isPending) return;
    try {
      await apply.mutateAsync({ payload, key: attempt.keyFor(payload) });
      attempt.succeeded();
      showToast({ ...toasts.agentApplicationSuccess, tone: 'success' });
      onSent();
    } catch (error) {
      if (error instanceof ApiError) fieldErrorsOn(form, fieldNames)(error.fieldErrors);
      if (error instanceof ApiError && error.code === 'privacy_notice_changed') void notice.refetch();
      showToast({
        title: toasts.registrationFailure.title,
        description: userMessage(error, toasts.registrationFailure.description),
        tone: 'error',
      });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">{screenTexts.requiredFieldsNote}</p>
      <FormSection icon="user" title={t.sections.personal}>
        <NameContactFields control={control} />
      </FormSection>
      <FormSection icon="shield" title={t.sections.access}>
        <AccessFields control={control} passwordNote={t.accessHint} />
      </FormSection>
      <FormSection icon="briefcase" title={t.sections.professional}>
        <FormTextField control={control} name="licenseNumber" label={t.licenseNumber} isRequired />
        <FormSelect
          control={control}
          name="specialization"
          label={t.specialization}
          options={optionsOf(specializations, specializationLabels)}
          isRequired
        />
        <FormSelect
          control={control}
          name="experience"
          label={t.experience}
          options={optionsOf(experienceRanges, experienceLabels)}
          isRequired
        />
        <FormTextField
          control={control}
          name="languages"
          label={t.languages}
          description={t.languagesHint}
          isRequired
        />
        <FormTextField control={control} name="officeLocation" label={t.officeLocation} isRequired />
        <FormTextArea
          control={control}
          name="certifications"
          label={t.certifications}
          description={t.certificationsHint}
          isRequired
          className="sm:col-span-2"
        />
      </FormSection>
      <ConsentFormSection control={control} notice={notice} place="agentApplication" />
      <Button type="submit" size="lg" isPending={apply.isPending} pendingLabel={t.submitting}>
        {t.submit}
      </Button>
    </form>
  );
}

function ApplicationSent() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <Icon name="check" className="size-8" />
        </span>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-navy-900 outline-hidden">
          {t.successTitle}
        </h1>
        <p className="text-lg text-slate-700">{t.successBody}</p>
      </div>
      <NumberedSteps title={t.processTitle} steps={t.process} />
      <div className="flex justify-center">
        <ButtonLink to="/" variant="secondary" size="lg">
          <Icon name="home" /> {t.backHome}
        </ButtonLink>
      </div>
    </div>
  );
}
