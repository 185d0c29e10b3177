import { type Role, roles } from './roles.js';
import { type Access, routes } from './routes.js';
import type { PrivacyNotice } from './schemas/privacy-notice.js';

/**
 * Who may see what of a person, as the privacy notice says it: the staff roles of the route that serves each
 * thing, read from the route table (the gateway's own rule; superadmin passes admin). Finer rules (an agent only
 * their clients' cases) are the notice's words beside them. The person always sees their own.
 */
const accessRoutes = {
  case: routes.caseFile.access,
  documents: routes.caseDocuments.access,
  history: routes.caseHistory.access,
  accessLog: routes.documentAccessLog.access,
  clientList: routes.adminClients.access,
} satisfies Record<PrivacyNotice['access'][number]['subject'], Access>;

function staffRolesOf(access: Access): Role[] {
  if (typeof access === 'string') return [];
  const allowed = new Set<Role>(access);
  if (allowed.has('admin')) allowed.add('superadmin');
  allowed.delete('client');
  return roles.filter((role) => allowed.has(role));
}

export function privacyAccessRules(): PrivacyNotice['access'] {
  const isSubject = (key: string): key is keyof typeof accessRoutes => Object.hasOwn(accessRoutes, key);
  return Object.keys(accessRoutes)
    .filter(isSubject)
    .map((subject) => ({
      subject,
      roles: staffRolesOf(accessRoutes[subject]),
    }));
}
