import { mailTexts } from '@portal/contracts';
import type { Block } from './blocks.js';
import { layout, type MailContext, type RenderedMail, signInBlock, supportBlock } from './layout.js';

const texts = mailTexts.agentApplication;

export type AgentApplicationStep = 'received' | 'approved' | 'rejected';

export interface AgentApplicationFacts {
  fullName: string;
  username: string;
  step: AgentApplicationStep;
  /** Why it was rejected (staff's words, which the applicant has no other place to read). */
  reason: string | null;
}

/** To the applicant at each step of their application: received, approved (sign in), rejected (why). */
export function agentApplication(context: MailContext, facts: AgentApplicationFacts): RenderedMail {
  const blocks: (Block | null)[] =
    facts.step === 'received'
      ? [
          { kind: 'paragraph', text: texts.received },
          { kind: 'fact', label: texts.username, value: facts.username },
        ]
      : facts.step === 'approved'
        ? [
            { kind: 'paragraph', text: texts.approved },
            { kind: 'fact', label: texts.username, value: facts.username },
            signInBlock(context, texts),
          ]
        : [
            { kind: 'paragraph', text: texts.rejected },
            { kind: 'fact', label: texts.reason, value: facts.reason ?? '' },
            { kind: 'paragraph', text: texts.released },
          ];
  return layout(context.site, {
    subject: texts.subject[facts.step],
    fullName: facts.fullName,
    blocks: [...blocks, supportBlock(context.site, texts.supportIntro)],
  });
}
