import type { SessionUser } from '@portal/contracts';
import type { ReactNode } from 'react';
import { PageShell } from '../../components/PageShell';
import { StaffHeader } from '../../components/StaffHeader';
import { ButtonLink, Icon } from '../../ui';

/**
 * The frame of the account's pages ('Mi Perfil' and the person's data): the staff header for staff (a client's
 * pages have their own), the title and the way back.
 */
export function AccountPageShell({
  user,
  notifications,
  title,
  back,
  children,
}: {
  user: SessionUser;
  notifications?: ReactNode;
  title: string;
  back: { to: '/mi-proceso' | '/mi-perfil'; label: string };
  children: ReactNode;
}) {
  return (
    <PageShell
      width="medium"
      header={user.role === 'client' ? undefined : <StaffHeader notifications={notifications} />}
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
          <ButtonLink to={back.to} variant="secondary" size="sm">
            <Icon name="arrowLeft" /> {back.label}
          </ButtonLink>
        </div>
        {children}
      </div>
    </PageShell>
  );
}
