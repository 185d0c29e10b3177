import {
  type RouteResponse,
  SECURITY_COMMENTS,
  type SecurityCommentDoc,
  securityPriorities,
} from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';

const newestFirst = (docs: SecurityCommentDoc[]) =>
  [...docs].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));

/** GET /api/security-comments: the active public notices, high, medium then low priority, newest first in each. */
export async function securityComments(documents: DocumentStore): Promise<RouteResponse<'securityComments'>> {
  const rank = (priority: string) =>
    securityPriorities.indexOf(priority as (typeof securityPriorities)[number]);
  const shown = (await documents.list<SecurityCommentDoc>(SECURITY_COMMENTS)).filter(
    (c) => c.isActive && c.isPublic,
  );
  return newestFirst(shown)
    .sort((a, b) => rank(a.priority) - rank(b.priority))
    .map(({ id, title, content, category, priority, createdAt }) => ({
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
  return newestFirst(await documents.list<SecurityCommentDoc>(SECURITY_COMMENTS));
}
