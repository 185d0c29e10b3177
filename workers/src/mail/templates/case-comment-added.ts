import { type commentTypes, mailTexts } from '@portal/contracts';
import { layout, type MailContext, type RenderedMail, signInBlock, supportBlock } from './layout.js';

const texts = mailTexts.caseCommentAdded;

export interface CaseCommentAddedFacts {
  fullName: string;
  caseNumber: string;
  /** Who the comment is from, as the client's Comentarios tab labels it. */
  commentType: (typeof commentTypes)[number];
}

/**
 * To the client: a comment visible to them is waiting in the portal. Never the comment itself: mail travels in
 * clear and the case is confidential. The sign-in link and the contacts only when configured.
 */
export function caseCommentAdded(context: MailContext, facts: CaseCommentAddedFacts): RenderedMail {
  return layout(context.site, {
    subject: texts.subject(facts.caseNumber),
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: texts.from[facts.commentType] },
      { kind: 'fact', label: texts.caseNumber, value: facts.caseNumber },
      { kind: 'paragraph', text: texts.confidential },
      signInBlock(context, texts),
      supportBlock(context.site, texts.supportIntro),
    ],
  });
}
