import {
  caseErrors,
  DomainError,
  type EventData,
  type SecurityCommentEvent,
  securityCommentEvents,
} from '@portal/contracts';
import type { Decider } from '../decider.js';

export const securityCommentStream = (commentId: string) => `securityComment-${commentId}`;

/** What admins write of a notice: title, content, category, priority and whether it shows, and to whom. */
export type SecurityNotice = Omit<EventData<'SecurityCommentRevised'>, 'commentId'>;

export type SecurityCommentCommand =
  | { type: 'PublishSecurityComment'; commentId: string; authorId: string; notice: SecurityNotice }
  | { type: 'ReviseSecurityComment'; notice: SecurityNotice }
  | { type: 'DeleteSecurityComment' };

export type SecurityCommentState =
  | { exists: false }
  | { exists: true; commentId: string; deleted: boolean; notice: SecurityNotice };

export const securityCommentNotFound = () => new DomainError('not_found', caseErrors.securityCommentNotFound);

const noticeOf = ({
  title,
  content,
  category,
  priority,
  isActive,
  isPublic,
}: SecurityNotice): SecurityNotice => ({
  title,
  content,
  category,
  priority,
  isActive,
  isPublic,
});

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
          notice: noticeOf(event.data),
        };
      case 'SecurityCommentRevised':
        return state.exists ? { ...state, notice: noticeOf(event.data) } : state;
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
            data: { commentId: command.commentId, authorId: command.authorId, ...noticeOf(command.notice) },
          },
        ];
      case 'ReviseSecurityComment':
        if (!state.exists || state.deleted) throw securityCommentNotFound();
        if (sameNotice(state.notice, command.notice)) return [];
        return [
          {
            type: 'SecurityCommentRevised',
            data: { commentId: state.commentId, ...noticeOf(command.notice) },
          },
        ];
      case 'DeleteSecurityComment':
        if (!state.exists || state.deleted) throw securityCommentNotFound();
        return [{ type: 'SecurityCommentDeleted', data: { commentId: state.commentId } }];
    }
  },
};
