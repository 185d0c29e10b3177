import type { EffectTable } from '../effect-table.js';
import { nextPhaseAfter } from '../next-phase.js';
import { jobIdOf } from '../reactor.js';

/** The client's case: its registration, a completed phase, a document asked for, a milestone reached. */
export const recoveryProcessEffects: EffectTable = {
  RecoveryProcessOpened: {
    mail: ({ event, eventId }) => [
      {
        id: jobIdOf(eventId, 'registration-received'),
        kind: 'mail',
        payload: {
          template: 'registrationReceived',
          userId: event.data.userId,
          caseNumber: event.data.caseNumber,
        },
      },
    ],
    notify: ({ event, eventId }) => [
      {
        id: jobIdOf(eventId, 'notify-registration-received'),
        kind: 'notify',
        payload: {
          userId: event.data.userId,
          kind: 'registrationReceived',
          facts: { caseNumber: event.data.caseNumber },
        },
      },
    ],
  },
  RecoveryPhaseCompleted: {
    mail: ({ event, eventId }) => [
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
    ],
    notify: ({ event, eventId }) => [
      {
        id: jobIdOf(eventId, 'notify-phase-completed'),
        kind: 'notify',
        payload: {
          userId: event.data.userId,
          kind: 'phaseCompleted',
          facts: { phaseKey: event.data.phaseKey, nextPhaseKey: nextPhaseAfter(event.data.phaseKey) },
        },
      },
    ],
  },
  RequiredDocumentAdded: {
    mail: ({ event, eventId }) => [
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
    ],
    notify: ({ event, eventId }) => [
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
    ],
  },
  CaseMilestoneRecorded: {
    mail: ({ event, eventId }) => [
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
    ],
    notify: ({ event, eventId }) => [
      {
        id: jobIdOf(eventId, 'notify-milestone-recorded'),
        kind: 'notify',
        payload: {
          userId: event.data.userId,
          kind: 'milestoneRecorded',
          facts: { caseId: event.data.caseId, milestoneTitle: event.data.title },
        },
      },
    ],
  },
};
