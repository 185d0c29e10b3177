import type { LoggedEvent } from '@portal/contracts';
import { notificationsReactor } from './notifications.js';
import { loggedEvent, processOpened } from './testing.js';

const logged = (event: LoggedEvent['event']) =>
  loggedEvent(event, { actorId: 'admin-1', actorRole: 'admin' });

describe('notifications reactor', () => {
  it('notifies the client whose recovery process opened, with the case number', () => {
    const jobs = notificationsReactor.react(logged(processOpened));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-registration-received',
        kind: 'notify',
        payload: {
          userId: 'user-1',
          kind: 'registrationReceived',
          facts: { caseNumber: 'EXP-2026-12345678' },
        },
      },
    ]);
  });

  it('notifies the person whose password changed: when, and whether an admin did it; never the hash', () => {
    const jobs = notificationsReactor.react(
      logged({
        type: 'PasswordChanged',
        data: { userId: 'user-2', passwordHash: 'scrypt$x', changedBy: 'admin' },
      }),
    );
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-password-changed',
        kind: 'notify',
        payload: {
          userId: 'user-2',
          kind: 'passwordChanged',
          facts: { changedAt: '2026-11-22T15:04:05.000Z', byAdmin: true },
        },
      },
    ]);
    expect(JSON.stringify(jobs)).not.toContain('scrypt');
  });

  it('ignores the events it does not handle', () => {
    expect(
      notificationsReactor.react(logged({ type: 'ReservationConfirmed', data: { ownerId: 'user-1' } })),
    ).toEqual([]);
  });
});
