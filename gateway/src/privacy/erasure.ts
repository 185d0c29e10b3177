import { randomUUID } from 'node:crypto';
import { appendFile, readdir, readFile, rm, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { recordErasure } from '@portal/command-service';
import {
  CASE_DOCUMENTS,
  type CaseDocumentDoc,
  DOCUMENT_ACCESS_LOG,
  type DocumentAccessLogDoc,
  ERASED_TEXT,
  type EventMetadata,
  fieldValue,
  PENDING_UPLOADS,
  type PendingUploadDoc,
  personalFieldsOf,
  subjectOf,
} from '@portal/contracts';
import { isSealed, PersonalDataEventStore, type RecordedEvent, type Stores } from '@portal/platform';
import { readModelProjectors, rebuildProjections } from '@portal/projections';
import { forgetAnswersOf, isNewsImage } from '@portal/query-service';
import { SESSIONS } from '../auth/sessions.js';
import type { Logger } from '../log.js';
import type { SecurityLog } from '../security-log.js';

/** Who is erased, on whose order, for which ARCO request. */
export interface ErasureRequest {
  /** The person's user id (for an applicant who never got an account: the user id their application reserved). */
  userId: string;
  /** Who ordered it: a staff member's user id, or `system` (an operator's command). */
  erasedBy: string;
  /** The ARCO request that asked for it (null: erased otherwise). */
  requestId: string | null;
  /** The role the events record for `erasedBy` (default: admin; `system` when erasedBy is `system`). */
  actorRole?: EventMetadata['actorRole'];
  /** The address the order came from, for the security log (default `-`). */
  address?: string;
  /** The HTTP request's id, for the event's correlation and the security log (default: a new uuid). */
  correlationId?: string;
}

/** What was done: ids and counts only. */
export interface ErasureReport {
  userId: string;
  /** The keys destroyed: the user's, and their agent record's and agent applications' when they had them. */
  subjectIds: string[];
  /** False when a PersonalDataErased was there already (a repeated erasure completes the clean-up). */
  recorded: boolean;
  /** The position of PersonalDataErased in the log (what read models must reach). */
  position: string | undefined;
  blobsDeleted: number;
  sessionsEnded: number;
  mailFilesDeleted: number;
  jobsRemoved: number;
  securityLogLinesRemoved: number;
  countersRemoved: number;
  /** The projections rebuilt (each switched in, or the error that stopped it). */
  projections: { name: string; error: string | null }[];
}

export interface ErasureDeps {
  stores: Pick<Stores, 'events' | 'documents' | 'blobs' | 'limits' | 'personalKeys' | 'compact'>;
  /** The job queue of the side effects (its jobs may name the person); `compact` on the embedded one. */
  queue: { removeJobsNaming(values: readonly string[]): Promise<number>; compact?(): Promise<void> };
  /** Where the `.eml` transport writes (DATA_DIR/mail without SMTP_URL); null with SMTP. */
  mailDir: string | null;
  /** The security log's file (SECURITY_LOG; `-` or null: standard output, which this process cannot rewrite). */
  securityLogFile: string | null;
  /** Where the erasure itself is recorded (who and when, ids only). */
  securityLog: Pick<SecurityLog, 'record'>;
  /** Rebuilds every projection (default: each of readModelProjectors, one after another, switched in). */
  rebuild?: (
    events: Stores['events'],
    documents: Stores['documents'],
  ) => Promise<ErasureReport['projections']>;
  log?: Logger;
  now?: () => Date;
}

/**
 * The log holds data of the person in clear (written before the upgrade, not migrated): destroying their key would
 * not erase it. Nothing was changed.
 */
export class ErasureRefusedError extends Error {
  override readonly name = 'ErasureRefusedError';
}

/** What identifies the person, as read before their keys are destroyed. */
interface Person {
  subjectIds: Set<string>;
  /** Lower case. */
  emails: Set<string>;
  /** Lower case. */
  usernames: Set<string>;
  /** Full names and phones as written: what a mail quoting them holds. */
  quoted: Set<string>;
  /** Their documents' SHA-256. */
  blobs: Set<string>;
}

/** Which declared fields hold what (the last part of the field's path). */
const kindOf = (field: string): 'email' | 'username' | 'quoted' | null => {
  const name = field.split('.').pop() ?? field;
  if (/^(email|previousEmail|agentEmail)$/.test(name)) return 'email';
  if (/^(username|previousUsername)$/.test(name)) return 'username';
  if (/^(fullName|agentName|clientName|contactPhone|phoneNumber|phone|agentPhone)$/.test(name))
    return 'quoted';
  return null;
};

/** Every event of the log, raw (sealed as stored), batch by batch. */
async function* rawLog(events: PersonalDataEventStore): AsyncGenerator<RecordedEvent> {
  let from: string | undefined;
  for (;;) {
    const batch = await events.inner.readAll({ ...(from ? { from } : {}), limit: 2000 });
    if (batch.length === 0) return;
    yield* batch;
    from = batch[batch.length - 1]?.position;
  }
}

const dataOf = (event: RecordedEvent) => (event.data ?? {}) as Record<string, unknown>;

/**
 * The person's subjects (user, agent record, applications), then every value of theirs in the log, opened with
 * their keys. A value of theirs found in clear refuses the erasure (ErasureRefusedError).
 */
async function findPerson(events: PersonalDataEventStore, userId: string): Promise<Person> {
  const person: Person = {
    subjectIds: new Set([userId]),
    emails: new Set(),
    usernames: new Set(),
    quoted: new Set(),
    blobs: new Set(),
  };
  for await (const event of rawLog(events)) {
    const data = dataOf(event);
    if (event.type === 'AgentCreated' && data.userId === userId && typeof data.agentId === 'string')
      person.subjectIds.add(data.agentId);
    if (
      event.type === 'AgentApplicationSubmitted' &&
      data.userId === userId &&
      typeof data.applicationId === 'string'
    )
      person.subjectIds.add(data.applicationId);
    if (event.type === 'DocumentUploaded' && data.userId === userId && typeof data.sha256 === 'string')
      person.blobs.add(data.sha256);
  }
  const inClear: string[] = [];
  for await (const raw of rawLog(events)) {
    const declarations = personalFieldsOf(raw.type);
    if (declarations.length === 0) continue;
    const theirs = declarations.filter((d) => person.subjectIds.has(subjectOf(raw.data, d) ?? ''));
    if (theirs.length === 0) continue;
    const opened = await events.openEvent(raw);
    for (const declared of theirs)
      for (const field of declared.fields) {
        const stored = fieldValue(raw.data, field);
        const value = fieldValue(opened.data, field);
        const values = (Array.isArray(value) ? value : [value]).filter(
          (v): v is string => typeof v === 'string' && v !== '' && v !== ERASED_TEXT,
        );
        const storedValues = Array.isArray(stored) ? stored : [stored];
        if (storedValues.some((v) => typeof v === 'string' && v !== '' && v !== ERASED_TEXT && !isSealed(v)))
          inClear.push(`${raw.type} ${raw.id}`);
        const kind = kindOf(field);
        for (const v of values) {
          if (kind === 'email') person.emails.add(v.toLowerCase());
          if (kind === 'username') person.usernames.add(v.toLowerCase());
          if (kind === 'quoted') person.quoted.add(v);
        }
      }
  }
  if (inClear.length > 0)
    throw new ErasureRefusedError(
      `The event log holds personal data of ${userId} in clear (${inClear.length} events, e.g. ${inClear[0]}): ` +
        'destroying their key would not erase it. Stop the portal and run npm run migrate-personal-data first ' +
        '(an EventStoreDB log cannot be rewritten). Nothing was changed.',
    );
  return person;
}

/** Their documents' bytes, unless another person's document, a pending upload or a news article holds them. */
async function deleteBlobs(deps: ErasureDeps, person: Person, userId: string): Promise<number> {
  const { documents, blobs } = deps.stores;
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
async function endSessions(deps: ErasureDeps, userId: string): Promise<number> {
  const { documents } = deps.stores;
  const sessions = await documents.list<{ id: string }>(SESSIONS, { where: { userId } });
  for (const session of sessions) await documents.delete(SESSIONS, session.id);
  for (const row of await documents.list<DocumentAccessLogDoc>(DOCUMENT_ACCESS_LOG, {
    where: { actorId: userId },
  }))
    await documents.delete(DOCUMENT_ACCESS_LOG, row.id);
  return sessions.length;
}

/** The `.eml` files addressed to them, or that quote their full name or phone as written. */
async function deleteMailFiles(mailDir: string | null, person: Person): Promise<number> {
  if (!mailDir) return 0;
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
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
async function redactSecurityLog(file: string | null, person: Person): Promise<number> {
  if (!file || file === '-') return 0;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
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

/** Every projection rebuilt from one read of the log (each read opens every sealed value again). */
async function rebuildAll(
  events: Stores['events'],
  documents: Stores['documents'],
): Promise<ErasureReport['projections']> {
  const results = await rebuildProjections({ projectors: readModelProjectors, events, documents });
  return results.map((result) => ({ name: result.name, error: result.failure?.message ?? null }));
}

/**
 * Erases a person: what identifies them is read first (their e-mails, names, phones, usernames, their
 * documents' bytes); then their blobs are deleted (bytes another person's document, an upload or a news article
 * holds stay), their sessions ended, the `.eml` files addressed to them deleted, the jobs naming them removed, the
 * lines of the security log and the counters naming them removed; then their keys are destroyed (user, agent record,
 * applications) and PersonalDataErased recorded; every projection is rebuilt, so the read models show ERASED_TEXT
 * where they were; the file clean-up runs once more (a mail sent meanwhile); the security log records who erased
 * and when (ids only); and the embedded SQLite files are compacted, so no free page keeps what was deleted.
 *
 * The keys go before the event: once any process reads PersonalDataErased, the store holds only tombstones, so
 * evicting its cached keys and reading the store again cannot bring one back. A crash in the middle is finished
 * by calling it again (every step is idempotent; the event is recorded once). Refuses (ErasureRefusedError,
 * nothing changed) when the log holds their data in clear: run the migration first.
 */
export async function erasePerson(deps: ErasureDeps, request: ErasureRequest): Promise<ErasureReport> {
  const now = deps.now ?? (() => new Date());
  const { stores, log } = deps;
  if (!(stores.events instanceof PersonalDataEventStore))
    throw new Error('erasePerson needs the event store of openStores (it seals personal data)');
  const { userId, erasedBy } = request;
  const correlationId = request.correlationId ?? randomUUID();
  const person = await findPerson(stores.events, userId);
  const subjectIds = [...person.subjectIds];
  const jobValues = [...subjectIds, ...person.emails];
  const counterValues = [...subjectIds, ...person.usernames];

  const blobsDeleted = await deleteBlobs(deps, person, userId);
  let sessionsEnded = await endSessions(deps, userId);
  let mailFilesDeleted = await deleteMailFiles(deps.mailDir, person);
  let jobsRemoved = await deps.queue.removeJobsNaming(jobValues);
  let securityLogLinesRemoved = await redactSecurityLog(deps.securityLogFile, person);
  let countersRemoved = await stores.limits.forget(counterValues);

  for (const subjectId of subjectIds) await stores.personalKeys.destroy(subjectId, erasedBy, now());
  const actorRole = request.actorRole ?? (erasedBy === 'system' ? 'system' : 'admin');
  const { position, recorded } = await recordErasure(
    stores.events,
    { userId, erasedBy, requestId: request.requestId, subjectIds },
    { actorId: erasedBy === 'system' ? null : erasedBy, actorRole, correlationId, now: now() },
  );
  const projections = await (deps.rebuild ?? rebuildAll)(stores.events, stores.documents);
  forgetAnswersOf(userId);

  // Whatever was written meanwhile (a mail sent, a job enqueued, a sign-in) goes too.
  sessionsEnded += await endSessions(deps, userId);
  mailFilesDeleted += await deleteMailFiles(deps.mailDir, person);
  jobsRemoved += await deps.queue.removeJobsNaming(jobValues);
  securityLogLinesRemoved += await redactSecurityLog(deps.securityLogFile, person);
  countersRemoved += await stores.limits.forget(counterValues);
  deps.securityLog.record({
    event: 'personal_data_erased',
    outcome: 'succeeded',
    userId,
    actorId: erasedBy,
    address: request.address ?? '-',
    requestId: correlationId,
    ...(request.requestId ? { privacyRequestId: request.requestId } : {}),
  });
  await stores.compact();
  await deps.queue.compact?.();
  const report: ErasureReport = {
    userId,
    subjectIds,
    recorded,
    position,
    blobsDeleted,
    sessionsEnded,
    mailFilesDeleted,
    jobsRemoved,
    securityLogLinesRemoved,
    countersRemoved,
    projections,
  };
  const failed = projections.filter((p) => p.error !== null);
  if (failed.length > 0)
    log?.error('erasure: projections not rebuilt (they still show the erased data)', undefined, {
      userId,
      projections: failed,
    });
  log?.info('personal data erased', { ...report, projections: projections.length });
  return report;
}
