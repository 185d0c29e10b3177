import {
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
  privacyKindText,
  privacyOutcomeNotes,
  privacyOutcomeText,
  privacyRequestKinds,
  privacyRequestOutcomes,
  sharedScreenTexts,
} from '@portal/contracts';
import { userMail } from '../mail-module.js';
import { layout, type MailContext, type RenderedMail, signInBlock, supportBlock } from './layout.js';

/** The mail of an answer: never staff's words (mail travels in clear); they wait in Mi Perfil. */
const texts = {
  subject: (kind: PrivacyRequestKind) =>
    `Respuesta a su solicitud de ${privacyKindText(kind)} de datos personales`,
  answered: (kind: PrivacyRequestKind, outcome: PrivacyRequestOutcome) =>
    `El despacho respondió su solicitud de ${privacyKindText(kind)} de sus datos personales: fue ${privacyOutcomeText(outcome)}.`,
  confidential:
    'Para proteger su privacidad, la respuesta del despacho no se incluye en este correo. Puede leerla en Mi Perfil, en «Mis datos personales».',
  signInIntro: 'Inicie sesión en el portal para leer la respuesta:',
  signIn: sharedScreenTexts.goToLogin,
  /** An accepted cancellation: the person can no longer sign in, so this mail is all they get. */
  lastMail:
    'Este es el último correo que recibe del portal: después de enviarlo, el despacho borra su nombre, su correo, su teléfono, su dirección, lo que usted escribió y sus documentos.',
  supportIntro: 'Si tiene preguntas sobre esta respuesta, comuníquese con nosotros.',
} as const;

export interface PrivacyRequestAnsweredFacts {
  fullName: string;
  kind: PrivacyRequestKind;
  outcome: PrivacyRequestOutcome;
}

/**
 * To the person: the firm answered their ARCO request: its kind, the outcome and what it means. Never staff's
 * words (mail travels in clear): they wait in Mi Perfil. An accepted cancellation says it is the last mail and
 * offers no sign-in (the account is erased right after it is sent).
 */
export function privacyRequestAnswered(
  context: MailContext,
  facts: PrivacyRequestAnsweredFacts,
): RenderedMail {
  const erased = facts.kind === 'cancellation' && facts.outcome === 'accepted';
  return layout(context.site, {
    subject: texts.subject(facts.kind),
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: texts.answered(facts.kind, facts.outcome) },
      { kind: 'paragraph', text: privacyOutcomeNotes[facts.kind][facts.outcome] },
      erased ? { kind: 'paragraph', text: texts.lastMail } : { kind: 'paragraph', text: texts.confidential },
      erased ? null : signInBlock(context, texts),
      supportBlock(context.site, texts.supportIntro),
    ],
  });
}

/** Its job: the request's id, kind and outcome (never staff's words). */
export const privacyRequestAnsweredMail = userMail({
  template: 'privacyRequestAnswered',
  read: (p) => {
    const requestKind = p.oneOf(
      'requestKind',
      privacyRequestKinds,
      'rectification, cancellation or opposition',
    );
    const outcome = p.oneOf('outcome', privacyRequestOutcomes, 'accepted or refused');
    return { userId: p.text('userId'), requestId: p.text('requestId'), requestKind, outcome };
  },
  needsCaseNumber: false,
  render: (context, { requestKind, outcome }, { fullName }) =>
    privacyRequestAnswered(context, { fullName, kind: requestKind, outcome }),
});
