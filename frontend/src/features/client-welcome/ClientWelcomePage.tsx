import { apiErrors, type SessionUser } from '@portal/contracts';
import { screenTexts, welcomeTexts } from '@portal/copy';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { describeFailure, type NotFoundTexts } from '../../api/failure';
import { useMyDashboard } from '../../api/get-my-dashboard';
import { Brand } from '../../components/Brand';
import { LogoutButton } from '../../components/LogoutButton';
import { PageShell } from '../../components/PageShell';
import { QueryErrorState } from '../../components/QueryErrorState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { markWelcomeCompleted, useSessionUser } from '../../session/session';
import { Button, Icon, Spinner } from '../../ui';
import { WelcomeFeatures } from './WelcomeFeatures';
import { WelcomeSummary } from './WelcomeSummary';

function WelcomeHeader({ user, onFinish }: { user: SessionUser; onFinish: () => void }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Brand />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-sm font-semibold text-navy-900">{user.fullName}</span>
          <div className="flex items-center gap-2">
            <Button variant="primary" size="sm" onPress={onFinish}>
              {screenTexts.goToDashboard} <Icon name="arrowRight" className="size-4" />
            </Button>
            <LogoutButton to="/" variant="ghost" />
          </div>
        </div>
      </div>
    </header>
  );
}

/** A 404 of my-dashboard: the case data is not there (spec §8). */
const dashboardNotFound: NotFoundTexts = { title: apiErrors.dashboardNotFound };

/**
 * The welcome tour (spec §2): step 1 sums up the client's own case, step 2 shows what the dashboard offers.
 * 'Ir al Dashboard' (header) and the last step's button mark the welcome completed for this user on this
 * device, so that `/` opens the dashboard from then on.
 */
export function ClientWelcomePage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const query = useMyDashboard(user?.id ?? '');
  const [step, setStep] = useState<1 | 2>(1);
  // Set by a move between steps: the new step's title then takes the focus.
  const [moved, setMoved] = useState(false);
  const goTo = (next: 1 | 2) => {
    setStep(next);
    setMoved(true);
  };
  const failure = query.isError && !query.data ? describeFailure(query.error, dashboardNotFound) : null;
  useDocumentTitle(failure ? failure.title : welcomeTexts.documentTitle);

  if (!user) return null;

  const finish = () => {
    markWelcomeCompleted(user.id);
    void navigate({ to: '/client-dashboard' });
  };

  let body: ReactNode;
  if (step === 2) {
    // What the dashboard offers needs no data: the step shows even if the case is still loading.
    body = <WelcomeFeatures focus={moved} onBack={() => goTo(1)} onFinish={finish} />;
  } else if (query.data) {
    body = (
      <WelcomeSummary data={query.data} fullName={user.fullName} focus={moved} onContinue={() => goTo(2)} />
    );
  } else if (failure) {
    body = <QueryErrorState failure={failure} onRetry={query.refetch} home="/client-dashboard" />;
  } else {
    body = (
      <div role="status" className="flex flex-col items-center gap-4 py-20 text-slate-700">
        <Spinner className="size-8 text-teal-700" />
        <p className="text-lg">{welcomeTexts.loading}</p>
      </div>
    );
  }

  return <PageShell header={<WelcomeHeader user={user} onFinish={finish} />}>{body}</PageShell>;
}
