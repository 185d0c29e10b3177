import {
  type ClientRegistration,
  type ClientRegistrationInput,
  type ClientRegistrationResult,
  countries,
  countryLabels,
  currencies,
  currencyLabels,
  fieldLabels,
  fraudTypeLabels,
  preferredContactLabels,
  preferredContacts,
  registrationFraudTypes,
  toasts,
  urgencyLevels,
  urgencyOptionLabels,
} from '@portal/contracts';
import { dynamicTexts, fieldHints, screenTexts } from '@portal/copy';
import { useEffect, useMemo, useRef } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { ApiError, userMessage } from '../../api/errors';
import { usePrivacyNotice } from '../../api/get-privacy-notice';
import { AccessFields, NameContactFields } from '../../components/AccountFields';
import { FormSection } from '../../components/FormSection';
import { ConsentFormSection } from '../../components/privacy/ConsentFormSection';
import { useStoredAttemptKey } from '../../lib/attempt-key';
import { fieldErrorsOn } from '../../lib/field-errors';
import { todayIso } from '../../lib/format';
import { lazyResolver } from '../../lib/lazy-resolver';
import { unchosen, unticked } from '../../lib/unchosen';
import {
  Button,
  FormDateInput,
  FormSelect,
  FormTextArea,
  FormTextField,
  optionsOf,
  showToast,
} from '../../ui';
import { useRegisterClient } from './api/register-client';

const emptyForm: ClientRegistrationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: unchosen(),
  city: '',
  username: '',
  password: '',
  fraudType: unchosen(),
  platform: '',
  lossAmount: '',
  currency: unchosen(),
  fraudDate: '',
  urgencyLevel: unchosen(),
  description: '',
  evidence: '',
  previousAttempts: '',
  preferredContact: unchosen(),
  // The notice's version is set once it is read; the express consent is never ticked beforehand.
  privacy: { noticeVersion: '', financialData: unticked(), purposes: [] },
};

const fieldNames: FieldPath<ClientRegistrationInput>[] = [
  ...Object.keys(emptyForm).filter((name): name is keyof ClientRegistrationInput =>
    Object.hasOwn(emptyForm, name),
  ),
  'privacy.financialData',
  'privacy.purposes',
  'privacy.noticeVersion',
];

const options = {
  country: optionsOf(countries, countryLabels),
  fraudType: optionsOf(registrationFraudTypes, fraudTypeLabels),
  currency: optionsOf(currencies, currencyLabels),
  urgencyLevel: optionsOf(urgencyLevels, urgencyOptionLabels),
  preferredContact: optionsOf(preferredContacts, preferredContactLabels),
};

/**
 * The client registration form: every field of the payload, validated with the contracts' schema (the same
 * the server uses). One Idempotency-Key per attempt: resubmitting the same data (e.g. after a network failure,
 * or after reloading the page when the server crashed) reuses it, so a case is never created twice.
 */
export function RegistrationForm({
  onRegistered,
}: {
  onRegistered: (result: ClientRegistrationResult, username: string) => void;
}) {
  const today = useMemo(() => todayIso(), []);
  const form = useForm<ClientRegistrationInput, unknown, ClientRegistration>({
    resolver: registrationResolver,
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { control } = form;
  const description = useWatch({ control, name: 'description' }) ?? '';
  const descriptionLength = description.trim().length;
  // The privacy notice shown is the one consented to: its version goes with the registration.
  const notice = usePrivacyNotice();
  const noticeVersion = notice.data?.version;
  useEffect(() => {
    if (noticeVersion) form.setValue('privacy.noticeVersion', noticeVersion);
  }, [form, noticeVersion]);

  // Kept in the tab across a reload: a registration cut by a crash is completed by sending the same data again.
  const attempt = useStoredAttemptKey('registerClient');
  const register = useRegisterClient();
  // One send at a time, from the click on (finding the attempt's key takes a moment before the request starts).
  const sending = useRef(false);

  const onSubmit = form.handleSubmit(async (payload) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await register.mutateAsync({ payload, key: await attempt.keyFor(payload) });
      attempt.succeeded();
      showToast({ ...toasts.registrationSuccess, tone: 'success' });
      onRegistered(result, payload.username);
    } catch (error) {
      if (error instanceof ApiError) fieldErrorsOn(form, fieldNames)(error.fieldErrors);
      // The notice changed since the page read it: the new one is shown, to be read before sending again.
      if (error instanceof ApiError && error.code === 'privacy_notice_changed') void notice.refetch();
      showToast({
        title: toasts.registrationFailure.title,
        description: userMessage(error, toasts.registrationFailure.description),
        tone: 'error',
      });
    } finally {
      sending.current = false;
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">{screenTexts.requiredFieldsNote}</p>

      <FormSection icon="user" title={screenTexts.registrationSections.personal}>
        <NameContactFields control={control} />
        <FormSelect
          control={control}
          name="country"
          label={fieldLabels.country}
          options={options.country}
          isRequired
        />
        <FormTextField
          control={control}
          name="city"
          label={fieldLabels.city}
          autoComplete="address-level2"
          isRequired
        />
      </FormSection>

      <FormSection icon="shield" title={screenTexts.registrationSections.access}>
        <AccessFields control={control} />
      </FormSection>

      <FormSection icon="document" title={screenTexts.registrationSections.fraud}>
        <FormSelect
          control={control}
          name="fraudType"
          label={fieldLabels.fraudType}
          options={options.fraudType}
          isRequired
        />
        <FormTextField
          control={control}
          name="platform"
          label={fieldLabels.platform}
          description={fieldHints.platform}
          isRequired
        />
        <FormTextField
          control={control}
          name="lossAmount"
          label={fieldLabels.lossAmount}
          inputMode="decimal"
          autoComplete="off"
          description={fieldHints.lossAmount}
          isRequired
        />
        <FormSelect
          control={control}
          name="currency"
          label={fieldLabels.currency}
          options={options.currency}
          isRequired
        />
        <FormDateInput
          control={control}
          name="fraudDate"
          label={fieldLabels.fraudDate}
          max={today}
          isRequired
        />
        <FormSelect
          control={control}
          name="urgencyLevel"
          label={fieldLabels.urgencyLevel}
          options={options.urgencyLevel}
          isRequired
        />
        <FormTextArea
          control={control}
          name="description"
          label={fieldLabels.description}
          rows={6}
          className="sm:col-span-2"
          counter={
            <span
              className={descriptionLength >= screenTexts.descriptionMinimum ? 'text-teal-800' : undefined}
            >
              {dynamicCount(descriptionLength)}
            </span>
          }
          isRequired
        />
        <FormTextArea
          control={control}
          name="evidence"
          label={fieldLabels.evidence}
          description={fieldHints.evidence}
          rows={3}
          className="sm:col-span-2"
        />
        <FormTextArea
          control={control}
          name="previousAttempts"
          label={fieldLabels.previousAttempts}
          description={fieldHints.previousAttempts}
          rows={3}
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection icon="phone" title={screenTexts.registrationSections.contact}>
        <FormSelect
          control={control}
          name="preferredContact"
          label={fieldLabels.preferredContact}
          options={options.preferredContact}
          isRequired
        />
      </FormSection>

      <ConsentFormSection control={control} notice={notice} place="registration" />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          isPending={register.isPending}
          pendingLabel={screenTexts.registerPending}
          className="sm:min-w-56"
        >
          {screenTexts.registerSubmit}
        </Button>
      </div>
    </form>
  );
}

/** The registration's checks (registration-resolver.ts), loaded with the first one. */
const registrationResolver = lazyResolver(() => import('./registration-resolver'));

function dynamicCount(count: number): string {
  return dynamicTexts.descriptionCount(count, screenTexts.descriptionMinimum);
}
