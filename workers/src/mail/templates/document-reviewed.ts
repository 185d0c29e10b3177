import { mailTexts } from '@portal/contracts';
import { caseNotice } from './case-work-notices.js';
import type { MailContext, RenderedMail } from './layout.js';

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
  const subject = (caseNumber: string) => texts.subject(caseNumber, facts.outcome);
  return caseNotice(
    context,
    facts,
    { ...texts, subject },
    facts.outcome === 'verified' ? texts.verified : texts.rejected,
  );
}
