import { deciderSpec } from '../testing.js';
import { ABANDONED_AFTER_MS, reservationDecider } from './decider.js';

const spec = deciderSpec(reservationDecider);
const t0 = new Date('2026-11-21T12:00:00Z');
const later = (ms: number) => ({ now: new Date(t0.getTime() + ms) });
const reserve = (ownerId: string) => ({
  type: 'Reserve' as const,
  kind: 'username' as const,
  value: 'ana',
  ownerId,
});
const reservedBy = (userId: string) =>
  ({
    type: 'UsernameReserved',
    data: { username: 'ana', userId, reservedAt: '2026-11-21T12:00:00.000Z' },
  }) as const;
const confirmedBy = (ownerId: string) => ({ type: 'ReservationConfirmed', data: { ownerId } }) as const;

describe('reservation decider', () => {
  it('reserves a free value for its owner, with the time', () => {
    spec
      .given([], { now: t0 })
      .when(reserve('u1'))
      .then([reservedBy('u1')]);
  });

  it('is a no-op for the same owner', () => {
    spec
      .given([reservedBy('u1')])
      .when(reserve('u1'))
      .then([]);
  });

  it('refuses another owner with the Spanish message on the username field', () => {
    spec
      .given([reservedBy('u1'), confirmedBy('u1')], later(1000))
      .when(reserve('u2'))
      .thenThrows('username_taken', { username: 'El nombre de usuario ya está registrado. Elija otro.' });
  });

  it('says a registration has not finished while the reservation waits for it (the asker may be its owner)', () => {
    spec
      .given([reservedBy('u1')], later(1000))
      .when(reserve('u2'))
      .thenThrows('username_taken', {
        username:
          'Hay un registro sin terminar con este nombre de usuario. Si fue usted, envíe de nuevo los mismos datos o inténtelo otra vez en unos minutos.',
      });
  });

  it('lets another owner take over a reservation whose registration never finished', () => {
    spec
      .given([reservedBy('u1')], later(ABANDONED_AFTER_MS + 1))
      .when(reserve('u2'))
      .then([
        { type: 'ReservationReleased', data: { ownerId: 'u1', reason: 'abandoned' } },
        {
          type: 'UsernameReserved',
          data: { username: 'ana', userId: 'u2', reservedAt: '2026-11-21T12:02:00.001Z' },
        },
      ]);
  });

  it('keeps an unfinished reservation for the configured window, then lets another owner take it', () => {
    const within = { ...reserve('u2'), abandonAfterMs: 5000 };
    spec
      .given([reservedBy('u1')], later(5000))
      .when(within)
      .thenThrows('username_taken');
    spec
      .given([reservedBy('u1')], later(5001))
      .when(within)
      .then([
        { type: 'ReservationReleased', data: { ownerId: 'u1', reason: 'abandoned' } },
        {
          type: 'UsernameReserved',
          data: { username: 'ana', userId: 'u2', reservedAt: '2026-11-21T12:00:05.001Z' },
        },
      ]);
    // The default window is two minutes.
    spec
      .given([reservedBy('u1')], later(120_000))
      .when(reserve('u2'))
      .thenThrows('username_taken');
  });

  it('never lets a confirmed reservation go, however old', () => {
    spec
      .given([reservedBy('u1'), confirmedBy('u1')], later(365 * 86_400_000))
      .when(reserve('u2'))
      .thenThrows('username_taken');
  });

  it('confirms for its owner, once, and never for someone else', () => {
    spec
      .given([reservedBy('u1')])
      .when({ type: 'Confirm', ownerId: 'u1' })
      .then([confirmedBy('u1')]);
    spec
      .given([reservedBy('u1')])
      .when({ type: 'Confirm', ownerId: 'u2' })
      .then([]);
    spec
      .given([reservedBy('u1'), confirmedBy('u1')])
      .when({ type: 'Confirm', ownerId: 'u1' })
      .then([]);
  });

  it('frees the value when its owner releases it, and only then', () => {
    spec
      .given([reservedBy('u1')])
      .when({ type: 'Release', ownerId: 'u2', reason: 'x' })
      .then([]);
    spec
      .given([reservedBy('u1')])
      .when({ type: 'Release', ownerId: 'u1', reason: 'email_taken' })
      .then([{ type: 'ReservationReleased', data: { ownerId: 'u1', reason: 'email_taken' } }]);
    spec
      .given(
        [reservedBy('u1'), { type: 'ReservationReleased', data: { ownerId: 'u1', reason: 'email_taken' } }],
        {
          now: t0,
        },
      )
      .when(reserve('u2'))
      .then([reservedBy('u2')]);
  });

  it('names the e-mail field for a taken e-mail', () => {
    spec
      .given([
        {
          type: 'EmailReserved',
          data: { email: 'a@b.mx', userId: 'u1', reservedAt: '2026-11-21T12:00:00.000Z' },
        },
        confirmedBy('u1'),
      ])
      .when({ type: 'Reserve', kind: 'email', value: 'a@b.mx', ownerId: 'u2' })
      .thenThrows('email_taken', {
        email: 'El correo electrónico ya está registrado. Inicie sesión o use otro correo.',
      });
    spec
      .given([
        {
          type: 'EmailReserved',
          data: { email: 'a@b.mx', userId: 'u1', reservedAt: '2026-11-21T12:00:00.000Z' },
        },
      ])
      .when({ type: 'Reserve', kind: 'email', value: 'a@b.mx', ownerId: 'u2' })
      .thenThrows('email_taken', {
        email:
          'Hay un registro sin terminar con este correo electrónico. Si fue usted, envíe de nuevo los mismos datos o inténtelo otra vez en unos minutos.',
      });
  });

  it('keeps account numbers forever (no time, never abandoned)', () => {
    spec
      .given([], { now: t0 })
      .when({ type: 'Reserve', kind: 'accountNumber', value: 'CR-12345678', ownerId: 'cl1' })
      .then([{ type: 'AccountNumberReserved', data: { accountNumber: 'CR-12345678', clientId: 'cl1' } }]);
    spec
      .given(
        [{ type: 'AccountNumberReserved', data: { accountNumber: 'CR-12345678', clientId: 'cl1' } }],
        later(365 * 86_400_000),
      )
      .when({ type: 'Reserve', kind: 'accountNumber', value: 'CR-12345678', ownerId: 'cl2' })
      .thenThrows('account_number_taken');
  });
});
