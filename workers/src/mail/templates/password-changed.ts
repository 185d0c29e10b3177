import { mailTexts } from '@portal/contracts';
import { mailDateTime } from './date-time.js';
import { layout, type MailContext, type RenderedMail, supportBlock } from './layout.js';

const texts = mailTexts.passwordChanged;

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
