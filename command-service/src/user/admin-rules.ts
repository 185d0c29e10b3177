import { adminErrors, DomainError, type Role, type UserEvent } from '@portal/contracts';

/** Who asks: the session's user and role. */
export interface AdminActor {
  userId: string;
  role: Role;
}

export interface AdminUserChanges {
  isActive?: boolean | undefined;
  fullName?: string | undefined;
  /** Already reserved for the user (normalized) when the command is decided. */
  username?: string | undefined;
  /** Already reserved for the user when the command is decided. */
  email?: string | undefined;
  role?: Role | undefined;
}

/** The user as the administration rules need it. */
export interface ManagedUser {
  userId: string;
  role: Role;
  isActive: boolean;
  fullName: string;
  username: string;
  email: string;
}

/**
 * Roles that administer or audit the portal: only a superadministrator creates, changes or gives them (a
 * compliance user reads everything, so their account is guarded like an administrator's).
 */
const administers = (role: Role) => role === 'admin' || role === 'superadmin' || role === 'compliance';

/** The roles a role change may go from and to (agents and clients come with their own records). */
const changeableRoles: readonly Role[] = ['admin', 'superadmin', 'compliance'];

/** A person's name split as registrations store it: the first word, and the rest. */
export function namesOf(fullName: string): { firstName: string; lastName: string } {
  const [firstName = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Whether `actor` may touch `user` at all: administrators and superadministrators are changed only by a
 * superadministrator (an administrator could otherwise take over a superadministrator's account), except a
 * person's own name.
 */
export function checkMayManage(actor: AdminActor, user: ManagedUser): void {
  if (actor.userId !== user.userId && administers(user.role) && actor.role !== 'superadmin')
    throw new DomainError('forbidden', adminErrors.superadminOnly);
}

/**
 * An administrator's change of a user (PUT /api/admin/users/:id): nobody deactivates or demotes themselves,
 * the last active superadministrator stays, only a superadministrator gives or takes the administering roles,
 * and only between them. Answers the events of what actually changes (none when nothing does).
 */
export function decideAdminUpdate(
  user: ManagedUser,
  actor: AdminActor,
  changes: AdminUserChanges,
  activeSuperadmins: number,
): UserEvent[] {
  checkMayManage(actor, user);
  const roleChange = changes.role !== undefined && changes.role !== user.role ? changes.role : undefined;
  const deactivates = changes.isActive === false && user.isActive;
  const reactivates = changes.isActive === true && !user.isActive;
  if (actor.userId === user.userId && (deactivates || roleChange))
    throw new DomainError('self_change', adminErrors.selfChange);
  if (roleChange) {
    if (actor.role !== 'superadmin') throw new DomainError('forbidden', adminErrors.superadminOnly);
    if (!changeableRoles.includes(user.role) || !changeableRoles.includes(roleChange))
      throw new DomainError('role_not_assignable', adminErrors.roleNotAssignable);
  }
  const losesSuperadmin = user.role === 'superadmin' && user.isActive && (deactivates || roleChange);
  if (losesSuperadmin && activeSuperadmins <= 1)
    throw new DomainError('last_superadmin', adminErrors.lastSuperadmin);

  const events: UserEvent[] = [];
  const { userId } = user;
  if (changes.fullName !== undefined && changes.fullName !== user.fullName)
    events.push({
      type: 'UserNameChanged',
      data: { userId, fullName: changes.fullName, ...namesOf(changes.fullName) },
    });
  if (changes.username !== undefined && changes.username !== user.username)
    events.push({
      type: 'UsernameChanged',
      data: { userId, username: changes.username, previousUsername: user.username },
    });
  if (changes.email !== undefined && changes.email !== user.email)
    events.push({
      type: 'UserEmailChanged',
      data: { userId, email: changes.email, previousEmail: user.email },
    });
  if (roleChange) events.push({ type: 'UserRoleChanged', data: { userId, role: roleChange } });
  if (deactivates) events.push({ type: 'UserDeactivated', data: { userId } });
  if (reactivates) events.push({ type: 'UserReactivated', data: { userId } });
  return events;
}
