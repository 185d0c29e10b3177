import {
  adminErrors,
  DomainError,
  type EventData,
  type Role,
  type UserEvent,
  userEvents,
} from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';
import { type AdminActor, type AdminUserChanges, checkMayManage, decideAdminUpdate } from './admin-rules.js';

export const userStream = (userId: string) => `user-${userId}`;

export type UserCommand =
  | { type: 'RegisterUser'; user: EventData<'UserRegistered'> }
  | {
      type: 'ChangePassword';
      userId: string;
      currentPasswordVerified: boolean;
      samePassword: boolean;
      newPasswordHash: string;
    }
  | {
      type: 'AdminUpdateUser';
      actor: AdminActor;
      changes: AdminUserChanges;
      /** Active superadministrators now (the last one is never deactivated nor demoted). */
      activeSuperadmins: number;
    }
  /**
   * An administrator sets another person's password (the person is told by e-mail; their sessions end); their
   * own goes through ChangePassword, which asks the current one.
   */
  | { type: 'AdminSetPassword'; actor: AdminActor; newPasswordHash: string };

export type UserState =
  | { exists: false }
  | {
      exists: true;
      userId: string;
      username: string;
      email: string;
      fullName: string;
      role: Role;
      isActive: boolean;
      passwordHash: string;
    };

const userNotFound = () => new DomainError('not_found', adminErrors.userNotFound);

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  events: userEvents,
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, username, email, fullName, role, passwordHash } = event.data;
        return { exists: true, userId, username, email, fullName, role, isActive: true, passwordHash };
      }
      case 'PasswordChanged':
        return state.exists ? { ...state, passwordHash: event.data.passwordHash } : state;
      case 'UserNameChanged':
        return state.exists ? { ...state, fullName: event.data.fullName } : state;
      case 'UsernameChanged':
        return state.exists ? { ...state, username: event.data.username } : state;
      case 'UserEmailChanged':
        return state.exists ? { ...state, email: event.data.email } : state;
      case 'UserRoleChanged':
        return state.exists ? { ...state, role: event.data.role } : state;
      case 'UserDeactivated':
        return state.exists ? { ...state, isActive: false } : state;
      case 'UserReactivated':
        return state.exists ? { ...state, isActive: true } : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.exists) {
          if (state.userId === command.user.userId) return [];
          throw refused.conflict();
        }
        return [{ type: 'UserRegistered', data: command.user }];
      case 'ChangePassword':
        if (!state.exists) throw refused.notFound();
        if (!command.currentPasswordVerified) throw refused.currentPasswordWrong();
        if (command.samePassword) throw refused.samePassword();
        return [
          {
            type: 'PasswordChanged',
            data: { userId: state.userId, passwordHash: command.newPasswordHash, changedBy: 'self' },
          },
        ];
      case 'AdminUpdateUser':
        if (!state.exists) throw userNotFound();
        return decideAdminUpdate(state, command.actor, command.changes, command.activeSuperadmins);
      case 'AdminSetPassword':
        if (!state.exists) throw userNotFound();
        // One's own password only with the current one (ChangePassword): a stolen session must not be able
        // to set a password the real owner does not know and lock them out.
        if (command.actor.userId === state.userId)
          throw new DomainError('self_change', adminErrors.ownPassword);
        checkMayManage(command.actor, state);
        return [
          {
            type: 'PasswordChanged',
            data: { userId: state.userId, passwordHash: command.newPasswordHash, changedBy: 'admin' },
          },
        ];
    }
  },
};
