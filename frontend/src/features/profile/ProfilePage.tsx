import {
  countries,
  countryLabels,
  isCountry,
  type Profile,
  type profileContactSchema,
  type SessionUser,
} from '@portal/contracts';
import { roleLabels } from '@portal/contracts/roles';
import { profileTexts as t } from '@portal/copy';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, userMessage } from '../../api/errors';
import { describeFailure } from '../../api/failure';
import { ListLoading } from '../../components/ListStates';
import { QueryErrorState } from '../../components/QueryErrorState';
import { fieldErrorsOn } from '../../lib/field-errors';
import { lazyResolver } from '../../lib/lazy-resolver';
import { unchosen } from '../../lib/unchosen';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Button, Card, FormSelect, FormTextField, optionsOf, showToast } from '../../ui';
import { AccountPageShell } from './AccountPageShell';
import { useProfile } from './api/get-profile';
import { useUpdateProfileContact } from './api/update-profile-contact';
import { MyDataSection } from './MyDataSection';
import { PrivacyConsentsSection } from './PrivacyConsentsSection';

/** The contact form's checks (contact-resolver.ts), loaded with the first check. */
const contactResolver = lazyResolver(() => import('./contact-resolver'));

type ContactForm = z.input<typeof profileContactSchema>;
type ContactValues = z.output<typeof profileContactSchema>;
const fields = ['contactPhone', 'address', 'city', 'country'] as const;

function ContactEditor({ userId, contact }: { userId: string; contact: NonNullable<Profile['contact']> }) {
  const defaults: ContactForm = {
    contactPhone: contact.contactPhone ?? '',
    address: contact.address ?? '',
    city: contact.city,
    // A country stored as free text before it became a key of the list is not an option: the person picks one.
    country: isCountry(contact.country) ? contact.country : unchosen(),
  };
  const form = useForm<ContactForm, unknown, ContactValues>({
    resolver: contactResolver,
    defaultValues: defaults,
    values: defaults,
  });
  const update = useUpdateProfileContact(userId);
  const onSubmit = form.handleSubmit(async (values) => {
    if (update.isPending) return;
    // Compared with what was read (formState.isDirty is only tracked when read while rendering).
    if (fields.every((f) => (values[f] ?? '') === (defaults[f] ?? ''))) {
      showToast({ title: t.noChanges, tone: 'info' });
      return;
    }
    try {
      await update.mutateAsync({ input: values, revision: contact.revision });
      showToast({ ...t.saved, tone: 'success' });
    } catch (error) {
      if (error instanceof ApiError) fieldErrorsOn(form, fields)(error.fieldErrors);
      showToast({ title: t.failed, description: userMessage(error, t.failed), tone: 'error' });
    }
  });
  return (
    <Card title={t.contact} icon="phone">
      <p className="mb-4 text-sm text-slate-600">{t.contactHint}</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={form.control}
          name="contactPhone"
          label={t.phone}
          type="tel"
          autoComplete="tel"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="address"
          label={t.address}
          autoComplete="street-address"
        />
        <FormTextField
          control={form.control}
          name="city"
          label={t.city}
          autoComplete="address-level2"
          isRequired
        />
        <FormSelect
          control={form.control}
          name="country"
          label={t.country}
          options={optionsOf(countries, countryLabels)}
          isRequired
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="primary" isPending={update.isPending} pendingLabel={t.saving}>
            {t.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ProfileView({ user }: { user: SessionUser }) {
  const profile = useProfile(user.id);
  if (profile.isPending) return <ListLoading>{t.title}</ListLoading>;
  if (!profile.data)
    return <QueryErrorState failure={describeFailure(profile.error)} onRetry={profile.refetch} home="/" />;
  const p = profile.data;
  const rows = [
    [t.fullName, p.fullName],
    [t.email, p.email],
    [t.username, p.username],
    [t.role, roleLabels[user.role].name],
  ];
  return (
    <div className="flex flex-col gap-6">
      <Card title={t.account} icon="user">
        <dl className="grid gap-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-semibold break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {!p.contact && <p className="mt-4 text-sm text-slate-600">{t.staffNote}</p>}
      </Card>
      {p.contact && <ContactEditor userId={user.id} contact={p.contact} />}
    </div>
  );
}

/**
 * 'Mi Perfil' (/mi-perfil): the account's data; a client edits how to reach them (a command, under If-Match).
 * `passwordForm` (the route puts it in) changes the password with the current one, for every role: the
 * administration's password dialog refuses one's own account.
 */
export function ProfilePage({
  user,
  passwordForm,
  secondFactor,
  notifications,
}: {
  user: SessionUser;
  passwordForm?: ReactNode;
  /** 'Verificación en dos pasos' (the route puts it in: features never import each other). */
  secondFactor?: ReactNode;
  notifications?: ReactNode;
}) {
  useDocumentTitle(t.title);
  return (
    <AccountPageShell
      user={user}
      notifications={notifications}
      title={t.title}
      back={{ to: '/mi-proceso', label: t.back }}
    >
      <ProfileView user={user} />
      <MyDataSection user={user} />
      <PrivacyConsentsSection user={user} />
      {passwordForm}
      {secondFactor}
    </AccountPageShell>
  );
}
