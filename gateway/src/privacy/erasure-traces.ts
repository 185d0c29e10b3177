import { appendFile, readdir, readFile, rm, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CASE_DOCUMENTS,
  type CaseDocumentDoc,
  DOCUMENT_ACCESS_LOG,
  type DocumentAccessLogDoc,
  PENDING_UPLOADS,
  type PendingUploadDoc,
} from '@portal/contracts';
import type { Stores } from '@portal/platform';
import { isNewsImage } from '@portal/query-service';
import { SESSIONS } from '../auth/sessions.js';
import type { Person } from './erasure-person.js';

/*
 * The traces of a person outside the event log, each removed by one step of an erasure (every step idempotent):
 * their documents' bytes, their sessions, the mail files and the security log lines that name them.
 */

/** A file that is not there (nothing to remove from it). */
const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Their documents' bytes, unless another person's document, a pending upload or a news article holds them. */
export async function deleteBlobs(
  stores: Pick<Stores, 'documents' | 'blobs'>,
  person: Person,
  userId: string,
): Promise<number> {
  const { documents, blobs } = stores;
  const uploads = await documents.list<PendingUploadDoc>(PENDING_UPLOADS, { where: { userId } });
  for (const upload of uploads) person.blobs.add(upload.sha256);
  let deleted = 0;
  for (const sha256 of person.blobs) {
    const holders = await documents.list<CaseDocumentDoc>(CASE_DOCUMENTS, { where: { sha256 } });
    const elsewhere =
      holders.some((d) => d.clientUserId !== userId) ||
      (await documents.list<PendingUploadDoc>(PENDING_UPLOADS, { where: { sha256 } })).some(
        (u) => u.userId !== userId,
      ) ||
      (await isNewsImage(documents, sha256)) !== null;
    if (elsewhere) continue;
    if (await blobs.exists(sha256)) deleted += 1;
    await blobs.delete(sha256);
  }
  for (const upload of uploads) await documents.delete(PENDING_UPLOADS, upload.uploadId);
  return deleted;
}

/** Their sessions (they are signed out everywhere) and their rows of the document access log (their addresses). */
export async function endSessions(documents: Stores['documents'], userId: string): Promise<number> {
  const sessions = await documents.list<{ id: string }>(SESSIONS, { where: { userId } });
  for (const session of sessions) await documents.delete(SESSIONS, session.id);
  for (const row of await documents.list<DocumentAccessLogDoc>(DOCUMENT_ACCESS_LOG, {
    where: { actorId: userId },
  }))
    await documents.delete(DOCUMENT_ACCESS_LOG, row.id);
  return sessions.length;
}

/** The `.eml` files addressed to them, or that quote their full name or phone as written. */
export async function deleteMailFiles(mailDir: string | null, person: Person): Promise<number> {
  if (!mailDir) return 0;
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = join(mailDir, name);
    const text = await readFile(file, 'utf8').catch(() => '');
    const lower = text.toLowerCase();
    if (
      [...person.emails].some((e) => lower.includes(e)) ||
      [...person.quoted].some((t) => text.includes(t))
    ) {
      await rm(file, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}

/**
 * The security log without the lines that name the person's ids, rewritten in place (the same file: a writer of
 * another process appending to it keeps appending there). A line appended between the read and the truncation is
 * lost: a few milliseconds.
 */
export async function redactSecurityLog(file: string | null, person: Person): Promise<number> {
  if (!file || file === '-') return 0;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  const lines = text.split('\n');
  const names = (line: string) =>
    [...person.subjectIds, ...person.emails].some((value) =>
      line.toLowerCase().includes(value.toLowerCase()),
    );
  const kept = lines.filter((line) => !names(line));
  const removed = lines.length - kept.length;
  if (removed === 0) return 0;
  await truncate(file, 0);
  await appendFile(file, kept.join('\n'));
  return removed;
}
