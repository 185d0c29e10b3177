import { userMail } from '../mail-module.js';
import { caseNotice, caseNoticeTexts } from './case-work-notices.js';
import type { MailContext, RenderedMail } from './layout.js';

/** A document the client sent was reviewed: never its name nor the reason (mail travels in clear). */
const texts = {
  ...caseNoticeTexts,
  subject: (caseNumber: string, outcome: 'verified' | 'rejected') =>
    outcome === 'verified'
      ? `Un documento de su caso ${caseNumber} fue verificado`
      : `Un documento de su caso ${caseNumber} necesita su atención`,
  verified: 'Revisamos uno de los documentos que envió a su caso y quedó verificado.',
  rejected:
    'Revisamos uno de los documentos que envió a su caso y no pudimos aceptarlo. En la pestaña Documentos de su panel verá cuál es, el motivo, y podrá enviarlo de nuevo.',
  confidential:
    'Para proteger la confidencialidad de su caso, este correo no incluye el nombre del documento ni el motivo de la revisión.',
  signInIntro: 'Inicie sesión en el portal para ver sus documentos:',
} as const;

const outcomes = ['verified', 'rejected'] as const;

export interface DocumentReviewedFacts {
  fullName: string;
  caseNumber: string;
  outcome: (typeof outcomes)[number];
}

/**
 * To the client: staff verified or rejected a document they sent. Neither the document's name nor the reason
 * (staff's words): mail travels in clear; both are on the Documentos tab.
 */
export function documentReviewed(context: MailContext, facts: DocumentReviewedFacts): RenderedMail {
  const subject = (caseNumber: string) => texts.subject(caseNumber, facts.outcome);
  return caseNotice(
    context,
    facts,
    { ...texts, subject },
    facts.outcome === 'verified' ? texts.verified : texts.rejected,
  );
}

/** Its job: the document's id and the review's outcome. */
export const documentReviewedMail = userMail({
  template: 'documentReviewed',
  read: (p) => {
    const outcome = p.oneOf('outcome', outcomes, 'verified or rejected');
    return { userId: p.text('userId'), documentId: p.text('documentId'), outcome };
  },
  needsCaseNumber: true,
  render: (context, { outcome }, to) => documentReviewed(context, { ...to, outcome }),
});
