import { caseCommentAddedMail } from '../../mail/templates/case-comment-added.js';
import type { EffectTable } from '../effect-table.js';
import { jobIdOf } from '../reactor.js';

/** A follow-up comment of staff: an internal one reaches nobody; a visible one is announced to the client. */
export const fraudCaseEffects: EffectTable = {
  CaseCommentAdded: {
    // Announced, never quoted (mail travels in clear).
    mail: ({ event, eventId }) =>
      event.data.isVisibleToClient
        ? [
            caseCommentAddedMail.job(jobIdOf(eventId, 'case-comment-added'), {
              userId: event.data.userId,
              caseId: event.data.caseId,
              commentId: event.data.commentId,
              commentType: event.data.commentType,
            }),
          ]
        : [],
    notify: ({ event, eventId }) =>
      event.data.isVisibleToClient
        ? [
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
          ]
        : [],
  },
};
