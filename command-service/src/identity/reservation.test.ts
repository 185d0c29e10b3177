import { apiErrors } from '@portal/contracts';
import { given } from '../testing.js';
import { reservationDecider } from './reservation.js';

const reserve = (ownerId: string) => ({
  type: 'Reserve' as const,
  kind: 'username' as const,
  value: 'ana',
  ownerId,
});

describe('reservation decider', () => {
  it('reserves a free value for its owner', () => {
    expect(given(reservationDecider, []).when(reserve('u1'))).toEqual([
      { type: 'UsernameReserved', data: { username: 'ana', userId: 'u1' } },
    ]);
  });

  it('is a no-op for the same owner', () => {
    const history = given(reservationDecider, []).when(reserve('u1'));
    expect(given(reservationDecider, history).when(reserve('u1'))).toEqual([]);
  });

  it('refuses another owner with the Spanish message on the username field', () => {
    const history = given(reservationDecider, []).when(reserve('u1'));
    expect(() => given(reservationDecider, history).when(reserve('u2'))).toThrow(
      expect.objectContaining({
        status: 409,
        code: 'username_taken',
        fieldErrors: { username: apiErrors.usernameTaken },
      }),
    );
  });

  it('frees the value when its owner releases it, and only then', () => {
    const history = given(reservationDecider, []).when(reserve('u1'));
    expect(given(reservationDecider, history).when({ type: 'Release', ownerId: 'u2', reason: 'x' })).toEqual(
      [],
    );
    const released = given(reservationDecider, history).when({
      type: 'Release',
      ownerId: 'u1',
      reason: 'email_taken',
    });
    expect(released).toHaveLength(1);
    expect(given(reservationDecider, [...history, ...released]).when(reserve('u2'))).toHaveLength(1);
  });

  it('names the e-mail field for a taken e-mail', () => {
    const history = given(reservationDecider, []).when({
      type: 'Reserve',
      kind: 'email',
      value: 'a@b.mx',
      ownerId: 'u1',
    });
    expect(() =>
      given(reservationDecider, history).when({
        type: 'Reserve',
        kind: 'email',
        value: 'a@b.mx',
        ownerId: 'u2',
      }),
    ).toThrow(expect.objectContaining({ code: 'email_taken', fieldErrors: { email: apiErrors.emailTaken } }));
  });
});
