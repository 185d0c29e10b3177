import { mailTexts, type RecoveryPhaseKey, recoveryPhaseLabels } from '@portal/contracts';
import { layout, type MailContext, type RenderedMail, signInBlock, supportBlock } from './layout.js';

const texts = mailTexts.phaseCompleted;

export interface PhaseCompletedFacts {
  fullName: string;
  caseNumber: string;
  phaseKey: RecoveryPhaseKey;
  /** The phase that starts after it; null: it was the last one. */
  nextPhaseKey: RecoveryPhaseKey | null;
}

/** To the client: a phase of their case was completed, and which one starts now (or that all are done). */
export function phaseCompleted(context: MailContext, facts: PhaseCompletedFacts): RenderedMail {
  const next = facts.nextPhaseKey && recoveryPhaseLabels[facts.nextPhaseKey];
  return layout(context.site, {
    subject: texts.subject(facts.caseNumber),
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: texts.completed(recoveryPhaseLabels[facts.phaseKey].name) },
      { kind: 'paragraph', text: next ? texts.next(next.name, next.description) : texts.last },
      { kind: 'fact', label: texts.caseNumber, value: facts.caseNumber },
      signInBlock(context, texts),
      supportBlock(context.site, texts.supportIntro),
    ],
  });
}
