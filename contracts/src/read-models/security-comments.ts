import type { AdminSecurityComment } from '../schemas/cases.js';

/** Projection `securityComments` (its checkpoint has the same name). */
export const SECURITY_COMMENTS_PROJECTION = 'securityComments';

/** Keyed by comment id: exactly a row of GET /api/admin/security-comments (deleted ones are removed). */
export const SECURITY_COMMENTS = 'securityComments';

export type SecurityCommentDoc = AdminSecurityComment;

/** Keyed by user id: the names of staff (who may author a security comment). */
export const SECURITY_COMMENT_AUTHORS = 'securityCommentAuthors';

export interface SecurityCommentAuthorDoc {
  fullName: string;
}
