import type { SessionUser } from '@portal/contracts';
import { homePathFor } from '@portal/contracts/roles';
import { secondFactorTexts } from '@portal/copy';
import { useNavigate } from '@tanstack/react-router';
import { PageShell } from '../../components/PageShell';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { storeUser } from '../../session/session';
import { Icon, showToast } from '../../ui';
import { EnrolmentFlow } from './EnrolmentFlow';

const t = secondFactorTexts.enrolment;

/**
 * /verificacion-en-dos-pasos: where the login sends a person whose role requires a second factor and who has
 * none yet (`{ secondFactor: 'enrol' }`). The session the password opened may only enrol; once the code is
 * confirmed and the recovery codes saved, the person is signed in and goes where the login goes. Without such a
 * session the first call answers 401 and the portal goes back to /login.
 */
export function EnrolmentPage() {
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const done = async (user: SessionUser) => {
    storeUser(user);
    showToast({ ...secondFactorTexts.activated, tone: 'success' });
    await navigate({ to: homePathFor(user.role), replace: true });
  };
  return (
    <PageShell width="medium">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col gap-3">
          <h1 className="flex items-center gap-3 text-2xl font-bold text-navy-900">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-50 text-navy-800">
              <Icon name="shield" className="size-5" />
            </span>
            {t.title}
          </h1>
          <p className="text-slate-700">{t.whyRequired}</p>
        </div>
        <EnrolmentFlow
          level={2}
          onDone={(user) => void done(user)}
          onCancel={() => void navigate({ to: '/login' })}
        />
      </div>
    </PageShell>
  );
}
