import { Readable } from 'node:stream';
import {
  contentErrors,
  contentValidation,
  DomainError,
  NEWS_IMAGE_UPLOADS,
  type NewsImageUploadDoc,
  newsImageTypes,
} from '@portal/contracts';
import { BlobNotFoundError, type BlobStore, BlobTooLargeError, type DocumentStore } from '@portal/platform';
import { isNewsImage } from '@portal/query-service';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'koa';
import type { GatewayRouteHandlers } from '../http/api-router.js';
import { HttpError } from '../http/errors.js';
import { checkedFirst, discardRest } from './received-file.js';

/** The largest image a news article may have. */
const NEWS_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

type ImageType = (typeof newsImageTypes)[number];
const isImageType = (mime: string | undefined): mime is ImageType =>
  newsImageTypes.some((type) => type === mime);

/**
 * A news article's image: uploaded by an administrator as the request body, checked by its first
 * bytes (PNG, JPEG or WebP, whatever the name or the declared type says), stored in the blob store by its
 * SHA-256; served publicly only while an article names it (the blob store also holds clients' documents, which
 * are never served here), with its checked type and `nosniff`.
 */
export function newsImageRoutes(deps: { documents: DocumentStore; blobs: BlobStore }): GatewayRouteHandlers {
  const tooLarge = () => new HttpError(413, 'payload_too_large', contentValidation.imageTooLarge);
  return {
    adminNewsImage: async (request, ctx: Context) => {
      const refuse = (error: unknown): never => {
        discardRest(ctx.req, NEWS_IMAGE_MAX_BYTES);
        throw error;
      };
      const declared = Number(ctx.get('Content-Length') || Number.NaN);
      if (declared > NEWS_IMAGE_MAX_BYTES) refuse(tooLarge());
      let contentType: ImageType | null = null;
      const checked = checkedFirst(ctx.req, 4100, async (sample) => {
        const detected = sample.length === 0 ? undefined : await fileTypeFromBuffer(sample);
        if (!isImageType(detected?.mime))
          throw new HttpError(415, 'unsupported_media_type', contentValidation.imageType);
        contentType = detected.mime;
      });
      const stored = await deps.blobs
        .write(Readable.from(checked), { maxBytes: NEWS_IMAGE_MAX_BYTES })
        .catch((error: unknown) => refuse(error instanceof BlobTooLargeError ? tooLarge() : error));
      if (contentType === null)
        throw new HttpError(415, 'unsupported_media_type', contentValidation.imageType);
      // Kept a day for the article that will name it; then swept if none does (cleanup.ts).
      const upload: NewsImageUploadDoc = { sha256: stored.sha256, receivedAt: request.now.toISOString() };
      await deps.documents.put(NEWS_IMAGE_UPLOADS, stored.sha256, { ...upload });
      return { body: { sha256: stored.sha256, contentType } };
    },

    newsImage: async ({ params }, ctx: Context) => {
      const sha256 = params.sha256;
      const type = /^[0-9a-f]{64}$/.test(sha256) ? await isNewsImage(deps.documents, sha256) : null;
      if (!type) throw new DomainError('not_found', contentErrors.imageNotFound);
      let bytes: Readable;
      try {
        bytes = await deps.blobs.read(sha256);
      } catch (error) {
        if (error instanceof BlobNotFoundError)
          throw new DomainError('not_found', contentErrors.imageNotFound);
        throw error;
      }
      ctx.set({
        'Content-Type': type,
        'X-Content-Type-Options': 'nosniff',
        // Named by their content: the same URL is always the same bytes.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
      ctx.status = 200;
      ctx.body = bytes;
      return { body: null };
    },
  };
}
