import { sharedScreenTexts } from '@portal/contracts';
import { userMail } from '../mail-module.js';
import {
  askWithCaseNumber,
  layout,
  type MailContext,
  type RenderedMail,
  signInBlock,
  supportBlock,
} from './layout.js';

/** What every notice about staff's work on a case says besides its news (the document review's too). */
export const caseNoticeTexts = {
  caseNumber: sharedScreenTexts.registrationCaseNumber,
  signIn: sharedScreenTexts.goToLogin,
  supportIntro: askWithCaseNumber,
} as const;

/** Staff asked for one more document: never its name (mail travels in clear); the Documentos tab shows it. */
const documentRequestedTexts = {
  ...caseNoticeTexts,
  subject: (caseNumber: string) => `Su caso ${caseNumber} necesita un documento`,
  requested:
    'Para avanzar con su caso necesitamos un documento más. En la pestaña Documentos de su panel verá cuál es y podrá enviarlo.',
  confidential:
    'Para proteger la confidencialidad de su caso, este correo no incluye el nombre del documento.',
  signInIntro: 'Inicie sesión en el portal para enviar el documento:',
} as const;

/** Staff recorded a milestone on the case's history: never its title nor description. */
const milestoneRecordedTexts = {
  ...caseNoticeTexts,
  subject: (caseNumber: string) => `Nuevo hito en su caso ${caseNumber}`,
  recorded:
    'Registramos un nuevo hito en el historial de su caso. Puede verlo en la pestaña Historial de su panel.',
  confidential: 'Para proteger la confidencialidad de su caso, este correo no incluye el detalle del hito.',
  signInIntro: 'Inicie sesión en el portal para ver el historial de su caso:',
} as const;

export interface CaseNoticeFacts {
  fullName: string;
  caseNumber: string;
}

/** The texts one notice about staff's work on a case needs (each notice has its own). */
interface CaseNoticeTexts {
  subject: (caseNumber: string) => string;
  caseNumber: string;
  confidential: string;
  signInIntro: string;
  signIn: string;
  supportIntro: string;
}

/**
 * A notice that staff did something on the client's case (a document requested, a milestone, a review): what happened (`news`), the case number, why the mail
 * says no more, the way to sign in and the firm's contacts.
 */
export function caseNotice(
  context: MailContext,
  facts: CaseNoticeFacts,
  texts: CaseNoticeTexts,
  news: string,
): RenderedMail {
  return layout(context.site, {
    subject: texts.subject(facts.caseNumber),
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: news },
      { kind: 'fact', label: texts.caseNumber, value: facts.caseNumber },
      { kind: 'paragraph', text: texts.confidential },
      signInBlock(context, texts),
      supportBlock(context.site, texts.supportIntro),
    ],
  });
}

/**
 * To the client: staff asked for one more document on their case. Not which one: mail travels in clear, and the
 * Documentos tab names it.
 */
export function documentRequested(context: MailContext, facts: CaseNoticeFacts): RenderedMail {
  const texts = documentRequestedTexts;
  return caseNotice(context, facts, texts, texts.requested);
}

/** To the client: staff recorded a milestone on their case's history. Neither its title nor its description. */
export function milestoneRecorded(context: MailContext, facts: CaseNoticeFacts): RenderedMail {
  const texts = milestoneRecordedTexts;
  return caseNotice(context, facts, texts, texts.recorded);
}

/** Its job: the case and the requested document's id on the recovery process. */
export const documentRequestedMail = userMail({
  template: 'documentRequested',
  read: (p) => ({
    userId: p.text('userId'),
    caseId: p.text('caseId'),
    requiredDocumentId: p.text('requiredDocumentId'),
  }),
  needsCaseNumber: true,
  render: (context, _payload, to) => documentRequested(context, to),
});

/** Its job: the case and the milestone's id. */
export const milestoneRecordedMail = userMail({
  template: 'milestoneRecorded',
  read: (p) => ({ userId: p.text('userId'), caseId: p.text('caseId'), milestoneId: p.text('milestoneId') }),
  needsCaseNumber: true,
  render: (context, _payload, to) => milestoneRecorded(context, to),
});
