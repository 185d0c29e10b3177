import type { SessionUser } from '@portal/contracts';
import { type Role, roleSatisfies } from '@portal/contracts/roles';
import { redirect } from '@tanstack/react-router';
import { readStoredUser } from './session';

/**
 * Route guards (spec §2): not signed in → /login; a role mismatch → /dashboard; superadmin passes an admin
 * requirement. "Signed in" means a stored user; the server enforces every rule again.
 */
export function requireSignedIn(): { user: SessionUser } {
  const user = readStoredUser();
  if (!user) throw redirect({ to: '/login', replace: true });
  return { user };
}

export function requireRole(role: Role): { user: SessionUser } {
  const { user } = requireSignedIn();
  if (!roleSatisfies(user.role, role)) throw redirect({ to: '/dashboard', replace: true });
  return { user };
}
