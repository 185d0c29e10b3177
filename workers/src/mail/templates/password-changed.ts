import { userMail } from '../mail-module.js';
import { mailDateTime } from './date-time.js';
import { layout, type MailContext, type RenderedMail, supportBlock } from './layout.js';

/** Also the account change's (`account-changed.ts`): what to do if the person did not ask for it. */
export const passwordChangedTexts = {
  subject: 'Se cambió la contraseña de su cuenta',
  bySelf: (when: string) => `La contraseña de su cuenta en el portal se cambió el ${when} desde su sesión.`,
  byAdmin: (when: string) =>
    `Un administrador cambió la contraseña de su cuenta en el portal el ${when}. Por su seguridad, la nueva contraseña no se envía por correo.`,
  ifYou: 'Si usted hizo o solicitó este cambio, no necesita hacer nada más.',
  notYouSupport: 'Si usted no hizo ni solicitó este cambio, comuníquese de inmediato con soporte:',
  notYouNoSupport: (siteName: string) =>
    `Si usted no hizo ni solicitó este cambio, comuníquese de inmediato con ${siteName}.`,
} as const;
const texts = passwordChangedTexts;

export interface PasswordChangedFacts {
  fullName: string;
  changedAt: Date;
  /** Set by an administrator rather than by the person in their own session. */
  byAdmin: boolean;
}

/**
 * To the person whose password changed: when, by whom, and what to do if it was not them. No link at all (a
 * mail about a password is what a phishing mail imitates) and never the password.
 */
export function passwordChanged(context: MailContext, facts: PasswordChangedFacts): RenderedMail {
  const when = mailDateTime(facts.changedAt);
  const support = supportBlock(context.site, texts.notYouSupport);
  return layout(context.site, {
    subject: texts.subject,
    fullName: facts.fullName,
    blocks: [
      { kind: 'paragraph', text: facts.byAdmin ? texts.byAdmin(when) : texts.bySelf(when) },
      { kind: 'paragraph', text: texts.ifYou },
      support ?? { kind: 'paragraph', text: texts.notYouNoSupport(context.site.siteName) },
    ],
  });
}

/** Its job: when and whether by an administrator (never the password nor its hash). */
export const passwordChangedMail = userMail({
  template: 'passwordChanged',
  read: (p) => {
    const byAdmin = p.flag('byAdmin');
    return { userId: p.text('userId'), changedAt: p.isoDate('changedAt'), byAdmin };
  },
  needsCaseNumber: false,
  render: (context, payload, { fullName }) =>
    passwordChanged(context, { fullName, changedAt: new Date(payload.changedAt), byAdmin: payload.byAdmin }),
});
