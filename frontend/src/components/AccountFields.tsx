import { fieldLabels } from '@portal/contracts';
import { fieldHints } from '@portal/copy';
import type { Control, FieldPath } from 'react-hook-form';
import { FormPasswordField, FormTextField } from '../ui';

/** The person's fields every public form asks (registration, agent application), with the same labels and hints. */
interface AccountFieldValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  username: string;
  password: string;
}
// biome-ignore lint/suspicious/noExplicitAny: any form whose values include the account fields
type AccountControl<T extends AccountFieldValues> = Control<T, any, any>;
const named = <T extends AccountFieldValues>(name: keyof AccountFieldValues) => name as FieldPath<T>;

export function NameContactFields<T extends AccountFieldValues>({ control }: { control: AccountControl<T> }) {
  return (
    <>
      <FormTextField
        control={control}
        name={named<T>('firstName')}
        label={fieldLabels.firstName}
        autoComplete="given-name"
        isRequired
      />
      <FormTextField
        control={control}
        name={named<T>('lastName')}
        label={fieldLabels.lastName}
        autoComplete="family-name"
        isRequired
      />
      <FormTextField
        control={control}
        name={named<T>('email')}
        label={fieldLabels.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField
        control={control}
        name={named<T>('phone')}
        label={fieldLabels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        description={fieldHints.phone}
        isRequired
      />
    </>
  );
}

export function AccessFields<T extends AccountFieldValues>({
  control,
  passwordNote,
}: {
  control: AccountControl<T>;
  passwordNote?: string;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={named<T>('username')}
        label={fieldLabels.username}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck="false"
        description={fieldHints.username}
        isRequired
      />
      <FormPasswordField
        control={control}
        name={named<T>('password')}
        label={fieldLabels.password}
        autoComplete="new-password"
        description={passwordNote ? `${fieldHints.password} ${passwordNote}` : fieldHints.password}
        isRequired
      />
    </>
  );
}

/** Steps in order, each with its number in a circle (what happens next after a public form). */
export function NumberedSteps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      <ol className="mt-4 flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white">
              {index + 1}
            </span>
            <span className="pt-0.5 text-slate-800">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
