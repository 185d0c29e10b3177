import { screenTexts } from '@portal/contracts/texts';
import type { ReactNode } from 'react';
import { ButtonLink, Icon } from '../ui';
import { LogoutButton } from './LogoutButton';
import { SiteHeader } from './SiteHeader';

/**
 * The header of a staff page: with `adminLinks` (an admin's pages) the links to the users and the admin panel,
 * then the bell (`notifications`, which the route puts in) and 'Cerrar sesión'.
 */
export function StaffHeader({
  adminLinks = false,
  notifications,
}: {
  adminLinks?: boolean;
  notifications?: ReactNode;
}) {
  return (
    <SiteHeader>
      {adminLinks && (
        <nav aria-label={screenTexts.staffNavLabel} className="flex gap-1">
          <ButtonLink to="/admin" variant="ghost" size="sm">
            {screenTexts.staffAdminLinks.users}
          </ButtonLink>
          <ButtonLink to="/admin-complete" variant="ghost" size="sm">
            {screenTexts.staffAdminLinks.adminPanel}
          </ButtonLink>
          <ButtonLink to="/admin-contenido" variant="ghost" size="sm">
            {screenTexts.staffAdminLinks.content}
          </ButtonLink>
        </nav>
      )}
      <ButtonLink to="/mi-proceso" variant="ghost" size="sm">
        <Icon name="user" className="size-4" /> {screenTexts.myAccount}
      </ButtonLink>
      {notifications}
      <LogoutButton to="/login" variant="secondary" />
    </SiteHeader>
  );
}
