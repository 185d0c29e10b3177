import type { DomainEvent } from '@portal/contracts';
import { apiErrors } from '@portal/contracts';
import { given } from '../testing.js';
import { userDecider } from './decider.js';

const registered: DomainEvent = {
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
};
const change = (over: Partial<{ currentPasswordVerified: boolean; samePassword: boolean }> = {}) => ({
  type: 'ChangePassword' as const,
  userId: 'u1',
  currentPasswordVerified: true,
  samePassword: false,
  newPasswordHash: 'hash-2',
  ...over,
});

describe('user decider', () => {
  it('registers a new user', () => {
    expect(given(userDecider, []).when({ type: 'RegisterUser', user: registered.data as never })).toEqual([
      registered,
    ]);
  });

  it('treats registering the same user again as done (idempotent retry)', () => {
    expect(
      given(userDecider, [registered]).when({ type: 'RegisterUser', user: registered.data as never }),
    ).toEqual([]);
  });

  it('refuses another user on the same stream', () => {
    const other = { ...(registered.data as object), userId: 'u2' };
    expect(() =>
      given(userDecider, [registered]).when({ type: 'RegisterUser', user: other as never }),
    ).toThrow(expect.objectContaining({ status: 409 }));
  });

  it('changes the password when the current one was verified', () => {
    expect(given(userDecider, [registered]).when(change())).toEqual([
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'hash-2', changedBy: 'self' } },
    ]);
  });

  it('refuses a wrong current password on its field', () => {
    expect(() => given(userDecider, [registered]).when(change({ currentPasswordVerified: false }))).toThrow(
      expect.objectContaining({
        status: 400,
        fieldErrors: { currentPassword: apiErrors.currentPasswordWrong },
      }),
    );
  });

  it('refuses a new password equal to the current one', () => {
    expect(() => given(userDecider, [registered]).when(change({ samePassword: true }))).toThrow(
      expect.objectContaining({ code: 'same_password' }),
    );
  });

  it('refuses a password change of a user that does not exist', () => {
    expect(() => given(userDecider, []).when(change())).toThrow(expect.objectContaining({ status: 404 }));
  });

  it('folds the latest password hash into the state', () => {
    const changed: DomainEvent = {
      type: 'PasswordChanged',
      data: { userId: 'u1', passwordHash: 'hash-9', changedBy: 'self' },
    };
    const state = [registered, changed].reduce(userDecider.evolve, userDecider.initialState);
    expect(state).toMatchObject({ exists: true, passwordHash: 'hash-9' });
  });
});
