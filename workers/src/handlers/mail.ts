import { ERASED_TEXT } from '@portal/contracts';
import { agentApplication } from '../mail/templates/agent-application.js';
import type { MailContext, MailSite } from '../mail/templates/layout.js';
import type { MailTransport } from '../mail/transport.js';
import type { EffectLog, Job, JobHandler } from '../queue/port.js';
import { type MailJobPayload, readPayload } from './mail-payload.js';
import { render } from './mail-render.js';

export type { MailJobPayload } from './mail-payload.js';

/** The job kind whose handler sends e-mail. */
export const mailJobKind = 'mail';

/** The Message-ID of the mail of job `jobId`: the sent log records it once the message went out. */
export function mailMessageId(jobId: string, publicUrl: URL | null): string {
  return `<${jobId}@${publicUrl?.hostname || 'portal.local'}>`;
}

/** The templates that name the client's case number (read from the client's dashboard when the job runs). */
const needsCaseNumber = new Set<MailJobPayload['template']>([
  'caseCommentAdded',
  'phaseCompleted',
  'agentAssigned',
  'documentReviewed',
  'documentRequested',
  'milestoneRecorded',
]);

export interface Recipient {
  email: string;
  fullName: string;
  /** The user stream's revision the read model has reached (a mail about a change waits for it). */
  revision?: number;
}

/** An applicant as the applications read model has them: where to write and what the mail names. */
export interface Applicant extends Recipient {
  username: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
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

/**
 * The handler of `mail` jobs. The Message-ID derives from the job id (itself from the event id and the effect),
 * so every attempt of a job sends the same message; one already in the sent log is not sent again. Between a
 * send and its record a crash makes the retry send once more, with the same Message-ID (which the receiving
 * side can discard). An unknown template or a malformed payload throws, and the job ends as a dead letter.
 */
export function mailHandler(deps: MailHandlerDeps): JobHandler {
  const context: MailContext = { site: deps.site, publicUrl: deps.publicUrl };
  return async (job: Job) => {
    const payload = readPayload(job);
    const messageId = mailMessageId(job.id, deps.publicUrl);
    if (await deps.effects.has(messageId)) return;
    if (payload.template === 'agentApplication') {
      if (await isErased(deps, payload.applicationId)) return;
      const applicant = await deps.applicant(payload.applicationId);
      if (!applicant)
        throw new Error(
          `Mail job ${job.id}: application ${payload.applicationId} not found (yet) in its read model`,
        );
      // The decision (and the reason it carries) must be in the read model before the mail tells it.
      if (payload.step !== 'received' && applicant.status !== payload.step)
        throw new Error(
          `Mail job ${job.id}: application ${payload.applicationId} not ${payload.step} (yet) in its read model`,
        );
      if (applicant.email === ERASED_TEXT) return;
      const mail = agentApplication(context, { ...applicant, step: payload.step });
      await deps.transport.send({ messageId, to: applicant.email, ...mail });
      await deps.effects.record(messageId, new Date());
      return;
    }
    if (await isErased(deps, payload.userId)) return;
    const recipient = await deps.recipient(payload.userId);
    if (recipient?.email === ERASED_TEXT) return;
    if (!recipient)
      throw new Error(`Mail job ${job.id}: user ${payload.userId} not found (yet) in the users read model`);
    if ('userRevision' in payload && (recipient.revision ?? -1) < payload.userRevision)
      throw new Error(
        `Mail job ${job.id}: user ${payload.userId} not at revision ${payload.userRevision} (yet)`,
      );
    let caseNumber: string | undefined;
    if (needsCaseNumber.has(payload.template)) {
      caseNumber = await deps.caseNumber(payload.userId);
      if (!caseNumber)
        throw new Error(
          `Mail job ${job.id}: no case of user ${payload.userId} (yet) in the dashboard read model`,
        );
    }
    const mail = render(context, payload, recipient, caseNumber ?? '');
    const to = payload.template === 'emailChanged' ? payload.previousEmail : recipient.email;
    await deps.transport.send({ messageId, to, ...mail });
    await deps.effects.record(messageId, new Date());
  };
}
