import { z } from 'zod';
import { uploadSurfaceNames } from '../documents.js';

/** Which document, of which case, of which client's user: the keys every event of a document carries. */
const documentKeys = {
  documentId: z.string(),
  caseId: z.string(),
  /** The client's user: the owner of the case (who may read the document besides the case's staff). */
  userId: z.string(),
};

/**
 * A document of a case (stream `caseDocument-<documentId>`). The bytes live in the blob store under
 * their SHA-256; the event records that hash when the file arrives (chain of custody), so anyone can later
 * prove the stored bytes unchanged.
 */
export const documentEvents = {
  DocumentUploaded: {
    version: 1,
    schema: z.object({
      ...documentKeys,
      /** Who sent it (the client, through the portal). */
      uploadedBy: z.string(),
      /** The name the file had on the sender's device (shown, never used as a path). */
      fileName: z.string(),
      size: z.number().int().nonnegative(),
      /** The type its content was checked against (magic bytes), e.g. application/pdf. */
      contentType: z.string(),
      /** SHA-256 of the bytes as they arrived, 64 lowercase hex characters. */
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      /** When the bytes were stored (the upload); the event's own time is when the sender completed it. */
      receivedAt: z.string(),
      /** The document of the case this one answers (null: sent without saying). */
      requiredDocumentId: z.string().nullable(),
      surface: z.enum(uploadSurfaceNames),
    }),
  },
  // The review events repeat the document's name: the reactors that tell the client are stateless.
  DocumentVerified: {
    version: 1,
    schema: z.object({ ...documentKeys, fileName: z.string(), reviewerId: z.string() }),
  },
  DocumentRejected: {
    version: 1,
    schema: z.object({ ...documentKeys, fileName: z.string(), reviewerId: z.string(), reason: z.string() }),
  },
  /**
   * Staff said which requested document of the case this one answers (a paper the firm holds satisfies
   * the requirement, whatever the client said when sending it). The last link is the document's answer.
   */
  DocumentLinkedToRequirement: {
    version: 1,
    schema: z.object({ ...documentKeys, requiredDocumentId: z.string(), linkerId: z.string() }),
  },
} as const;
