import { mailTexts } from '@portal/contracts';
import { layout, type MailContext, type RenderedMail, signInBlock, supportBlock } from './layout.js';

const texts = mailTexts.registrationReceived;

export interface RegistrationReceivedFacts {
  fullName: string;
  caseNumber: string;
}

/** To the client who registered: the case number, the four next steps, the sign-in link and the contacts configured. */
export function registrationReceived(context: MailContext, facts: RegistrationReceivedFacts): RenderedMail {
  const subject = texts.subject(facts.caseNumber);
  return layout(context.site, {
    subject,
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: texts.intro },
      { kind: 'fact', label: texts.caseNumber, value: facts.caseNumber },
      { kind: 'steps', title: texts.nextStepsTitle, items: texts.nextSteps },
      signInBlock(context, texts),
      supportBlock(context.site, texts.supportIntro),
    ],
  });
}
