import type { EventMetadata, LoggedEvent } from '@portal/contracts';
import { notificationsReactor } from './notifications.js';

const metadata: EventMetadata = {
  actorId: 'admin-1',
  actorRole: 'admin',
  correlationId: 'req-1',
  occurredAt: '2026-11-22T15:04:05.000Z',
  schemaVersion: 1,
};
const logged = (event: LoggedEvent['event']): LoggedEvent => ({
  event,
  metadata,
  eventId: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11',
  streamId: 's-1',
  position: '00000000000000000007',
});

describe('notifications reactor', () => {
  it('notifies the client whose recovery process opened, with the case number', () => {
    const jobs = notificationsReactor.react(
      logged({
        type: 'RecoveryProcessOpened',
        data: {
          processId: 'process-1',
          caseId: 'case-1',
          clientId: 'client-1',
          userId: 'user-1',
          caseNumber: 'EXP-2026-12345678',
          priority: 'high',
          originalAmount: '25000.50',
          currency: 'USD',
          phases: [],
          requiredDocuments: [],
        },
      } as unknown as LoggedEvent['event']),
    );
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
