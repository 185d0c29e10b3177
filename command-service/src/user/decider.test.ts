import { deciderSpec } from '../testing.js';
import { type UserCommand, userDecider } from './decider.js';

const spec = deciderSpec(userDecider);

const registered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    username: 'ana',
    email: 'ana@example.mx',
    firstName: 'Ana',
    lastName: 'Ruiz',
    fullName: 'Ana Ruiz',
    role: 'client',
    passwordHash: 'hash-1',
  },
} as const;

const change = (
  over: Partial<{ currentPasswordVerified: boolean; samePassword: boolean }> = {},
): UserCommand => ({
  type: 'ChangePassword',
  userId: 'u1',
  currentPasswordVerified: true,
  samePassword: false,
  newPasswordHash: 'hash-2',
  ...over,
});

describe('user decider', () => {
  it('registers a new user', () => {
    spec.given([]).when({ type: 'RegisterUser', user: registered.data }).then([registered]);
  });

  it('treats registering the same user again as done (idempotent retry)', () => {
    spec
      .given([registered])
      .when({ type: 'RegisterUser', user: { ...registered.data, passwordHash: '' } })
      .then([]);
  });

  it('refuses another user on the same stream', () => {
    spec
      .given([registered])
      .when({ type: 'RegisterUser', user: { ...registered.data, userId: 'u2' } })
      .thenThrows('conflict');
  });

  it('changes the password when the current one was verified', () => {
    spec
      .given([registered])
      .when(change())
      .then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'hash-2', changedBy: 'self' } }]);
  });

  it('changes it again after an earlier change', () => {
    spec
      .given([
        registered,
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'hash-2', changedBy: 'self' } },
      ])
      .when({ ...change(), newPasswordHash: 'hash-3' } as UserCommand)
      .then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'hash-3', changedBy: 'self' } }]);
  });

  it('refuses a wrong current password on its field, in Spanish', () => {
    spec
      .given([registered])
      .when(change({ currentPasswordVerified: false }))
      .thenThrows('current_password_wrong', { currentPassword: 'La contraseña actual es incorrecta.' });
  });

  it('refuses a new password equal to the current one', () => {
    spec
      .given([registered])
      .when(change({ samePassword: true }))
      .thenThrows('same_password', { newPassword: 'La nueva contraseña debe ser distinta de la actual.' });
  });

  it('refuses a password change of a user that does not exist', () => {
    spec.given([]).when(change()).thenThrows('not_found');
  });

  it('folds the latest password hash into the state', () => {
    const state = [
      registered,
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'hash-9', changedBy: 'self' } } as const,
    ].reduce(userDecider.evolve, userDecider.initialState);
    expect(state).toEqual({
      exists: true,
      userId: 'u1',
      username: 'ana',
      email: 'ana@example.mx',
      fullName: 'Ana Ruiz',
      role: 'client',
      isActive: true,
      passwordHash: 'hash-9',
    });
  });
});
