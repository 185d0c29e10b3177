import { routeAccess } from 'virtual:route-access';
import type { RouteName } from '@portal/contracts';
import { type Role, roleSatisfies } from '@portal/contracts/roles';
import { useSessionUser } from './session';

/**
 * Whether a user of `role` may call route `name`: the gateway's rule on the contracts' route table (a
 * superadmin passes admin). A screen shows a control only to whom its call would not refuse (a read-only role
 * sees no form it cannot send); the server decides again on every call.
 */
export function mayCall(role: Role | undefined, name: RouteName): boolean {
  const access = routeAccess[name];
  if (access === 'public') return true;
  if (!role) return false;
  if (access === 'signedIn') return true;
  return access.some((required) => roleSatisfies(role, required));
}

/** `mayCall` for the signed-in user. */
export function useMayCall(name: RouteName): boolean {
  return mayCall(useSessionUser()?.role, name);
}
