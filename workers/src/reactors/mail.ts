import { nextPhaseAfter } from './next-phase.js';
import { defineReactor, jobIdOf } from './reactor.js';

/** The effect of the mail that tells a person the answer to their ARCO request (its job id is the event's id and this). */
export const PRIVACY_ANSWER_MAIL_EFFECT = 'privacy-request-answered';

/**
 * The messages the portal sends, one rule a line: which event, to whom (a user id; the handler finds the
 * address), which template and its facts. A later message is a template plus a line here (docs/architecture.md
 * lists the table).
 */
export const mailReactor = defineReactor({
  name: 'mail',
  handles: [
    'RecoveryProcessOpened',
    'PasswordChanged',
    'UsernameChanged',
    'UserEmailChanged',
    'CaseCommentAdded',
    'RecoveryPhaseCompleted',
    'RequiredDocumentAdded',
    'CaseMilestoneRecorded',
    'ClientAssignedToAgent',
    'DocumentVerified',
    'DocumentRejected',
    'AgentApplicationSubmitted',
    'AgentApplicationApproved',
    'AgentApplicationRejected',
    'PrivacyRequestAnswered',
  ],
  react({ event, eventId, metadata, revision }) {
    switch (event.type) {
      case 'RecoveryProcessOpened':
        return [
          {
            id: jobIdOf(eventId, 'registration-received'),
            kind: 'mail',
            payload: {
              template: 'registrationReceived',
              userId: event.data.userId,
              caseNumber: event.data.caseNumber,
            },
          },
        ];
      case 'PasswordChanged':
        return [
          {
            id: jobIdOf(eventId, 'password-changed'),
            kind: 'mail',
            payload: {
              template: 'passwordChanged',
              userId: event.data.userId,
              changedAt: metadata.occurredAt,
              byAdmin: event.data.changedBy === 'admin',
            },
          },
        ];
      case 'UsernameChanged':
        return [
          {
            id: jobIdOf(eventId, 'username-changed'),
            kind: 'mail',
            payload: {
              template: 'usernameChanged',
              userId: event.data.userId,
              username: event.data.username,
              changedAt: metadata.occurredAt,
              userRevision: revision,
            },
          },
        ];
      case 'UserEmailChanged':
        return [
          {
            id: jobIdOf(eventId, 'email-changed'),
            kind: 'mail',
            payload: {
              template: 'emailChanged',
              userId: event.data.userId,
              previousEmail: event.data.previousEmail,
              changedAt: metadata.occurredAt,
              userRevision: revision,
            },
          },
        ];
      case 'CaseCommentAdded':
        // An internal comment reaches nobody; a visible one is announced, never quoted (mail travels in clear).
        if (!event.data.isVisibleToClient) return [];
        return [
          {
            id: jobIdOf(eventId, 'case-comment-added'),
            kind: 'mail',
            payload: {
              template: 'caseCommentAdded',
              userId: event.data.userId,
              caseId: event.data.caseId,
              commentId: event.data.commentId,
              commentType: event.data.commentType,
            },
          },
        ];
      case 'RecoveryPhaseCompleted':
        return [
          {
            id: jobIdOf(eventId, 'phase-completed'),
            kind: 'mail',
            payload: {
              template: 'phaseCompleted',
              userId: event.data.userId,
              processId: event.data.processId,
              phaseKey: event.data.phaseKey,
              nextPhaseKey: nextPhaseAfter(event.data.phaseKey),
            },
          },
        ];
      case 'RequiredDocumentAdded':
        return [
          {
            id: jobIdOf(eventId, 'document-requested'),
            kind: 'mail',
            payload: {
              template: 'documentRequested',
              userId: event.data.userId,
              caseId: event.data.caseId,
              requiredDocumentId: event.data.documentId,
            },
          },
        ];
      case 'CaseMilestoneRecorded':
        return [
          {
            id: jobIdOf(eventId, 'milestone-recorded'),
            kind: 'mail',
            payload: {
              template: 'milestoneRecorded',
              userId: event.data.userId,
              caseId: event.data.caseId,
              milestoneId: event.data.milestoneId,
            },
          },
        ];
      case 'ClientAssignedToAgent':
        return [
          {
            id: jobIdOf(eventId, 'agent-assigned'),
            kind: 'mail',
            payload: {
              template: 'agentAssigned',
              userId: event.data.userId,
              agentId: event.data.agentId,
              agentName: event.data.agentName,
              agentPhone: event.data.agentPhone,
              agentEmail: event.data.agentEmail,
            },
          },
        ];
      case 'DocumentVerified':
      case 'DocumentRejected':
        return [
          {
            id: jobIdOf(eventId, 'document-reviewed'),
            kind: 'mail',
            payload: {
              template: 'documentReviewed',
              userId: event.data.userId,
              documentId: event.data.documentId,
              outcome: event.type === 'DocumentVerified' ? 'verified' : 'rejected',
            },
          },
        ];
      // The answer to an ARCO request. Of an accepted cancellation, the last mail the person gets: the
      // gateway erases their data only once this one is in the sent log (mailMessageId).
      case 'PrivacyRequestAnswered':
        return [
          {
            id: jobIdOf(eventId, PRIVACY_ANSWER_MAIL_EFFECT),
            kind: 'mail',
            payload: {
              template: 'privacyRequestAnswered',
              userId: event.data.userId,
              requestId: event.data.requestId,
              requestKind: event.data.kind,
              outcome: event.data.outcome,
            },
          },
        ];
      case 'AgentApplicationSubmitted':
      case 'AgentApplicationApproved':
      case 'AgentApplicationRejected': {
        const step =
          event.type === 'AgentApplicationSubmitted'
            ? 'received'
            : event.type === 'AgentApplicationApproved'
              ? 'approved'
              : 'rejected';
        return [
          {
            id: jobIdOf(eventId, `agent-application-${step}`),
            kind: 'mail',
            payload: {
              template: 'agentApplication',
              userId: event.data.userId,
              applicationId: event.data.applicationId,
              step,
            },
          },
        ];
      }
    }
  },
});
