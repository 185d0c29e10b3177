import {
  type RouteResponse,
  SECURITY_COMMENTS,
  type SecurityCommentDoc,
  securityPriorities,
} from '@portal/contracts';
import type { DocumentStore, RouteHandlers } from '@portal/platform';

/** GET /api/security-comments: the active public notices, high, medium then low priority, newest first in each. */
export async function securityComments(documents: DocumentStore): Promise<RouteResponse<'securityComments'>> {
  const rank = (priority: SecurityCommentDoc['priority']) => securityPriorities.indexOf(priority);
  const shown = await documents.list<SecurityCommentDoc>(SECURITY_COMMENTS, {
    where: { isActive: true, isPublic: true },
    orderBy: 'createdAt',
    desc: true,
  });
  // Every shown notice is answered: ordering them by priority here costs what the answer does.
  return shown
    .map((comment, index) => ({ comment, index }))
    .sort((a, b) => rank(a.comment.priority) - rank(b.comment.priority) || a.index - b.index)
    .map(({ comment: { id, title, content, category, priority, createdAt } }) => ({
      id,
      title,
      content,
      category,
      priority,
      createdAt,
    }));
}

/** GET /api/admin/security-comments: every notice, newest first. */
export async function adminSecurityComments(
  documents: DocumentStore,
): Promise<RouteResponse<'adminSecurityComments'>> {
  return documents.list<SecurityCommentDoc>(SECURITY_COMMENTS, { orderBy: 'createdAt', desc: true });
}

/** The security notices: the public ones, and all of them for the administration. */
export function securityCommentRoutes(documents: DocumentStore) {
  return {
    securityComments: async () => ({ body: await securityComments(documents) }),
    adminSecurityComments: async () => ({ body: await adminSecurityComments(documents) }),
  } satisfies RouteHandlers;
}
