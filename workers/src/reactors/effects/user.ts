import type { EffectTable } from '../effect-table.js';
import { jobIdOf } from '../reactor.js';

/** A person's account changed: they are told (a changed e-mail, at the address the account had). */
export const userEffects: EffectTable = {
  PasswordChanged: {
    mail: ({ event, eventId, metadata }) => [
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
      {
        id: jobIdOf(eventId, 'username-changed'),
        kind: 'mail',
        payload: {
          template: 'usernameChanged',
          userId: event.data.userId,
          username: event.data.username,
          changedAt: metadata.occurredAt,
          userRevision: revision,
        },
      },
    ],
  },
  UserEmailChanged: {
    mail: ({ event, eventId, metadata, revision }) => [
      {
        id: jobIdOf(eventId, 'email-changed'),
        kind: 'mail',
        payload: {
          template: 'emailChanged',
          userId: event.data.userId,
          previousEmail: event.data.previousEmail,
          changedAt: metadata.occurredAt,
          userRevision: revision,
        },
      },
    ],
  },
};
