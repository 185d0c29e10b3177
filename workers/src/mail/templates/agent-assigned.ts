import { mailTexts } from '@portal/contracts';
import type { Block } from './blocks.js';
import { layout, type MailContext, type RenderedMail, signInBlock } from './layout.js';

const texts = mailTexts.agentAssigned;

export interface AgentAssignedFacts {
  fullName: string;
  caseNumber: string;
  agentName: string;
  /** As the agent's record had them when the client was assigned; an empty one is not shown. */
  agentPhone: string;
  agentEmail: string;
}

/** To the client: who their agent is and how to reach them (the agent's phone and e-mail, as links). */
export function agentAssigned(context: MailContext, facts: AgentAssignedFacts): RenderedMail {
  const phone = facts.agentPhone.trim();
  const email = facts.agentEmail.trim();
  const contacts: Block | null =
    phone || email
      ? {
          kind: 'contacts',
          title: texts.contactTitle,
          intro: texts.contactIntro,
          phone: phone ? { label: texts.phone, value: phone } : null,
          email: email ? { label: texts.email, value: email } : null,
        }
      : null;
  return layout(context.site, {
    subject: texts.subject(facts.caseNumber),
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: texts.assigned(facts.agentName) },
      { kind: 'fact', label: texts.caseNumber, value: facts.caseNumber },
      contacts,
      signInBlock(context, texts),
    ],
  });
}
