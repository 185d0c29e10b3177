import { privacyRequestAnsweredMail } from '../../mail/templates/privacy-request-answered.js';
import type { EffectTable } from '../effect-table.js';
import { jobIdOf } from '../reactor.js';

/** The effect of the mail that tells a person the answer to their ARCO request (its job id is the event's id and this). */
export const PRIVACY_ANSWER_MAIL_EFFECT = 'privacy-request-answered';

/** The answer to the person's ARCO request: its kind and outcome (staff's words wait in Mi Perfil). */
export const privacyRequestEffects: EffectTable = {
  PrivacyRequestAnswered: {
    // Of an accepted cancellation, the last mail the person gets: the gateway erases their data only once this one
    // is in the sent log (mailMessageId).
    mail: ({ event, eventId }) => [
      privacyRequestAnsweredMail.job(jobIdOf(eventId, PRIVACY_ANSWER_MAIL_EFFECT), {
        userId: event.data.userId,
        requestId: event.data.requestId,
        requestKind: event.data.kind,
        outcome: event.data.outcome,
      }),
    ],
    notify: ({ event, eventId }) => [
      {
        id: jobIdOf(eventId, 'notify-privacy-request-answered'),
        kind: 'notify',
        payload: {
          userId: event.data.userId,
          kind: 'privacyRequestAnswered',
          facts: { privacyRequestKind: event.data.kind, privacyOutcome: event.data.outcome },
        },
      },
    ],
  },
};
