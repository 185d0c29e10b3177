import { ERASED_TEXT, fieldValue, personalFieldsOf, subjectOf } from '@portal/contracts';
import { isSealed, type PersonalDataEventStore, type RecordedEvent } from '@portal/platform';

/**
 * The log holds data of the person in clear (written before the upgrade, not migrated): destroying their key would
 * not erase it. Nothing was changed.
 */
export class ErasureRefusedError extends Error {
  override readonly name = 'ErasureRefusedError';
}

/** What identifies the person, as read before their keys are destroyed. */
export interface Person {
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An event's data as the fields it has (data is an object in every event of the log). */
const dataOf = (event: RecordedEvent) => (isRecord(event.data) ? event.data : {});

/**
 * The person's subjects (user, agent record, applications), then every value of theirs in the log, opened with
 * their keys. A value of theirs found in clear refuses the erasure (ErasureRefusedError).
 */
export async function findPerson(events: PersonalDataEventStore, userId: string): Promise<Person> {
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
