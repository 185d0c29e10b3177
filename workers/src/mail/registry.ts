import type { JobPayloadOf } from './mail-module.js';
import { emailChangedMail, usernameChangedMail } from './templates/account-changed.js';
import { agentApplicationMail } from './templates/agent-application.js';
import { agentAssignedMail } from './templates/agent-assigned.js';
import { caseCommentAddedMail } from './templates/case-comment-added.js';
import { documentRequestedMail, milestoneRecordedMail } from './templates/case-work-notices.js';
import { documentReviewedMail } from './templates/document-reviewed.js';
import { passwordChangedMail } from './templates/password-changed.js';
import { phaseCompletedMail } from './templates/phase-completed.js';
import { privacyRequestAnsweredMail } from './templates/privacy-request-answered.js';
import { registrationReceivedMail } from './templates/registration-received.js';

/**
 * Every mail the portal sends, one line each: a mail is its module in `templates/` (its job's payload and reader,
 * whether it names the case number, its render and its words). A template's name is stored in its jobs: never
 * rename one (a stored job would no longer run).
 */
const mails = [
  registrationReceivedMail,
  passwordChangedMail,
  usernameChangedMail,
  emailChangedMail,
  caseCommentAddedMail,
  phaseCompletedMail,
  agentAssignedMail,
  documentReviewedMail,
  documentRequestedMail,
  milestoneRecordedMail,
  agentApplicationMail,
  privacyRequestAnsweredMail,
] as const;

/** What a mail job carries: ids and facts, never display text nor a password (the recipient is read at send time). */
export type MailJobPayload = JobPayloadOf<(typeof mails)[number]>;

type AnyMail = (typeof mails)[number];

const byTemplate = new Map<unknown, AnyMail>();
for (const mail of mails) {
  if (byTemplate.has(mail.template)) throw new Error(`The mail ${mail.template} is registered twice`);
  byTemplate.set(mail.template, mail);
}

/** The mail of a job's template; undefined: no mail has that name. */
export function mailOf(template: unknown): AnyMail | undefined {
  return byTemplate.get(template);
}
