import { z } from 'zod';
import { defaultUploadSurface, uploadSurfaceNames } from '../documents.js';
import { documentStatuses } from '../enums.js';
import { documentErrors as e } from '../texts/documents.js';
import { text } from './fields.js';

const fileName = z.string().trim().min(1).max(255);

/** POST /api/documents/upload (client-portal.md §7; `fileSize`, `fileType` and `surface` beyond it). */
export const uploadStartSchema = z.object({
  fileName,
  fileSize: z.number().int().nonnegative().optional(),
  fileType: z.string().max(200).optional(),
  surface: z.enum(uploadSurfaceNames, { error: e.surface }).default(defaultUploadSurface),
});
export const uploadStartResultSchema = z.object({ uploadURL: z.string() });

/** PUT {uploadURL}: what the server stored. */
export const uploadReceivedSchema = z.object({
  ok: z.literal(true),
  size: z.number().int(),
  sha256: z.string(),
  contentType: z.string(),
});

/** POST /api/documents/complete; `requiredDocumentId` (beyond §7): the requested document this file answers. */
export const uploadCompleteSchema = z.object({
  fileName,
  fileSize: z.number().int().nonnegative(),
  fileType: z.string().max(200),
  uploadURL: z.string().max(2000),
  requiredDocumentId: z.string().min(1).max(200).optional(),
});
export const uploadCompleteResultSchema = z.object({ ok: z.literal(true), id: z.string() });

/** PUT /api/documents/:id (staff, If-Match): verified, or rejected with the reason the client reads. */
export const documentReviewSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('verified') }),
    z.object({
      status: z.literal('rejected'),
      reason: text(5, e.rejectionReason, 500),
    }),
  ],
  { error: e.reviewStatus },
);
export type DocumentReview = z.infer<typeof documentReviewSchema>;

/** PUT /api/documents/:id/requirement (staff, If-Match): the requested document of the case this one answers. */
export const documentRequirementSchema = z.object({
  requiredDocumentId: z.string({ error: e.requirementChoice }).trim().min(1, e.requirementChoice).max(200),
});
export type DocumentRequirement = z.infer<typeof documentRequirementSchema>;

/** A document of a case as staff see it (GET /api/cases/:caseId/documents). */
export const staffDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  sha256: z.string(),
  /** When the bytes arrived. */
  uploadedAt: z.string(),
  uploaderName: z.string(),
  status: z.enum(documentStatuses),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
  requiredDocumentId: z.string().nullable(),
  /** The requested document's name as the case lists it (null when unanswered or no longer requested). */
  requiredDocumentName: z.string().nullable(),
  /** GET it to download the file (an attachment). */
  url: z.string(),
  /** The document stream's revision: what the review's If-Match sends. */
  revision: z.number().int(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

/** GET /api/documents/:id/verify: the stored bytes hashed now against the hash recorded when they arrived. */
export const documentIntegritySchema = z.object({
  /** Null when the stored bytes are gone. */
  sha256: z.string().nullable(),
  recordedSha256: z.string(),
  matches: z.boolean(),
});
export type DocumentIntegrity = z.infer<typeof documentIntegritySchema>;

export const documentAccessActions = ['download', 'verify'] as const;
export type DocumentAccessAction = (typeof documentAccessActions)[number];

/** A row of GET /api/documents/:id/access-log (admins), newest first. */
export const documentAccessEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  address: z.string(),
  action: z.enum(documentAccessActions),
  outcome: z.enum(['allowed', 'refused']),
});
export type DocumentAccessEntry = z.infer<typeof documentAccessEntrySchema>;
