import { type EventData, type Role, type UserEvent, userEvents } from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

export const userStream = (userId: string) => `user-${userId}`;

export type UserCommand =
  | { type: 'RegisterUser'; user: EventData<'UserRegistered'> }
  | {
      type: 'ChangePassword';
      userId: string;
      currentPasswordVerified: boolean;
      samePassword: boolean;
      newPasswordHash: string;
    };

export type UserState =
  | { exists: false }
  | { exists: true; userId: string; username: string; role: Role; passwordHash: string };

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  events: userEvents,
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, username, role, passwordHash } = event.data;
        return { exists: true, userId, username, role, passwordHash };
      }
      case 'PasswordChanged':
        return state.exists ? { ...state, passwordHash: event.data.passwordHash } : state;
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
    }
  },
};
