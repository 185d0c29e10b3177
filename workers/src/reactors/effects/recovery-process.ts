import { documentRequestedMail, milestoneRecordedMail } from '../../mail/templates/case-work-notices.js';
import { phaseCompletedMail } from '../../mail/templates/phase-completed.js';
import { registrationReceivedMail } from '../../mail/templates/registration-received.js';
import type { EffectTable } from '../effect-table.js';
import { nextPhaseAfter } from '../next-phase.js';
import { jobIdOf } from '../reactor.js';

/** The client's case: its registration, a completed phase, a document asked for, a milestone reached. */
export const recoveryProcessEffects: EffectTable = {
  RecoveryProcessOpened: {
    mail: ({ event, eventId }) => [
      registrationReceivedMail.job(jobIdOf(eventId, 'registration-received'), {
        userId: event.data.userId,
        caseNumber: event.data.caseNumber,
      }),
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
      phaseCompletedMail.job(jobIdOf(eventId, 'phase-completed'), {
        userId: event.data.userId,
        processId: event.data.processId,
        phaseKey: event.data.phaseKey,
        nextPhaseKey: nextPhaseAfter(event.data.phaseKey),
      }),
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
      documentRequestedMail.job(jobIdOf(eventId, 'document-requested'), {
        userId: event.data.userId,
        caseId: event.data.caseId,
        requiredDocumentId: event.data.documentId,
      }),
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
      milestoneRecordedMail.job(jobIdOf(eventId, 'milestone-recorded'), {
        userId: event.data.userId,
        caseId: event.data.caseId,
        milestoneId: event.data.milestoneId,
      }),
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
