import { consentErrors, type PrivacyNotice, type SessionUser } from '@portal/contracts';
import { consentRenewalTexts as t } from '@portal/copy';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, userMessage } from '../../api/errors';
import { useMyConsents } from '../../api/get-my-consents';
import { usePrivacyNotice } from '../../api/get-privacy-notice';
import { useGiveConsent } from '../../api/give-consent';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { startPathFor } from '../../session/session';
import { Button, showToast } from '../../ui';
import { LogoutButton } from '../LogoutButton';
import { PageShell } from '../PageShell';
import { ConsentChoices, type ConsentValue } from './ConsentChoices';
import { ConsentSection } from './ConsentSection';

function RenewalForm({ user, notice }: { user: SessionUser; notice: PrivacyNotice }) {
  const [choice, setChoice] = useState<ConsentValue>({ financialData: false, purposes: [] });
  const [error, setError] = useState<string | undefined>();
  const give = useGiveConsent(user.id);
  const navigate = useNavigate();
  const accept = async () => {
    if (!choice.financialData) {
      setError(consentErrors.financialDataRequired);
      return;
    }
    try {
      await give.mutateAsync({
        noticeVersion: notice.version,
        financialData: true,
        purposes: choice.purposes.filter((key) => notice.voluntaryPurposes.some((p) => p.key === key)),
      });
      showToast({ ...t.saved, tone: 'success' });
      void navigate({ to: startPathFor(user), replace: true });
    } catch (failure) {
      // A notice changed meanwhile is read again (the call's settling does it): the person reads the new one.
      if (failure instanceof ApiError) setError(failure.fieldErrors.financialData);
      showToast({ title: t.failed, description: userMessage(failure, t.failed), tone: 'error' });
    }
  };
  return (
    <div className="flex flex-col gap-5">
      <ConsentChoices
        notice={notice}
        value={choice}
        onChange={(next) => {
          setChoice(next);
          if (next.financialData) setError(undefined);
        }}
        errors={{ financialData: error }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <LogoutButton to="/login" variant="secondary" />
        <Button
          variant="accent"
          onPress={() => void accept()}
          isPending={give.isPending}
          pendingLabel={t.pending}
        >
          {t.accept}
        </Button>
      </div>
    </div>
  );
}

/**
 * What a signed-in client or agent sees before any page while a new privacy notice waits for them (the root's
 * gate sends them here); with nothing due, their home.
 */
export function PrivacyRenewalScreen({ user }: { user: SessionUser }) {
  useDocumentTitle(t.title);
  const notice = usePrivacyNotice();
  const consents = useMyConsents(user.role === 'client' || user.role === 'agent' ? user.id : '');
  if (user.role !== 'client' && user.role !== 'agent') return <Navigate to={startPathFor(user)} replace />;
  if (consents.data && !consents.data.renewalDue) return <Navigate to={startPathFor(user)} replace />;
  return (
    <PageShell width="medium">
      <section aria-labelledby="privacy-renewal-title" className="flex flex-col gap-5">
        <h1 id="privacy-renewal-title" className="text-3xl font-bold text-navy-900">
          {t.title}
        </h1>
        <p className="text-lg text-slate-700">{t.intro}</p>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <ConsentSection query={notice} place="renewal">
            {(data) => <RenewalForm key={data.version} user={user} notice={data} />}
          </ConsentSection>
        </div>
      </section>
    </PageShell>
  );
}
