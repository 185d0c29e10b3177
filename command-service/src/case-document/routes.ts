import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { linkDocumentToRequirement } from './link-requirement.js';
import { reviewDocument } from './review-document.js';

/**
 * Staff's work on a document a client sent (each answers the document stream's revision). The upload itself is
 * the gateway's (it streams the bytes to the blob store first) and calls `recordDocument`.
 */
export function caseDocumentRoutes(deps: CommandDeps) {
  return {
    reviewDocument: async (request) => {
      const { revision, position } = await reviewDocument(deps, request, {
        documentId: request.params.id,
        review: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    linkDocumentToRequirement: async (request) => {
      const { revision, position } = await linkDocumentToRequirement(deps, request, {
        documentId: request.params.id,
        requiredDocumentId: request.body.requiredDocumentId,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
  } satisfies RouteHandlers;
}
