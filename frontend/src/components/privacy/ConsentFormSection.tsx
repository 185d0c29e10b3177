import type { PrivacyNotice } from '@portal/contracts';
import { consentTexts } from '@portal/copy';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { FormSection } from '../FormSection';
import { ConsentChoices, type ConsentPlace, type ConsentValue } from './ConsentChoices';
import { ConsentSection, consentErrorsOf } from './ConsentSection';

/** The `privacy` part of a form's values: the choices and the notice's version they were made on. */
type PrivacyPart = Omit<ConsentValue, 'purposes'> & { purposes?: readonly string[] | undefined };

/**
 * The consent section of a form that collects data (registration, agent application): its heading, the short
 * notice (or its loading and failure) and the two choices, bound to the form's `privacy` field.
 */
export function ConsentFormSection<T extends FieldValues & { privacy: PrivacyPart }>({
  control,
  notice,
  place,
}: {
  control: Control<T>;
  notice: UseQueryResult<PrivacyNotice>;
  place: ConsentPlace;
}) {
  return (
    <FormSection icon="eye" title={consentTexts.title}>
      <div className="sm:col-span-2">
        <ConsentSection query={notice} place={place}>
          {(data) => (
            <Controller
              control={control}
              name={'privacy' as Path<T>}
              render={({ field, formState }) => {
                const value = field.value as PrivacyPart;
                return (
                  <ConsentChoices
                    notice={data}
                    value={{ financialData: value.financialData, purposes: value.purposes ?? [] }}
                    onChange={(choice) => field.onChange({ ...value, ...choice })}
                    errors={consentErrorsOf(formState.errors.privacy)}
                    financialRef={field.ref}
                  />
                );
              }}
            />
          )}
        </ConsentSection>
      </div>
    </FormSection>
  );
}
