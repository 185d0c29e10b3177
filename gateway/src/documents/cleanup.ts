import {
  CASE_DOCUMENTS,
  NEWS_IMAGE_UPLOADS,
  type NewsImageUploadDoc,
  PENDING_UPLOADS,
  type PendingUploadDoc,
} from '@portal/contracts';
import type { BlobStore, DocumentStore } from '@portal/platform';
import { isNewsImage } from '@portal/query-service';

/** An upload whose bytes arrived is kept this long (a day), completed or not. */
const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60_000;

/**
 * Removes the uploads that arrived more than a day ago. The bytes of one never completed go too, unless a
 * document, a news article's image (or one uploaded for an article in the last day) or another upload that stays
 * holds the same bytes (the blob store keeps each content once). A completed one only
 * loses its entry: it stayed a day so that this clean-up, reading the documents' read model, could not miss a
 * document just recorded. Answers how many uncompleted uploads were removed.
 */
export async function purgeUncompletedUploads(
  documents: DocumentStore,
  blobs: BlobStore,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS).toISOString();
  const uploads = await documents.list<PendingUploadDoc>(PENDING_UPLOADS);
  let removed = 0;
  for (const upload of uploads) {
    if (upload.receivedAt >= cutoff) continue;
    if (upload.completedAt === null) {
      const heldElsewhere =
        uploads.some(
          (u) =>
            u.uploadId !== upload.uploadId &&
            u.sha256 === upload.sha256 &&
            (u.receivedAt >= cutoff || u.completedAt !== null),
        ) ||
        (await documents.count(CASE_DOCUMENTS, { sha256: upload.sha256 })) > 0 ||
        // The same bytes as a news article's image: the blob store keeps them once for both.
        (await isNewsImage(documents, upload.sha256)) !== null ||
        ((await documents.get<NewsImageUploadDoc>(NEWS_IMAGE_UPLOADS, upload.sha256))?.receivedAt ?? '') >=
          cutoff;
      if (!heldElsewhere) await blobs.delete(upload.sha256);
      removed += 1;
    }
    await documents.delete(PENDING_UPLOADS, upload.uploadId);
  }
  return removed;
}

/**
 * Removes the news images uploaded more than a day ago that no article names (an article dropped it, or the
 * administrator never saved one with it), with their bytes unless a client's document or an upload holds the same
 * bytes. An image an article names stays listed, so that it is swept once no article does. Answers how many went.
 */
export async function purgeUnusedNewsImages(
  documents: DocumentStore,
  blobs: BlobStore,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS).toISOString();
  let removed = 0;
  for (const image of await documents.list<NewsImageUploadDoc>(NEWS_IMAGE_UPLOADS)) {
    if (image.receivedAt >= cutoff || (await isNewsImage(documents, image.sha256)) !== null) continue;
    const heldByClient =
      (await documents.count(CASE_DOCUMENTS, { sha256: image.sha256 })) > 0 ||
      (await documents.count(PENDING_UPLOADS, { sha256: image.sha256 })) > 0;
    if (!heldByClient) await blobs.delete(image.sha256);
    await documents.delete(NEWS_IMAGE_UPLOADS, image.sha256);
    removed += 1;
  }
  return removed;
}
