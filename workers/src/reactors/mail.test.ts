import type { LoggedEvent } from '@portal/contracts';
import { mailReactor } from './mail.js';
import { loggedEvent, processOpened } from './testing.js';

const logged = (event: LoggedEvent['event']) =>
  loggedEvent(event, { actorId: 'user-1', actorRole: 'client' });

describe('mail reactor', () => {
  it('asks for the registration message when a recovery process opens: ids and facts, no text', () => {
    const jobs = mailReactor.react(logged(processOpened));
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.registration-received',
        kind: 'mail',
        payload: { template: 'registrationReceived', userId: 'user-1', caseNumber: 'EXP-2026-12345678' },
      },
    ]);
  });

  it('tells a person their password changed, saying whether an admin did it', () => {
    const jobs = mailReactor.react(
      logged({
        type: 'PasswordChanged',
        data: { userId: 'user-2', passwordHash: 'scrypt$x', changedBy: 'admin' },
      }),
    );
    expect(jobs).toEqual([
      {
        id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.password-changed',
        kind: 'mail',
        payload: {
          template: 'passwordChanged',
          userId: 'user-2',
          changedAt: '2026-11-22T15:04:05.000Z',
          byAdmin: true,
        },
      },
    ]);
    expect(JSON.stringify(jobs)).not.toContain('scrypt');
  });

  it('ignores the events it does not handle', () => {
    expect(mailReactor.react(logged({ type: 'ReservationConfirmed', data: { ownerId: 'user-1' } }))).toEqual(
      [],
    );
  });
});
