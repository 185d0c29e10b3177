import { emailChangedMail, usernameChangedMail } from '../../mail/templates/account-changed.js';
import { passwordChangedMail } from '../../mail/templates/password-changed.js';
import type { EffectTable } from '../effect-table.js';
import { jobIdOf } from '../reactor.js';

/** A person's account changed: they are told (a changed e-mail, at the address the account had). */
export const userEffects: EffectTable = {
  PasswordChanged: {
    mail: ({ event, eventId, metadata }) => [
      passwordChangedMail.job(jobIdOf(eventId, 'password-changed'), {
        userId: event.data.userId,
        changedAt: metadata.occurredAt,
        byAdmin: event.data.changedBy === 'admin',
      }),
    ],
    notify: ({ event, eventId, metadata }) => [
      {
        id: jobIdOf(eventId, 'notify-password-changed'),
        kind: 'notify',
        payload: {
          userId: event.data.userId,
          kind: 'passwordChanged',
          facts: { changedAt: metadata.occurredAt, byAdmin: event.data.changedBy === 'admin' },
        },
      },
    ],
  },
  UsernameChanged: {
    mail: ({ event, eventId, metadata, revision }) => [
      usernameChangedMail.job(jobIdOf(eventId, 'username-changed'), {
        userId: event.data.userId,
        username: event.data.username,
        changedAt: metadata.occurredAt,
        userRevision: revision,
      }),
    ],
  },
  UserEmailChanged: {
    mail: ({ event, eventId, metadata, revision }) => [
      emailChangedMail.job(jobIdOf(eventId, 'email-changed'), {
        userId: event.data.userId,
        previousEmail: event.data.previousEmail,
        changedAt: metadata.occurredAt,
        userRevision: revision,
      }),
    ],
  },
};
