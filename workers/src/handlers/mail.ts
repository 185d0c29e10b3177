import { ERASED_TEXT } from '@portal/contracts';
import { type Applicant, type Letter, payloadFields, type Recipient } from '../mail/mail-module.js';
import { mailOf } from '../mail/registry.js';
import type { MailContext, MailSite, RenderedMail } from '../mail/templates/layout.js';
import type { MailTransport } from '../mail/transport.js';
import type { EffectLog, Job, JobHandler } from '../queue/port.js';
import { ReadModelBehind } from './read-model-behind.js';

export type { Applicant, Recipient } from '../mail/mail-module.js';
export { mailJobKind } from '../mail/mail-module.js';
export type { MailJobPayload } from '../mail/registry.js';

/** The Message-ID of the mail of job `jobId`: the sent log records it once the message went out. */
export function mailMessageId(jobId: string, publicUrl: URL | null): string {
  return `<${jobId}@${publicUrl?.hostname || 'portal.local'}>`;
}

export interface MailHandlerDeps {
  transport: MailTransport;
  /** The sent log: Message-IDs already delivered. */
  effects: EffectLog;
  site: MailSite;
  publicUrl: URL | null;
  /** The recipient from the users read model; undefined while the read model has not caught up. */
  recipient: (userId: string) => Promise<Recipient | undefined>;
  /** The client's case number from their dashboard; undefined while the read model has not caught up. */
  caseNumber: (userId: string) => Promise<string | undefined>;
  /** An agent application from its read model; undefined while the read model has not caught up. */
  applicant: (applicationId: string) => Promise<Applicant | undefined>;
  /**
   * Whether the person's data was erased (their key destroyed: a user id, or an application's id). Nothing is sent
   * to an erased person: the job completes without a mail.
   */
  erased?: (subjectId: string) => Promise<boolean>;
}

/** An erased person's key is destroyed (their address may still be in a read model not rebuilt yet). */
async function isErased(deps: MailHandlerDeps, subjectId: string): Promise<boolean> {
  return (await deps.erased?.(subjectId)) ?? false;
}

/** The letter of a job: its template's mail reads the payload; an unknown template or a bad field throws. */
function letterOf(job: Job): Letter {
  const mail = mailOf(job.payload.template);
  if (!mail)
    throw new Error(`Mail job ${job.id}: unknown mail template ${JSON.stringify(job.payload.template)}`);
  return mail.letter(payloadFields(job));
}

/** Where a letter goes and what it says, or null when nothing is to be sent (an erased person). */
type Addressed = { to: string; mail: RenderedMail } | null;

/** A letter to an applicant, at their application's address once its read model shows what the mail tells. */
async function toApplicant(
  deps: MailHandlerDeps,
  context: MailContext,
  job: Job,
  letter: Extract<Letter, { audience: 'applicant' }>,
): Promise<Addressed> {
  const { applicationId, awaits } = letter;
  if (await isErased(deps, applicationId)) return null;
  const applicant = await deps.applicant(applicationId);
  if (!applicant)
    throw new ReadModelBehind(
      `Mail job ${job.id}: application ${applicationId} not found (yet) in its read model`,
    );
  // The decision (and the reason it carries) must be in the read model before the mail tells it.
  if (awaits && applicant.status !== awaits)
    throw new ReadModelBehind(
      `Mail job ${job.id}: application ${applicationId} not ${awaits} (yet) in its read model`,
    );
  if (applicant.email === ERASED_TEXT) return null;
  return { to: applicant.email, mail: letter.render(context, applicant) };
}

/** A letter to a user, once the read models show them (at the revision it waits for) and, if it names it, their case. */
async function toUser(
  deps: MailHandlerDeps,
  context: MailContext,
  job: Job,
  letter: Extract<Letter, { audience: 'user' }>,
): Promise<Addressed> {
  const { userId, userRevision } = letter;
  if (await isErased(deps, userId)) return null;
  const recipient = await deps.recipient(userId);
  if (recipient?.email === ERASED_TEXT) return null;
  if (!recipient)
    throw new ReadModelBehind(`Mail job ${job.id}: user ${userId} not found (yet) in the users read model`);
  if (userRevision !== undefined && (recipient.revision ?? -1) < userRevision)
    throw new ReadModelBehind(`Mail job ${job.id}: user ${userId} not at revision ${userRevision} (yet)`);
  let caseNumber: string | undefined;
  if (letter.needsCaseNumber) {
    caseNumber = await deps.caseNumber(userId);
    if (!caseNumber)
      throw new ReadModelBehind(
        `Mail job ${job.id}: no case of user ${userId} (yet) in the dashboard read model`,
      );
  }
  const mail = letter.render(context, { fullName: recipient.fullName, caseNumber: caseNumber ?? '' });
  return { to: letter.address ?? recipient.email, mail };
}

/**
 * The handler of `mail` jobs: the job's template names its mail (`mail/registry.ts`). The Message-ID derives from
 * the job id (itself from the event id and the effect), so every attempt of a job sends the same message; one
 * already in the sent log is not sent again. Between a send and its record a crash makes the retry send once
 * more, with the same Message-ID (which the receiving side can discard). An unknown template or a malformed
 * payload throws, and the job ends as a dead letter.
 */
export function mailHandler(deps: MailHandlerDeps): JobHandler {
  const context: MailContext = { site: deps.site, publicUrl: deps.publicUrl };
  return async (job: Job) => {
    const letter = letterOf(job);
    const messageId = mailMessageId(job.id, deps.publicUrl);
    if (await deps.effects.has(messageId)) return;
    const addressed =
      letter.audience === 'applicant'
        ? await toApplicant(deps, context, job, letter)
        : await toUser(deps, context, job, letter);
    if (!addressed) return;
    await deps.transport.send({ messageId, to: addressed.to, ...addressed.mail });
    await deps.effects.record(messageId, new Date());
  };
}
