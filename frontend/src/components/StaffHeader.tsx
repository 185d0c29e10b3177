import { type Role, roleSatisfies } from '@portal/contracts/roles';
import { screenTexts } from '@portal/copy/screen';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSessionUser } from '../session/session';
import { ButtonLink, Icon } from '../ui';
import { LogoutButton } from './LogoutButton';
import { SiteHeader } from './SiteHeader';

type StaffPath =
  | '/dashboard'
  | '/admin'
  | '/admin-complete'
  | '/admin-dashboard'
  | '/admin-contenido'
  | '/cumplimiento'
  | '/privacidad'
  | '/operaciones';

/**
 * The places of the staff navigation a role may open, in order: exactly the pages whose route guard lets the
 * role in (routes/*.tsx: the admin views and the content need the admin role, which a superadmin passes;
 * /cumplimiento any staff; /privacidad administration and compliance; /operaciones the superadmin). The
 * landing (/dashboard) is an agent's list of clients. A client, who may open /dashboard too, gets none: their
 * pages have their own.
 */
export function staffNavItems(role: Role): { to: StaffPath; label: string }[] {
  if (role === 'client') return [];
  const links = screenTexts.staffNavLinks;
  const items: { to: StaffPath; label: string }[] = [
    { to: '/dashboard', label: role === 'agent' ? links.myClients : links.home },
  ];
  if (roleSatisfies(role, 'admin')) {
    items.push(
      { to: '/admin', label: screenTexts.staffAdminLinks.users },
      { to: '/admin-complete', label: screenTexts.staffAdminLinks.adminPanel },
      { to: '/admin-dashboard', label: links.executivePanel },
      { to: '/admin-contenido', label: screenTexts.staffAdminLinks.content },
    );
  }
  items.push({ to: '/cumplimiento', label: links.compliance });
  if (roleSatisfies(role, 'admin') || role === 'compliance')
    items.push({ to: '/privacidad', label: links.privacyRequests });
  if (role === 'superadmin') items.push({ to: '/operaciones', label: links.operations });
  return items;
}

const linkClass =
  'inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold transition-colors outline-hidden focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';
const otherClass = 'text-navy-800 hover:bg-navy-50';
/** The current page: filled, and underlined so it does not rest on colour alone. */
const currentClass = 'bg-navy-900 text-white underline decoration-2 underline-offset-4 hover:bg-navy-800';

/** The staff navigation; the link of the current page is marked (aria-current="page", by the router). */
function StaffNav({ items }: { items: ReturnType<typeof staffNavItems> }) {
  return (
    <nav aria-label={screenTexts.staffNavLabel}>
      <ul className="-mx-1 flex flex-wrap gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={linkClass}
              activeOptions={{ includeSearch: false }}
              activeProps={{ className: currentClass }}
              inactiveProps={{ className: otherClass }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The staff navigation of a role (none for a client), for headers that are not StaffHeader (/mi-proceso). */
export function StaffNavOf({ role }: { role: Role }) {
  const items = staffNavItems(role);
  return items.length > 0 ? <StaffNav items={items} /> : null;
}

/**
 * The header of every staff page: 'Mi Cuenta', the bell (`notifications`, which the route puts in) and 'Cerrar
 * sesión', and below them the staff navigation of the user's role.
 */
export function StaffHeader({ notifications }: { notifications?: ReactNode }) {
  const user = useSessionUser();
  const items = user ? staffNavItems(user.role) : [];
  return (
    <SiteHeader nav={items.length > 0 && <StaffNav items={items} />}>
      <ButtonLink to="/mi-proceso" variant="ghost" size="sm">
        <Icon name="user" className="size-4" /> {screenTexts.myAccount}
      </ButtonLink>
      {notifications}
      <LogoutButton to="/login" variant="secondary" />
    </SiteHeader>
  );
}
