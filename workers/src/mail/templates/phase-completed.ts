import {
  type RecoveryPhaseKey,
  recoveryPhaseKeys,
  recoveryPhaseLabels,
  sharedScreenTexts,
} from '@portal/contracts';
import { userMail } from '../mail-module.js';
import {
  askWithCaseNumber,
  layout,
  type MailContext,
  type RenderedMail,
  signInBlock,
  supportBlock,
} from './layout.js';

const texts = {
  subject: (caseNumber: string) => `Avance en su caso ${caseNumber}: fase completada`,
  completed: (phaseName: string) => `Se completó la fase «${phaseName}» de su proceso de recuperación.`,
  next: (phaseName: string, description: string) => `Ahora comienza la fase «${phaseName}»: ${description}`,
  last: 'Con ella se completaron todas las fases de su proceso.',
  caseNumber: sharedScreenTexts.registrationCaseNumber,
  signInIntro: 'Puede consultar el avance de cada fase en el portal:',
  signIn: sharedScreenTexts.goToLogin,
  supportIntro: askWithCaseNumber,
} as const;

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

/** Its job: the completed phase's key and the next one's (null: it was the last). */
export const phaseCompletedMail = userMail({
  template: 'phaseCompleted',
  read: (p) => ({
    userId: p.text('userId'),
    processId: p.text('processId'),
    phaseKey: p.oneOf('phaseKey', recoveryPhaseKeys, 'a phase key'),
    nextPhaseKey: p.isNull('nextPhaseKey') ? null : p.oneOf('nextPhaseKey', recoveryPhaseKeys, 'a phase key'),
  }),
  needsCaseNumber: true,
  render: (context, { phaseKey, nextPhaseKey }, to) =>
    phaseCompleted(context, { ...to, phaseKey, nextPhaseKey }),
});
