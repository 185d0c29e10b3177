import { defineReactor, jobIdOf } from './reactor.js';

/**
 * The messages the portal sends, one rule a line: which event, to whom (a user id; the handler finds the
 * address), which template and its facts. A later message is a template plus a line here (docs/architecture.md
 * lists the table).
 */
export const mailReactor = defineReactor({
  name: 'mail',
  handles: ['RecoveryProcessOpened', 'PasswordChanged'],
  react({ event, eventId, metadata }) {
    switch (event.type) {
      case 'RecoveryProcessOpened':
        return [
          {
            id: jobIdOf(eventId, 'registration-received'),
            kind: 'mail',
            payload: {
              template: 'registrationReceived',
              userId: event.data.userId,
              caseNumber: event.data.caseNumber,
            },
          },
        ];
      case 'PasswordChanged':
        return [
          {
            id: jobIdOf(eventId, 'password-changed'),
            kind: 'mail',
            payload: {
              template: 'passwordChanged',
              userId: event.data.userId,
              changedAt: metadata.occurredAt,
              byAdmin: event.data.changedBy === 'admin',
            },
          },
        ];
    }
  },
});
