import { nextPhaseAfter } from './next-phase.js';
import { defineReactor, jobIdOf } from './reactor.js';

/**
 * The in-app notifications, one rule a line: which event, to whom (a user id), which kind and its facts (the
 * texts are the contracts' `notificationKindTexts`, written when shown). A later notification is a kind, its
 * texts and a line here.
 */
export const notificationsReactor = defineReactor({
  name: 'notifications',
  handles: [
    'RecoveryProcessOpened',
    'PasswordChanged',
    'CaseCommentAdded',
    'RecoveryPhaseCompleted',
    'RequiredDocumentAdded',
    'CaseMilestoneRecorded',
    'ClientAssignedToAgent',
    'DocumentVerified',
    'DocumentRejected',
    'DocumentUploaded',
    'ClientServicePlanChosen',
    'ClientContactRevised',
    'PrivacyRequestAnswered',
  ],
  react({ event, eventId, metadata }) {
    // What the client did themselves reaches their agent (who that is, is read when the job runs).
    const toAgent = (effect: string, kind: string, facts: Record<string, unknown> = {}) =>
      metadata.actorRole === 'client'
        ? [
            {
              id: jobIdOf(eventId, effect),
              kind: 'notify',
              payload: { agentOfClient: metadata.actorId, kind, facts },
            },
          ]
        : [];
    switch (event.type) {
      case 'RecoveryProcessOpened':
        return [
          {
            id: jobIdOf(eventId, 'notify-registration-received'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'registrationReceived',
              facts: { caseNumber: event.data.caseNumber },
            },
          },
        ];
      case 'PasswordChanged':
        return [
          {
            id: jobIdOf(eventId, 'notify-password-changed'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'passwordChanged',
              facts: { changedAt: metadata.occurredAt, byAdmin: event.data.changedBy === 'admin' },
            },
          },
        ];
      case 'CaseCommentAdded':
        if (!event.data.isVisibleToClient) return [];
        return [
          {
            id: jobIdOf(eventId, 'notify-case-comment-added'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'caseCommentAdded',
              facts: {
                caseId: event.data.caseId,
                commentId: event.data.commentId,
                commentType: event.data.commentType,
              },
            },
          },
        ];
      case 'RecoveryPhaseCompleted':
        return [
          {
            id: jobIdOf(eventId, 'notify-phase-completed'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'phaseCompleted',
              facts: { phaseKey: event.data.phaseKey, nextPhaseKey: nextPhaseAfter(event.data.phaseKey) },
            },
          },
        ];
      case 'RequiredDocumentAdded':
        return [
          {
            id: jobIdOf(eventId, 'notify-document-requested'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'documentRequested',
              facts: {
                caseId: event.data.caseId,
                requiredDocumentKey: event.data.documentKey,
                requiredDocumentTitle: event.data.title,
              },
            },
          },
        ];
      case 'CaseMilestoneRecorded':
        return [
          {
            id: jobIdOf(eventId, 'notify-milestone-recorded'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'milestoneRecorded',
              facts: { caseId: event.data.caseId, milestoneTitle: event.data.title },
            },
          },
        ];
      case 'ClientAssignedToAgent':
        return [
          {
            id: jobIdOf(eventId, 'notify-agent-assigned'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'agentAssigned',
              // The agent's id travels with their contact, which the event store seals under the agent's key.
              facts: {
                agentUserId: event.data.agentUserId,
                agentName: event.data.agentName,
                agentPhone: event.data.agentPhone,
                agentEmail: event.data.agentEmail,
              },
            },
          },
        ];
      case 'DocumentUploaded':
        return toAgent('notify-agent-document-sent', 'clientDocumentSent', { fileName: event.data.fileName });
      case 'ClientServicePlanChosen':
        return toAgent('notify-agent-plan-chosen', 'clientPlanChosen', { plan: event.data.plan });
      case 'ClientContactRevised':
        return toAgent('notify-agent-contact-changed', 'clientContactChanged');
      // The answer to the person's ARCO request (its kind and outcome; staff's words wait in Mi Perfil).
      case 'PrivacyRequestAnswered':
        return [
          {
            id: jobIdOf(eventId, 'notify-privacy-request-answered'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'privacyRequestAnswered',
              facts: { privacyRequestKind: event.data.kind, privacyOutcome: event.data.outcome },
            },
          },
        ];
      case 'DocumentVerified':
      case 'DocumentRejected':
        return [
          {
            id: jobIdOf(eventId, 'notify-document-reviewed'),
            kind: 'notify',
            payload: {
              userId: event.data.userId,
              kind: 'documentReviewed',
              facts: {
                fileName: event.data.fileName,
                ...(event.type === 'DocumentVerified'
                  ? { documentOutcome: 'verified' }
                  : { documentOutcome: 'rejected', reason: event.data.reason }),
              },
            },
          },
        ];
    }
  },
});
