import {
  caseErrors,
  DomainError,
  type SecurityCommentEvent,
  type SecurityNotice,
  securityCommentEvents,
  securityNoticeOf,
} from '@portal/contracts';
import type { Decider } from '../decider.js';

export const securityCommentStream = (commentId: string) => `securityComment-${commentId}`;

export type SecurityCommentCommand =
  | { type: 'PublishSecurityComment'; commentId: string; authorId: string; notice: SecurityNotice }
  | { type: 'ReviseSecurityComment'; notice: SecurityNotice }
  | { type: 'DeleteSecurityComment' };

export type SecurityCommentState =
  | { exists: false }
  | { exists: true; commentId: string; deleted: boolean; notice: SecurityNotice };

export const securityCommentNotFound = () => new DomainError('not_found', caseErrors.securityCommentNotFound);

const sameNotice = (a: SecurityNotice, b: SecurityNotice) =>
  a.title === b.title &&
  a.content === b.content &&
  a.category === b.category &&
  a.priority === b.priority &&
  a.isActive === b.isActive &&
  a.isPublic === b.isPublic;

/** A security notice of the administration, one stream per notice: published, revised, deleted (for good). */
export const securityCommentDecider: Decider<
  SecurityCommentCommand,
  SecurityCommentEvent,
  SecurityCommentState
> = {
  events: securityCommentEvents,
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'SecurityCommentPublished':
        return {
          exists: true,
          commentId: event.data.commentId,
          deleted: false,
          notice: securityNoticeOf(event.data),
        };
      case 'SecurityCommentRevised':
        return state.exists ? { ...state, notice: securityNoticeOf(event.data) } : state;
      case 'SecurityCommentDeleted':
        return state.exists ? { ...state, deleted: true } : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PublishSecurityComment':
        // The stream is the comment's own: one already there is the same request again (a retry).
        if (state.exists) return [];
        return [
          {
            type: 'SecurityCommentPublished',
            data: {
              commentId: command.commentId,
              authorId: command.authorId,
              ...securityNoticeOf(command.notice),
            },
          },
        ];
      case 'ReviseSecurityComment':
        if (!state.exists || state.deleted) throw securityCommentNotFound();
        if (sameNotice(state.notice, command.notice)) return [];
        return [
          {
            type: 'SecurityCommentRevised',
            data: { commentId: state.commentId, ...securityNoticeOf(command.notice) },
          },
        ];
      case 'DeleteSecurityComment':
        if (!state.exists || state.deleted) throw securityCommentNotFound();
        return [{ type: 'SecurityCommentDeleted', data: { commentId: state.commentId } }];
    }
  },
};
