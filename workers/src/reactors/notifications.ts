import { defineReactor, jobIdOf } from './reactor.js';

/**
 * The in-app notifications, one rule a line: which event, to whom (a user id), which kind and its facts (the
 * texts are the contracts' `notificationKindTexts`, written when shown). A later notification is a kind, its
 * texts and a line here.
 */
export const notificationsReactor = defineReactor({
  name: 'notifications',
  handles: ['RecoveryProcessOpened', 'PasswordChanged'],
  react({ event, eventId, metadata }) {
    switch (event.type) {
      case 'RecoveryProcessOpened':
        return [
          {
            id: jobIdOf(eventId, 'notify-registration-received'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'registrationReceived',
              facts: { caseNumber: event.data.caseNumber },
            },
          },
        ];
      case 'PasswordChanged':
        return [
          {
            id: jobIdOf(eventId, 'notify-password-changed'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'passwordChanged',
              facts: { changedAt: metadata.occurredAt, byAdmin: event.data.changedBy === 'admin' },
            },
          },
        ];
    }
  },
});
