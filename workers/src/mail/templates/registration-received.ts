import { sharedScreenTexts } from '@portal/contracts';
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
  subject: (caseNumber: string) => `Recibimos su caso ${caseNumber}`,
  intro:
    'Recibimos el registro de su caso. Guarde su número de caso: le servirá cada vez que se comunique con nosotros.',
  caseNumber: sharedScreenTexts.registrationCaseNumber,
  nextStepsTitle: sharedScreenTexts.registrationNextStepsTitle,
  nextSteps: sharedScreenTexts.registrationNextSteps,
  signInIntro:
    'Puede consultar el avance de su caso en el portal con el usuario y la contraseña que eligió al registrarse.',
  signIn: sharedScreenTexts.goToLogin,
  supportIntro: askWithCaseNumber,
} as const;

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

/** Its job carries the new case's number (the dashboard may not show the case yet when it runs). */
export const registrationReceivedMail = userMail({
  template: 'registrationReceived',
  read: (p) => ({ userId: p.text('userId'), caseNumber: p.text('caseNumber') }),
  needsCaseNumber: false,
  render: (context, { caseNumber }, { fullName }) => registrationReceived(context, { fullName, caseNumber }),
});
