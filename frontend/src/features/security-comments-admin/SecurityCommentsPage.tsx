import { securityCommentsAdminTexts as texts } from '@portal/copy';
import type { ReactNode } from 'react';
import { PageShell } from '../../components/PageShell';
import { StaffHeader } from '../../components/StaffHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink, Icon } from '../../ui';
import { SecurityCommentsManager } from './SecurityCommentsManager';

/** /avisos-de-seguridad (admin and superadmin): the manager with its page around it. */
export function SecurityCommentsPage({ notifications }: { notifications?: ReactNode } = {}) {
  useDocumentTitle(texts.pageTitle);
  return (
    <PageShell header={<StaffHeader notifications={notifications} />}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col items-start gap-3">
          <ButtonLink to="/dashboard" variant="ghost" size="sm" className="-ml-3">
            <Icon name="arrowLeft" className="size-4" /> {texts.backToDashboard}
          </ButtonLink>
          <h1 className="flex items-center gap-2 text-3xl font-bold text-navy-900">
            <Icon name="shield" className="size-7 text-teal-700" />
            {texts.pageTitle}
          </h1>
          <p className="max-w-3xl text-lg text-slate-700">{texts.intro}</p>
        </div>
        <SecurityCommentsManager />
      </div>
    </PageShell>
  );
}
