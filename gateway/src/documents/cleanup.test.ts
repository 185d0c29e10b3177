import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  CASE_DOCUMENTS,
  NEWS_ARTICLES,
  NEWS_IMAGE_UPLOADS,
  PENDING_UPLOADS,
  type PendingUploadDoc,
} from '@portal/contracts';
import { FileBlobStore, SqliteDocumentStore } from '@portal/platform';
import { purgeUncompletedUploads, purgeUnusedNewsImages } from './cleanup.js';

const now = new Date('2026-11-22T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

let dir: string;
let documents: SqliteDocumentStore;
let blobs: FileBlobStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'uploads-cleanup-'));
  documents = new SqliteDocumentStore(':memory:');
  blobs = new FileBlobStore(join(dir, 'blobs'));
});
afterEach(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

async function arrived(
  uploadId: string,
  text: string,
  receivedAt: string,
  completedAt: string | null = null,
) {
  const { sha256, size } = await blobs.write(Readable.from([Buffer.from(text)]), { maxBytes: 1000 });
  const upload: PendingUploadDoc = {
    uploadId,
    userId: 'u1',
    caseId: 'c1',
    fileName: `${uploadId}.txt`,
    size,
    contentType: 'text/plain; charset=utf-8',
    sha256,
    surface: 'home',
    receivedAt,
    completedAt,
  };
  await documents.put(PENDING_UPLOADS, uploadId, { ...upload });
  return sha256;
}

describe('the clean-up of uploads never completed', () => {
  it('removes an upload older than a day with its bytes, and keeps a recent one', async () => {
    const old = await arrived('old', 'bytes sent two days ago', hoursAgo(48));
    const recent = await arrived('recent', 'bytes sent an hour ago', hoursAgo(1));
    expect(await purgeUncompletedUploads(documents, blobs, now)).toBe(1);
    expect([await blobs.exists(old), await blobs.exists(recent)]).toEqual([false, true]);
    expect(await documents.get(PENDING_UPLOADS, 'old')).toBeUndefined();
    expect(await documents.get(PENDING_UPLOADS, 'recent')).toBeDefined();
  });

  it('keeps the bytes a document holds, or another upload that stays', async () => {
    const ofDocument = await arrived('sent-again', 'the same contract', hoursAgo(30));
    await documents.put(CASE_DOCUMENTS, 'd1', { id: 'd1', sha256: ofDocument });
    const shared = await arrived('abandoned', 'a receipt', hoursAgo(30));
    await arrived('completed-later', 'a receipt', hoursAgo(2), hoursAgo(1));
    expect(await purgeUncompletedUploads(documents, blobs, now)).toBe(2);
    expect([await blobs.exists(ofDocument), await blobs.exists(shared)]).toEqual([true, true]);
  });

  it("keeps the bytes a news article's image holds", async () => {
    const image = await arrived('same-as-image', 'the bytes of a picture', hoursAgo(30));
    await documents.put(NEWS_ARTICLES, 'n1', {
      id: 'n1',
      image: { sha256: image, contentType: 'image/png' },
      imageSha256: image,
    });
    expect(await purgeUncompletedUploads(documents, blobs, now)).toBe(1);
    expect(await blobs.exists(image)).toBe(true);
  });

  it('keeps the bytes of a news image uploaded in the last day, which no article names yet', async () => {
    const sha = await arrived('abandoned', 'the same bytes as a new picture', hoursAgo(30));
    await documents.put(NEWS_IMAGE_UPLOADS, sha, { sha256: sha, receivedAt: hoursAgo(2) });
    expect(await purgeUncompletedUploads(documents, blobs, now)).toBe(1);
    expect(await blobs.exists(sha)).toBe(true);
  });

  it('drops the entry of a completed upload after a day, never its bytes', async () => {
    const sha = await arrived('done', 'a completed upload', hoursAgo(26), hoursAgo(25));
    expect(await purgeUncompletedUploads(documents, blobs, now)).toBe(0);
    expect(await documents.get(PENDING_UPLOADS, 'done')).toBeUndefined();
    expect(await blobs.exists(sha)).toBe(true);
  });

  it('deletes bytes two old abandoned uploads share', async () => {
    const sha = await arrived('first', 'abandoned twice', hoursAgo(40));
    await arrived('second', 'abandoned twice', hoursAgo(30));
    expect(await purgeUncompletedUploads(documents, blobs, now)).toBe(2);
    expect(await blobs.exists(sha)).toBe(false);
  });
});

describe('the clean-up of news images no article names', () => {
  const image = async (text: string, receivedAt: string) => {
    const { sha256 } = await blobs.write(Readable.from([Buffer.from(text)]), { maxBytes: 1000 });
    await documents.put(NEWS_IMAGE_UPLOADS, sha256, { sha256, receivedAt });
    return sha256;
  };
  const named = (id: string, sha256: string) =>
    documents.put(NEWS_ARTICLES, id, {
      id,
      image: { sha256, contentType: 'image/png' },
      imageSha256: sha256,
    });

  it('removes one older than a day that no article names; keeps a recent one and one an article names', async () => {
    const unused = await image('never used', hoursAgo(30));
    const recent = await image('uploaded an hour ago', hoursAgo(1));
    const shown = await image('shown by an article', hoursAgo(30));
    await named('n1', shown);
    expect(await purgeUnusedNewsImages(documents, blobs, now)).toBe(1);
    expect([await blobs.exists(unused), await blobs.exists(recent), await blobs.exists(shown)]).toEqual([
      false,
      true,
      true,
    ]);
    expect(await documents.get(NEWS_IMAGE_UPLOADS, unused)).toBeUndefined();
    // Still listed: once the article drops it, the next clean-up removes it.
    expect(await documents.get(NEWS_IMAGE_UPLOADS, shown)).toBeDefined();
    await named('n1', recent);
    expect(await purgeUnusedNewsImages(documents, blobs, now)).toBe(1);
    expect(await blobs.exists(shown)).toBe(false);
  });

  it("never deletes bytes a client's document or upload holds too", async () => {
    const ofDocument = await image('the same bytes as a document', hoursAgo(30));
    await documents.put(CASE_DOCUMENTS, 'd1', { id: 'd1', sha256: ofDocument });
    const ofUpload = await arrived('pending', 'the same bytes as an upload', hoursAgo(2));
    await documents.put(NEWS_IMAGE_UPLOADS, ofUpload, { sha256: ofUpload, receivedAt: hoursAgo(30) });
    expect(await purgeUnusedNewsImages(documents, blobs, now)).toBe(2);
    expect([await blobs.exists(ofDocument), await blobs.exists(ofUpload)]).toEqual([true, true]);
    expect(await documents.count(NEWS_IMAGE_UPLOADS)).toBe(0);
  });
});
