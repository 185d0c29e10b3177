import { mailTexts } from '@portal/contracts';
import { layout, type MailContext, type RenderedMail, signInBlock, supportBlock } from './layout.js';

export interface CaseNoticeFacts {
  fullName: string;
  caseNumber: string;
}

/**
 * To the client: staff asked for one more document on their case. Not which one: mail travels in clear, and the
 * Documentos tab names it.
 */
export function documentRequested(context: MailContext, facts: CaseNoticeFacts): RenderedMail {
  const texts = mailTexts.documentRequested;
  return layout(context.site, {
    subject: texts.subject(facts.caseNumber),
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: texts.requested },
      { kind: 'fact', label: texts.caseNumber, value: facts.caseNumber },
      { kind: 'paragraph', text: texts.confidential },
      signInBlock(context, texts),
      supportBlock(context.site, texts.supportIntro),
    ],
  });
}

/** To the client: staff recorded a milestone on their case's history. Neither its title nor its description. */
export function milestoneRecorded(context: MailContext, facts: CaseNoticeFacts): RenderedMail {
  const texts = mailTexts.milestoneRecorded;
  return layout(context.site, {
    subject: texts.subject(facts.caseNumber),
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: texts.recorded },
      { kind: 'fact', label: texts.caseNumber, value: facts.caseNumber },
      { kind: 'paragraph', text: texts.confidential },
      signInBlock(context, texts),
      supportBlock(context.site, texts.supportIntro),
    ],
  });
}
