import { fieldLabels, sharedScreenTexts } from '@portal/contracts';
import { applicantMail } from '../mail-module.js';
import type { Block } from './blocks.js';
import { layout, type MailContext, type RenderedMail, signInBlock, supportBlock } from './layout.js';

/** To a lawyer who applied to work as an agent: received, approved (the account is active), rejected. */
const texts = {
  subject: {
    received: 'Recibimos su solicitud para ser agente',
    approved: 'Su solicitud de agente fue aprobada',
    rejected: 'Respuesta a su solicitud de agente',
  },
  received:
    'Recibimos su solicitud para colaborar como agente especializado. Recursos humanos la revisará en 48 a 72 horas y le escribiremos con la respuesta.',
  approved:
    'Su solicitud fue aprobada y su cuenta de agente ya está activa. Inicie sesión con el usuario y la contraseña que eligió al enviar la solicitud.',
  rejected: 'Revisamos su solicitud para colaborar como agente y por ahora no podemos aceptarla.',
  released:
    'Su usuario y su correo electrónico quedaron libres: puede enviar una nueva solicitud cuando lo desee.',
  username: fieldLabels.username,
  reason: 'Motivo',
  signInIntro: 'Ya puede iniciar sesión en el portal:',
  signIn: sharedScreenTexts.goToLogin,
  supportIntro: 'Si tiene preguntas sobre su solicitud, comuníquese con nosotros.',
} as const;

const steps = ['received', 'approved', 'rejected'] as const;
type AgentApplicationStep = (typeof steps)[number];

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

/**
 * Its job: the application and its step. A decision's mail waits until the applications read model shows it (the
 * rejection's reason is read there).
 */
export const agentApplicationMail = applicantMail({
  template: 'agentApplication',
  read: (p) => {
    const step = p.oneOf('step', steps, 'received, approved or rejected');
    return { userId: p.text('userId'), applicationId: p.text('applicationId'), step };
  },
  awaits: ({ step }) => (step === 'received' ? undefined : step),
  render: (context, { step }, applicant) => agentApplication(context, { ...applicant, step }),
});
