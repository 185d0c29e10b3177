import type { LoggedEvent } from '@portal/contracts';
import { documentReviewedMail } from '../../mail/templates/document-reviewed.js';
import type { NewJob } from '../../queue/port.js';
import { type EffectTable, toClientsAgent } from '../effect-table.js';
import { jobIdOf } from '../reactor.js';

type Review = LoggedEvent<'DocumentVerified'> | LoggedEvent<'DocumentRejected'>;

/** Staff reviewed a document the client sent: verified or rejected, the client is written to. */
const reviewMail = ({ event, eventId }: Review): NewJob[] => [
  documentReviewedMail.job(jobIdOf(eventId, 'document-reviewed'), {
    userId: event.data.userId,
    documentId: event.data.documentId,
    outcome: event.type === 'DocumentVerified' ? 'verified' : 'rejected',
  }),
];

/** The same review in the client's bell, with the file's name and, of a rejection, its reason. */
const reviewNotice = ({ event, eventId }: Review): NewJob[] => [
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

/** A document the client sent reaches their agent; staff's review of it reaches the client. */
export const caseDocumentEffects: EffectTable = {
  DocumentUploaded: {
    notify: (logged) =>
      toClientsAgent(logged, 'notify-agent-document-sent', 'clientDocumentSent', {
        fileName: logged.event.data.fileName,
      }),
  },
  DocumentVerified: { mail: reviewMail, notify: reviewNotice },
  DocumentRejected: { mail: reviewMail, notify: reviewNotice },
};
