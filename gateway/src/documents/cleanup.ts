import { CASE_DOCUMENTS, PENDING_UPLOADS, type PendingUploadDoc } from '@portal/contracts';
import type { BlobStore, DocumentStore } from '@portal/platform';
import { isNewsImage } from '@portal/query-service';

/** An upload whose bytes arrived is kept this long (issue 9: a day), completed or not. */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60_000;

/**
 * Removes the uploads that arrived more than a day ago. The bytes of one never completed go too, unless a
 * document, a news article's image or another upload that stays holds the same bytes (the blob store keeps each content once). A completed one only
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
        // The same bytes as a news article's image (issue 11): the blob store keeps them once for both.
        (await isNewsImage(documents, upload.sha256)) !== null;
      if (!heldElsewhere) await blobs.delete(upload.sha256);
      removed += 1;
    }
    await documents.delete(PENDING_UPLOADS, upload.uploadId);
  }
  return removed;
}
