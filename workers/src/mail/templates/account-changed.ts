import { type PayloadFields, userMail } from '../mail-module.js';
import { mailDateTime } from './date-time.js';
import { layout, type MailContext, type RenderedMail, supportBlock } from './layout.js';
import { passwordChangedTexts as notYou } from './password-changed.js';

/** An administrator gave the account a new username or e-mail (the e-mail's notice goes to the old address). */
const texts = {
  usernameSubject: 'Se cambió el usuario de su cuenta',
  username: (when: string, username: string) =>
    `Un administrador cambió el usuario con el que inicia sesión en el portal el ${when}. Su nuevo usuario es: ${username}. Su contraseña no cambió.`,
  emailSubject: 'Se cambió el correo electrónico de su cuenta',
  email: (when: string) =>
    `Un administrador cambió el correo electrónico de su cuenta en el portal el ${when}. Desde ahora los avisos del portal llegarán a la nueva dirección; este es el último que recibe en esta.`,
} as const;

export interface AccountChangedFacts {
  fullName: string;
  changedAt: Date;
  /** The new username (the person signs in with it), or a new e-mail (this notice goes to the old address). */
  change: { kind: 'username'; username: string } | { kind: 'email' };
}

/**
 * To the person whose username or e-mail an administrator changed: what changed and when, and what to do if they
 * did not ask for it. A new e-mail is never written to the old address (only that it changed); no link at all.
 */
export function accountChanged(context: MailContext, facts: AccountChangedFacts): RenderedMail {
  const when = mailDateTime(facts.changedAt);
  const support = supportBlock(context.site, notYou.notYouSupport);
  const { change } = facts;
  return layout(context.site, {
    subject: change.kind === 'username' ? texts.usernameSubject : texts.emailSubject,
    fullName: facts.fullName,
    blocks: [
      {
        kind: 'paragraph',
        text: change.kind === 'username' ? texts.username(when, change.username) : texts.email(when),
      },
      { kind: 'paragraph', text: notYou.ifYou },
      support ?? { kind: 'paragraph', text: notYou.notYouNoSupport(context.site.siteName) },
    ],
  });
}

/**
 * What both changes' jobs carry: when, and the user stream's revision of the change (the same command may have
 * changed the e-mail too, so the mail waits until the users read model shows that revision).
 */
function changeFields(p: PayloadFields) {
  const changedAt = p.isoDate('changedAt');
  const userRevision = p.revision('userRevision');
  return { userId: p.text('userId'), changedAt, userRevision };
}

/** The person signs in with a new username (written to them at their address as of the change). */
export const usernameChangedMail = userMail({
  template: 'usernameChanged',
  read: (p) => {
    const { userId, changedAt, userRevision } = changeFields(p);
    return { userId, username: p.text('username'), changedAt, userRevision };
  },
  needsCaseNumber: false,
  userRevision: (payload) => payload.userRevision,
  render: (context, payload, { fullName }) =>
    accountChanged(context, {
      fullName,
      changedAt: new Date(payload.changedAt),
      change: { kind: 'username', username: payload.username },
    }),
});

/** Sent to the address the account had: the last notice it gets there. */
export const emailChangedMail = userMail({
  template: 'emailChanged',
  read: (p) => {
    const { userId, changedAt, userRevision } = changeFields(p);
    return { userId, previousEmail: p.text('previousEmail'), changedAt, userRevision };
  },
  needsCaseNumber: false,
  userRevision: (payload) => payload.userRevision,
  address: (payload) => payload.previousEmail,
  render: (context, payload, { fullName }) =>
    accountChanged(context, { fullName, changedAt: new Date(payload.changedAt), change: { kind: 'email' } }),
});
