import { mailTexts } from '@portal/contracts';
import { layout, type MailContext, type RenderedMail, signInBlock, supportBlock } from './layout.js';

export interface CaseNoticeFacts {
  fullName: string;
  caseNumber: string;
}

/** The texts one notice about staff's work on a case needs (each notice has its own in contracts). */
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
  const texts = mailTexts.documentRequested;
  return caseNotice(context, facts, texts, texts.requested);
}

/** To the client: staff recorded a milestone on their case's history. Neither its title nor its description. */
export function milestoneRecorded(context: MailContext, facts: CaseNoticeFacts): RenderedMail {
  const texts = mailTexts.milestoneRecorded;
  return caseNotice(context, facts, texts, texts.recorded);
}
