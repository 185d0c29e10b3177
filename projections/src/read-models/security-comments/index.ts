import {
  SECURITY_COMMENT_AUTHORS,
  SECURITY_COMMENTS,
  SECURITY_COMMENTS_PROJECTION,
  type SecurityCommentAuthorDoc,
  type SecurityCommentDoc,
  securityNoticeOf,
} from '@portal/contracts';
import { defineProjector } from '../../projector.js';

/**
 * securityComments: the notices the administration publishes (GET /api/admin/security-comments, and the
 * active public ones clients read), with their author's name and the revision an edit's If-Match sends.
 */
export const securityCommentsProjector = defineProjector({
  name: SECURITY_COMMENTS_PROJECTION,
  version: 1,
  collections: [SECURITY_COMMENTS, SECURITY_COMMENT_AUTHORS],
  handles: [
    'UserRegistered',
    'UserNameChanged',
    'SecurityCommentPublished',
    'SecurityCommentRevised',
    'SecurityCommentDeleted',
  ],
  async apply({ event, metadata, revision }, view) {
    const at = metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered': {
        // Only staff write security comments: their names are all this projection keeps of users.
        if (event.data.role === 'client') return;
        const author: SecurityCommentAuthorDoc = { fullName: event.data.fullName };
        view.put(SECURITY_COMMENT_AUTHORS, event.data.userId, author);
        return;
      }
      case 'UserNameChanged': {
        // Only staff are authors: a name kept here is renamed; published comments keep the name they had.
        const known = await view.get<SecurityCommentAuthorDoc>(SECURITY_COMMENT_AUTHORS, event.data.userId);
        if (known) view.put(SECURITY_COMMENT_AUTHORS, event.data.userId, { fullName: event.data.fullName });
        return;
      }
      case 'SecurityCommentPublished': {
        const { commentId, authorId } = event.data;
        const author = await view.get<SecurityCommentAuthorDoc>(SECURITY_COMMENT_AUTHORS, authorId);
        const doc: SecurityCommentDoc = {
          id: commentId,
          ...securityNoticeOf(event.data),
          authorId,
          authorName: author?.fullName ?? '',
          createdAt: at,
          updatedAt: at,
          revision,
        };
        view.put(SECURITY_COMMENTS, commentId, doc);
        return;
      }
      case 'SecurityCommentRevised': {
        const { commentId } = event.data;
        const doc = await view.get<SecurityCommentDoc>(SECURITY_COMMENTS, commentId);
        if (!doc) return;
        const revised: SecurityCommentDoc = {
          ...doc,
          ...securityNoticeOf(event.data),
          updatedAt: at,
          revision,
        };
        view.put(SECURITY_COMMENTS, commentId, revised);
        return;
      }
      case 'SecurityCommentDeleted':
        view.delete(SECURITY_COMMENTS, event.data.commentId);
        return;
    }
  },
});
