import { fieldLabels, sharedScreenTexts } from '@portal/contracts';
import { userMail } from '../mail-module.js';
import type { Block } from './blocks.js';
import { layout, type MailContext, type RenderedMail, signInBlock } from './layout.js';

const texts = {
  subject: (caseNumber: string) => `Su caso ${caseNumber} tiene un agente asignado`,
  assigned: (agentName: string) => `Asignamos su caso a ${agentName}, quien lo atenderá en adelante.`,
  caseNumber: sharedScreenTexts.registrationCaseNumber,
  contactTitle: 'Datos de contacto de su agente',
  contactIntro: 'Para cualquier duda sobre su caso, comuníquese con su agente e indique su número de caso.',
  phone: fieldLabels.phone,
  email: fieldLabels.email,
  signInIntro: 'Los datos de su agente también aparecen en su panel del portal:',
  signIn: sharedScreenTexts.goToLogin,
} as const;

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

/** Its job: the agent's name and contacts as the assignment recorded them. */
export const agentAssignedMail = userMail({
  template: 'agentAssigned',
  read: (p) => ({
    userId: p.text('userId'),
    agentId: p.text('agentId'),
    agentName: p.text('agentName'),
    agentPhone: p.optionalText('agentPhone'),
    agentEmail: p.optionalText('agentEmail'),
  }),
  needsCaseNumber: true,
  render: (context, { agentName, agentPhone, agentEmail }, to) =>
    agentAssigned(context, { ...to, agentName, agentPhone, agentEmail }),
});
