import { Readable } from 'node:stream';
import { type ReceivedFile, recordDocument, recordedDocumentHash } from '@portal/command-service';
import {
  CASE_DOCUMENTS,
  CASE_FILE_USERS,
  type CaseDocumentDoc,
  type CaseFileUserDoc,
  checkUpload,
  DomainError,
  documentErrors,
  PENDING_UPLOADS,
  type PendingUploadDoc,
  uploadFileExtension,
  uploadSurfaces,
} from '@portal/contracts';
import {
  type Actor,
  BlobNotFoundError,
  type BlobStore,
  BlobTooLargeError,
  type DocumentStore,
  type EventStore,
} from '@portal/platform';
import { readableDocument } from '@portal/query-service';
import type { Context } from 'koa';
import type { GatewayRouteHandlers } from '../http/api-router.js';
import { HttpError } from '../http/errors.js';
import { derivedKey } from '../http/signed-token.js';
import type { Logger } from '../log.js';
import { recordAccess } from './access-log.js';
import { CONTENT_SAMPLE_BYTES, contentTypeFor } from './content-check.js';
import { attachmentHeaders } from './download-headers.js';
import { checkedFirst, discardRest } from './received-file.js';
import type { UploadQuota } from './upload-quota.js';
import { signUploadUrl, verifyUploadUrl } from './upload-url.js';

/** How long a signed upload URL may be used to start sending the file. */
const UPLOAD_URL_TTL_MS = 15 * 60_000;
/** How long after its bytes arrived an upload may still be completed (the clean-up waits a day). */
const COMPLETE_WITHIN_MS = 60 * 60_000;

export interface DocumentRouteDeps {
  documents: DocumentStore;
  events: EventStore;
  blobs: BlobStore;
  /** The server secret (PORTAL_SECRET): the upload URLs' key is derived from it. */
  portalSecret: string;
  /** A client's files and bytes per hour and bytes per case. */
  uploadQuota: UploadQuota;
  log: Logger;
}

/** The key of the upload URLs: its own, derived from the server secret (the secret itself keys other things). */
export function uploadUrlKey(portalSecret: string): Buffer {
  return derivedKey(portalSecret, 'portal upload urls v1');
}

const urlRefused = () => new DomainError('upload_url_refused', documentErrors.uploadUrlRefused);

/** The case of a client (the one their uploads go to), or a refusal while they have none. */
async function caseOfClient(documents: DocumentStore, userId: string): Promise<string> {
  const user = await documents.get<CaseFileUserDoc>(CASE_FILE_USERS, userId);
  if (!user?.caseId) throw new DomainError('forbidden', documentErrors.noCase);
  return user.caseId;
}

/**
 * The document routes the gateway answers itself: they stream bytes (upload, download), hash them
 * (integrity check) or hold the upload URL's key. Recording and reviewing documents are commands; listing them
 * is a query.
 */
export function documentRoutes(deps: DocumentRouteDeps): GatewayRouteHandlers {
  const { documents, blobs, log } = deps;
  const key = uploadUrlKey(deps.portalSecret);

  /** The document `actor` may open; a refusal of a document that exists goes to its access log first. */
  async function openable(
    actor: Actor,
    documentId: string,
    action: 'download' | 'verify',
    address: string,
    at: Date,
  ): Promise<CaseDocumentDoc> {
    try {
      return await readableDocument(documents, actor, documentId);
    } catch (error) {
      const doc = await documents.get<CaseDocumentDoc>(CASE_DOCUMENTS, documentId);
      if (doc)
        await recordAccess(documents, { document: doc, actor, address, action, outcome: 'refused', at });
      throw error;
    }
  }

  return {
    uploadStart: async ({ actor, body, now }) => {
      const { fileName, fileSize, surface } = body;
      const refusal = checkUpload(surface, { fileName, ...(fileSize === undefined ? {} : { fileSize }) });
      if (refusal) throw new DomainError('upload_refused', refusal.description);
      const caseId = await caseOfClient(documents, actor.userId);
      // The declared size is what the quota counts, and the URL takes no more bytes than that (a start without
      // one counts, and may send, the surface's largest file).
      const { maxFileSize } = uploadSurfaces[surface];
      const size = fileSize === undefined || fileSize === 0 ? maxFileSize : fileSize;
      await deps.uploadQuota.take(actor.userId, caseId, size);
      const uploadURL = signUploadUrl(
        {
          userId: actor.userId,
          caseId,
          fileName,
          maxBytes: size,
          surface,
          expiresAt: now.getTime() + UPLOAD_URL_TTL_MS,
        },
        key,
      );
      return { body: { uploadURL } };
    },

    uploadBlob: async ({ actor, now }, ctx: Context) => {
      const check = verifyUploadUrl(ctx.path, { userId: actor.userId, now: now.getTime() }, key);
      if (!check.ok) {
        log.warn('upload URL refused', { refusal: check.refusal, userId: actor.userId });
        throw urlRefused();
      }
      const { grant } = check;
      // A URL whose upload was completed is used up: new bytes on it would never become the document.
      const earlier = await documents.get<PendingUploadDoc>(PENDING_UPLOADS, grant.uploadId);
      if (earlier?.completedAt) throw urlRefused();
      const { maxFileSize, maxFileSizeLabel } = uploadSurfaces[grant.surface];
      const tooLarge = () =>
        new HttpError(
          413,
          'payload_too_large',
          grant.maxBytes < maxFileSize
            ? documentErrors.largerThanDeclared(grant.fileName)
            : documentErrors.tooLarge(maxFileSizeLabel),
        );
      // A refusal before the whole file arrived: the rest is read and dropped (up to the limit once more).
      const refuse = (error: unknown): never => {
        discardRest(ctx.req, grant.maxBytes);
        throw error;
      };
      const declared = Number(ctx.get('Content-Length') || Number.NaN);
      if (declared > grant.maxBytes) refuse(tooLarge());
      // uploadFileExtension cannot be null here: the start checked the name the URL carries.
      const extension = uploadFileExtension(grant.fileName) ?? '';
      let contentType: string | null = null;
      const checked = checkedFirst(ctx.req, CONTENT_SAMPLE_BYTES, async (sample) => {
        if (sample.length === 0)
          throw new HttpError(400, 'empty_file', documentErrors.emptyFile(grant.fileName));
        contentType = await contentTypeFor(extension, sample);
        if (contentType === null)
          throw new HttpError(415, 'unsupported_media_type', documentErrors.contentMismatch(grant.fileName));
      });
      const stored = await blobs
        .write(Readable.from(checked), { maxBytes: grant.maxBytes })
        .catch((error: unknown) => refuse(error instanceof BlobTooLargeError ? tooLarge() : error));
      const pending: PendingUploadDoc = {
        uploadId: grant.uploadId,
        userId: grant.userId,
        caseId: grant.caseId,
        fileName: grant.fileName,
        size: stored.size,
        contentType: contentType ?? '',
        sha256: stored.sha256,
        surface: grant.surface,
        receivedAt: new Date().toISOString(),
        completedAt: null,
      };
      await documents.put(PENDING_UPLOADS, grant.uploadId, { ...pending });
      return {
        body: { ok: true, size: stored.size, sha256: stored.sha256, contentType: pending.contentType },
      };
    },

    uploadComplete: async (request) => {
      const { actor, body, now } = request;
      const check = verifyUploadUrl(
        body.uploadURL,
        { userId: actor.userId, now: now.getTime(), acceptExpired: true },
        key,
      );
      if (!check.ok) throw urlRefused();
      const { grant } = check;
      const pending = await documents.get<PendingUploadDoc>(PENDING_UPLOADS, grant.uploadId);
      const notReceived = () => new DomainError('upload_not_received', documentErrors.notReceived);
      if (!pending || pending.userId !== actor.userId) throw notReceived();
      if (pending.completedAt === null && now.getTime() - Date.parse(pending.receivedAt) > COMPLETE_WITHIN_MS)
        throw notReceived();
      if (body.fileName !== pending.fileName || body.fileSize !== pending.size)
        throw new DomainError('validation', documentErrors.completeMismatch);
      const file: ReceivedFile = {
        documentId: pending.uploadId,
        caseId: pending.caseId,
        fileName: pending.fileName,
        size: pending.size,
        contentType: pending.contentType,
        sha256: pending.sha256,
        receivedAt: pending.receivedAt,
        requiredDocumentId: body.requiredDocumentId ?? null,
        surface: grant.surface,
      };
      const { documentId, position } = await recordDocument(deps, request, file);
      if (pending.completedAt === null)
        await documents.put(PENDING_UPLOADS, pending.uploadId, {
          ...pending,
          completedAt: now.toISOString(),
        });
      return { body: { ok: true, id: documentId }, position };
    },

    downloadDocument: async ({ actor, params, clientAddress, now }, ctx: Context) => {
      const doc = await openable(actor, params.id, 'download', clientAddress, now);
      let bytes: Readable;
      try {
        bytes = await blobs.read(doc.sha256);
      } catch (error) {
        if (!(error instanceof BlobNotFoundError)) throw error;
        log.error('a document has no stored bytes', error, { documentId: doc.id });
        throw new DomainError('not_found', documentErrors.blobMissing);
      }
      await recordAccess(documents, {
        document: doc,
        actor,
        address: clientAddress,
        action: 'download',
        outcome: 'allowed',
        at: now,
      });
      ctx.set(attachmentHeaders(doc.fileName, doc.contentType));
      ctx.status = 200;
      ctx.body = bytes;
      return { body: null };
    },

    verifyDocument: async ({ actor, params, clientAddress, now }) => {
      const doc = await openable(actor, params.id, 'verify', clientAddress, now);
      // The hash the event log recorded when the bytes arrived, not the read model's copy of it.
      const recordedSha256 = (await recordedDocumentHash(deps.events, doc.id)) ?? doc.sha256;
      let sha256: string | null;
      try {
        sha256 = await blobs.hash(recordedSha256);
      } catch (error) {
        if (!(error instanceof BlobNotFoundError)) throw error;
        sha256 = null;
      }
      await recordAccess(documents, {
        document: doc,
        actor,
        address: clientAddress,
        action: 'verify',
        outcome: 'allowed',
        at: now,
      });
      return { body: { sha256, recordedSha256, matches: sha256 === recordedSha256 } };
    },
  };
}
