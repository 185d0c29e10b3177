import { apiErrors } from '@portal/contracts';
import { given } from '../testing.js';
import { ABANDONED_AFTER_MS, reservationDecider } from './reservation.js';

const t0 = new Date('2026-11-21T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const reserve = (ownerId: string) => ({
  type: 'Reserve' as const,
  kind: 'username' as const,
  value: 'ana',
  ownerId,
});
const reservedBy = (ownerId: string) => given(reservationDecider, [], t0).when(reserve(ownerId));

describe('reservation decider', () => {
  it('reserves a free value for its owner, with the time', () => {
    expect(reservedBy('u1')).toEqual([
      { type: 'UsernameReserved', data: { username: 'ana', userId: 'u1', reservedAt: t0.toISOString() } },
    ]);
  });

  it('is a no-op for the same owner', () => {
    expect(given(reservationDecider, reservedBy('u1'), t0).when(reserve('u1'))).toEqual([]);
  });

  it('refuses another owner with the Spanish message on the username field', () => {
    expect(() => given(reservationDecider, reservedBy('u1'), later(1000)).when(reserve('u2'))).toThrow(
      expect.objectContaining({
        status: 409,
        code: 'username_taken',
        fieldErrors: { username: apiErrors.usernameTaken },
      }),
    );
  });

  it('lets another owner take over a reservation whose registration never finished', () => {
    const events = given(reservationDecider, reservedBy('u1'), later(ABANDONED_AFTER_MS + 1)).when(
      reserve('u2'),
    );
    expect(events.map((e) => e.type)).toEqual(['ReservationReleased', 'UsernameReserved']);
    expect(events[0]?.data).toEqual({ ownerId: 'u1', reason: 'abandoned' });
  });

  it('never lets a confirmed reservation go, however old', () => {
    const confirmed = [
      ...reservedBy('u1'),
      ...given(reservationDecider, reservedBy('u1'), t0).when({ type: 'Confirm', ownerId: 'u1' }),
    ];
    expect(confirmed.at(-1)).toEqual({ type: 'ReservationConfirmed', data: { ownerId: 'u1' } });
    expect(() => given(reservationDecider, confirmed, later(365 * 86_400_000)).when(reserve('u2'))).toThrow(
      expect.objectContaining({ code: 'username_taken' }),
    );
  });

  it('confirms only for its owner, once', () => {
    expect(given(reservationDecider, reservedBy('u1'), t0).when({ type: 'Confirm', ownerId: 'u2' })).toEqual(
      [],
    );
    const confirmed = [
      ...reservedBy('u1'),
      { type: 'ReservationConfirmed' as const, data: { ownerId: 'u1' } },
    ];
    expect(given(reservationDecider, confirmed, t0).when({ type: 'Confirm', ownerId: 'u1' })).toEqual([]);
  });

  it('frees the value when its owner releases it, and only then', () => {
    const history = reservedBy('u1');
    expect(
      given(reservationDecider, history, t0).when({ type: 'Release', ownerId: 'u2', reason: 'x' }),
    ).toEqual([]);
    const released = given(reservationDecider, history, t0).when({
      type: 'Release',
      ownerId: 'u1',
      reason: 'email_taken',
    });
    expect(released).toHaveLength(1);
    expect(given(reservationDecider, [...history, ...released], t0).when(reserve('u2'))).toHaveLength(1);
  });

  it('names the e-mail field for a taken e-mail', () => {
    const history = given(reservationDecider, [], t0).when({
      type: 'Reserve',
      kind: 'email',
      value: 'a@b.mx',
      ownerId: 'u1',
    });
    expect(() =>
      given(reservationDecider, history, t0).when({
        type: 'Reserve',
        kind: 'email',
        value: 'a@b.mx',
        ownerId: 'u2',
      }),
    ).toThrow(expect.objectContaining({ code: 'email_taken', fieldErrors: { email: apiErrors.emailTaken } }));
  });
});
