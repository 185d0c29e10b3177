import {
  commentTypes,
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
  privacyRequestKinds,
  privacyRequestOutcomes,
  type RecoveryPhaseKey,
  recoveryPhaseKeys,
} from '@portal/contracts';
import type { AgentApplicationStep } from '../mail/templates/agent-application.js';
import type { Job } from '../queue/port.js';

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

/** A job's payload checked field by field: an unknown template or a malformed payload throws (a dead letter). */
export function readPayload(job: Job): MailJobPayload {
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
