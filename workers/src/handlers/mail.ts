import {
  commentTypes,
  ERASED_TEXT,
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
  privacyRequestKinds,
  privacyRequestOutcomes,
  type RecoveryPhaseKey,
  recoveryPhaseKeys,
} from '@portal/contracts';
import { accountChanged } from '../mail/templates/account-changed.js';
import { type AgentApplicationStep, agentApplication } from '../mail/templates/agent-application.js';
import { agentAssigned } from '../mail/templates/agent-assigned.js';
import { caseCommentAdded } from '../mail/templates/case-comment-added.js';
import { documentRequested, milestoneRecorded } from '../mail/templates/case-work-notices.js';
import { documentReviewed } from '../mail/templates/document-reviewed.js';
import type { MailContext, MailSite, RenderedMail } from '../mail/templates/layout.js';
import { passwordChanged } from '../mail/templates/password-changed.js';
import { phaseCompleted } from '../mail/templates/phase-completed.js';
import { privacyRequestAnswered } from '../mail/templates/privacy-request-answered.js';
import { registrationReceived } from '../mail/templates/registration-received.js';
import type { MailTransport } from '../mail/transport.js';
import type { EffectLog, Job, JobHandler } from '../queue/port.js';

/** The job kind whose handler sends e-mail. */
export const mailJobKind = 'mail';

/** The Message-ID of the mail of job `jobId`: the sent log records it once the message went out. */
export function mailMessageId(jobId: string, publicUrl: URL | null): string {
  return `<${jobId}@${publicUrl?.hostname || 'portal.local'}>`;
}

/** What a mail job carries: ids and facts, never display text nor a password (the recipient is read at send time). */
export type MailJobPayload =
  | { template: 'registrationReceived'; userId: string; caseNumber: string }
  | { template: 'passwordChanged'; userId: string /** ISO 8601 */; changedAt: string; byAdmin: boolean }
  /**
   * The person signs in with a new username (written to them, at their address as of `userRevision`, the user
   * stream's revision of the change: the same command may have changed the e-mail too).
   */
  | {
      template: 'usernameChanged';
      userId: string;
      username: string;
      /** ISO 8601 */
      changedAt: string;
      userRevision: number;
    }
  /** Sent to the address the account had: the last notice it gets there. */
  | {
      template: 'emailChanged';
      userId: string;
      previousEmail: string;
      /** ISO 8601 */
      changedAt: string;
      userRevision: number;
    }
  | {
      template: 'caseCommentAdded';
      userId: string;
      caseId: string;
      commentId: string;
      commentType: (typeof commentTypes)[number];
    }
  | {
      template: 'phaseCompleted';
      userId: string;
      processId: string;
      phaseKey: RecoveryPhaseKey;
      /** null: the completed phase was the last. */
      nextPhaseKey: RecoveryPhaseKey | null;
    }
  | {
      template: 'agentAssigned';
      userId: string;
      agentId: string;
      agentName: string;
      agentPhone: string;
      agentEmail: string;
    }
  | { template: 'documentReviewed'; userId: string; documentId: string; outcome: 'verified' | 'rejected' }
  /** Staff asked for a document on the client's case (its id on the recovery process). */
  | { template: 'documentRequested'; userId: string; caseId: string; requiredDocumentId: string }
  /** Staff recorded a milestone on the client's case. */
  | { template: 'milestoneRecorded'; userId: string; caseId: string; milestoneId: string }
  /** To an applicant, who has no account while the application waits: the address is the application's. */
  | { template: 'agentApplication'; userId: string; applicationId: string; step: AgentApplicationStep }
  /** Staff answered the person's ARCO request (its kind and outcome; never staff's words). */
  | {
      template: 'privacyRequestAnswered';
      userId: string;
      requestId: string;
      requestKind: PrivacyRequestKind;
      outcome: PrivacyRequestOutcome;
    };

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

function render(
  context: MailContext,
  payload: Exclude<MailJobPayload, { template: 'agentApplication' }>,
  recipient: Recipient,
  caseNumber: string,
): RenderedMail {
  switch (payload.template) {
    case 'registrationReceived':
      return registrationReceived(context, { fullName: recipient.fullName, caseNumber: payload.caseNumber });
    case 'passwordChanged':
      return passwordChanged(context, {
        fullName: recipient.fullName,
        changedAt: new Date(payload.changedAt),
        byAdmin: payload.byAdmin,
      });
    case 'usernameChanged':
    case 'emailChanged':
      return accountChanged(context, {
        fullName: recipient.fullName,
        changedAt: new Date(payload.changedAt),
        change:
          payload.template === 'usernameChanged'
            ? { kind: 'username', username: payload.username }
            : { kind: 'email' },
      });
    case 'caseCommentAdded':
      return caseCommentAdded(context, {
        fullName: recipient.fullName,
        caseNumber,
        commentType: payload.commentType,
      });
    case 'phaseCompleted':
      return phaseCompleted(context, {
        fullName: recipient.fullName,
        caseNumber,
        phaseKey: payload.phaseKey,
        nextPhaseKey: payload.nextPhaseKey,
      });
    case 'agentAssigned':
      return agentAssigned(context, {
        fullName: recipient.fullName,
        caseNumber,
        agentName: payload.agentName,
        agentPhone: payload.agentPhone,
        agentEmail: payload.agentEmail,
      });
    case 'documentReviewed':
      return documentReviewed(context, {
        fullName: recipient.fullName,
        caseNumber,
        outcome: payload.outcome,
      });
    case 'documentRequested':
      return documentRequested(context, { fullName: recipient.fullName, caseNumber });
    case 'milestoneRecorded':
      return milestoneRecorded(context, { fullName: recipient.fullName, caseNumber });
    case 'privacyRequestAnswered':
      return privacyRequestAnswered(context, {
        fullName: recipient.fullName,
        kind: payload.requestKind,
        outcome: payload.outcome,
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
  /** A string that may be empty (an agent's contact the record did not have). */
  const optionalText = (key: string) => {
    const value = p[key];
    if (typeof value !== 'string') throw bad(`${key} must be a string`);
    return value;
  };
  const isoDate = (key: string) => {
    const value = text(key);
    if (Number.isNaN(Date.parse(value))) throw bad(`${key} must be an ISO 8601 date`);
    return value;
  };
  const phase = (key: string) => {
    const value = p[key];
    const found = recoveryPhaseKeys.find((k) => k === value);
    if (!found) throw bad(`${key} must be a phase key`);
    return found;
  };
  switch (p.template) {
    case 'registrationReceived':
      return { template: p.template, userId: text('userId'), caseNumber: text('caseNumber') };
    case 'passwordChanged': {
      if (typeof p.byAdmin !== 'boolean') throw bad('byAdmin must be a boolean');
      return {
        template: p.template,
        userId: text('userId'),
        changedAt: isoDate('changedAt'),
        byAdmin: p.byAdmin,
      };
    }
    case 'usernameChanged':
    case 'emailChanged': {
      const changedAt = isoDate('changedAt');
      const userRevision = p.userRevision;
      if (typeof userRevision !== 'number' || !Number.isInteger(userRevision) || userRevision < 0)
        throw bad('userRevision must be a revision');
      const common = { userId: text('userId'), changedAt, userRevision };
      return p.template === 'usernameChanged'
        ? { template: p.template, ...common, username: text('username') }
        : { template: p.template, ...common, previousEmail: text('previousEmail') };
    }
    case 'caseCommentAdded': {
      const commentType = commentTypes.find((t) => t === p.commentType);
      if (!commentType) throw bad('commentType must be one of admin, agent, system');
      return {
        template: p.template,
        userId: text('userId'),
        caseId: text('caseId'),
        commentId: text('commentId'),
        commentType,
      };
    }
    case 'phaseCompleted':
      return {
        template: p.template,
        userId: text('userId'),
        processId: text('processId'),
        phaseKey: phase('phaseKey'),
        nextPhaseKey: p.nextPhaseKey === null ? null : phase('nextPhaseKey'),
      };
    case 'agentAssigned':
      return {
        template: p.template,
        userId: text('userId'),
        agentId: text('agentId'),
        agentName: text('agentName'),
        agentPhone: optionalText('agentPhone'),
        agentEmail: optionalText('agentEmail'),
      };
    case 'documentReviewed': {
      if (p.outcome !== 'verified' && p.outcome !== 'rejected')
        throw bad('outcome must be verified or rejected');
      return {
        template: p.template,
        userId: text('userId'),
        documentId: text('documentId'),
        outcome: p.outcome,
      };
    }
    case 'documentRequested':
      return {
        template: p.template,
        userId: text('userId'),
        caseId: text('caseId'),
        requiredDocumentId: text('requiredDocumentId'),
      };
    case 'milestoneRecorded':
      return {
        template: p.template,
        userId: text('userId'),
        caseId: text('caseId'),
        milestoneId: text('milestoneId'),
      };
    case 'privacyRequestAnswered': {
      const requestKind = privacyRequestKinds.find((k) => k === p.requestKind);
      if (!requestKind) throw bad('requestKind must be rectification, cancellation or opposition');
      const outcome = privacyRequestOutcomes.find((o) => o === p.outcome);
      if (!outcome) throw bad('outcome must be accepted or refused');
      return {
        template: p.template,
        userId: text('userId'),
        requestId: text('requestId'),
        requestKind,
        outcome,
      };
    }
    case 'agentApplication': {
      const step = (['received', 'approved', 'rejected'] as const).find((s) => s === p.step);
      if (!step) throw bad('step must be received, approved or rejected');
      return { template: p.template, userId: text('userId'), applicationId: text('applicationId'), step };
    }
    default:
      throw new Error(`Mail job ${job.id}: unknown mail template ${JSON.stringify(p.template)}`);
  }
}
