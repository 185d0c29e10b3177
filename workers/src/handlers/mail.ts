import type { MailContext, MailSite, RenderedMail } from '../mail/templates/layout.js';
import { passwordChanged } from '../mail/templates/password-changed.js';
import { registrationReceived } from '../mail/templates/registration-received.js';
import type { MailTransport } from '../mail/transport.js';
import type { EffectLog, Job, JobHandler } from '../queue/port.js';

/** The job kind whose handler sends e-mail. */
export const mailJobKind = 'mail';

/** What a mail job carries: ids and facts, never display text nor a password (the recipient is read at send time). */
export type MailJobPayload =
  | { template: 'registrationReceived'; userId: string; caseNumber: string }
  | { template: 'passwordChanged'; userId: string /** ISO 8601 */; changedAt: string; byAdmin: boolean };

export interface Recipient {
  email: string;
  fullName: string;
}

export interface MailHandlerDeps {
  transport: MailTransport;
  /** The sent log: Message-IDs already delivered. */
  effects: EffectLog;
  site: MailSite;
  publicUrl: URL | null;
  /** The recipient from the users read model; undefined while the read model has not caught up. */
  recipient: (userId: string) => Promise<Recipient | undefined>;
}

/**
 * The handler of `mail` jobs. The Message-ID derives from the job id (itself from the event id and the effect),
 * so every attempt of a job sends the same message; one already in the sent log is not sent again. Between a
 * send and its record a crash makes the retry send once more, with the same Message-ID (which the receiving
 * side can discard). An unknown template or a malformed payload throws, and the job ends as a dead letter.
 */
export function mailHandler(deps: MailHandlerDeps): JobHandler {
  const domain = deps.publicUrl?.hostname || 'portal.local';
  const context: MailContext = { site: deps.site, publicUrl: deps.publicUrl };
  return async (job: Job) => {
    const payload = readPayload(job);
    const messageId = `<${job.id}@${domain}>`;
    if (await deps.effects.has(messageId)) return;
    const recipient = await deps.recipient(payload.userId);
    if (!recipient)
      throw new Error(`Mail job ${job.id}: user ${payload.userId} not found (yet) in the users read model`);
    const mail = render(context, payload, recipient);
    await deps.transport.send({ messageId, to: recipient.email, ...mail });
    await deps.effects.record(messageId, new Date());
  };
}

function render(context: MailContext, payload: MailJobPayload, recipient: Recipient): RenderedMail {
  switch (payload.template) {
    case 'registrationReceived':
      return registrationReceived(context, { fullName: recipient.fullName, caseNumber: payload.caseNumber });
    case 'passwordChanged':
      return passwordChanged(context, {
        fullName: recipient.fullName,
        changedAt: new Date(payload.changedAt),
        byAdmin: payload.byAdmin,
      });
  }
}

function readPayload(job: Job): MailJobPayload {
  const p = job.payload;
  const bad = (why: string) =>
    new Error(`Mail job ${job.id}: bad payload for template ${String(p.template)}: ${why}`);
  const text = (key: string) => {
    const value = p[key];
    if (typeof value !== 'string' || value === '') throw bad(`${key} must be a non-empty string`);
    return value;
  };
  switch (p.template) {
    case 'registrationReceived':
      return { template: p.template, userId: text('userId'), caseNumber: text('caseNumber') };
    case 'passwordChanged': {
      const changedAt = text('changedAt');
      if (Number.isNaN(Date.parse(changedAt))) throw bad('changedAt must be an ISO 8601 date');
      if (typeof p.byAdmin !== 'boolean') throw bad('byAdmin must be a boolean');
      return { template: p.template, userId: text('userId'), changedAt, byAdmin: p.byAdmin };
    }
    default:
      throw new Error(`Mail job ${job.id}: unknown mail template ${JSON.stringify(p.template)}`);
  }
}
