import {
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
  privacyMailTexts,
  privacyOutcomeNotes,
} from '@portal/contracts';
import { layout, type MailContext, type RenderedMail, signInBlock, supportBlock } from './layout.js';

const texts = privacyMailTexts;

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
