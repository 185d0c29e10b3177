import { mailTexts } from '@portal/contracts';
import { layout, type MailContext, type RenderedMail, signInBlock, supportBlock } from './layout.js';

const texts = mailTexts.documentReviewed;

export interface DocumentReviewedFacts {
  fullName: string;
  caseNumber: string;
  outcome: 'verified' | 'rejected';
}

/**
 * To the client: staff verified or rejected a document they sent. Neither the document's name nor the reason
 * (staff's words): mail travels in clear; both are on the Documentos tab.
 */
export function documentReviewed(context: MailContext, facts: DocumentReviewedFacts): RenderedMail {
  return layout(context.site, {
    subject: texts.subject(facts.caseNumber, facts.outcome),
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: facts.outcome === 'verified' ? texts.verified : texts.rejected },
      { kind: 'fact', label: texts.caseNumber, value: facts.caseNumber },
      { kind: 'paragraph', text: texts.confidential },
      signInBlock(context, texts),
      supportBlock(context.site, texts.supportIntro),
    ],
  });
}
