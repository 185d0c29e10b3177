import { mailTexts } from '@portal/contracts';
import { mailDateTime } from './date-time.js';
import { layout, type MailContext, type RenderedMail, supportBlock } from './layout.js';

const texts = mailTexts.accountChanged;
const notYou = mailTexts.passwordChanged;

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
