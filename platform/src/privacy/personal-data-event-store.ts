import { ERASED_TEXT, fieldValue, type PersonalFields, personalFieldsOf, subjectOf } from '@portal/contracts';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../event-store/port.js';
import { type Cached, MissingPersonalKeyError, type PersonalKeyStore } from './key-store.js';
import { isSealed, open, seal } from './seal.js';

type Data = Record<string, unknown>;

/** The declared string values of one declaration in the data: each field's string, or the strings of its list. */
function* declaredValues(
  data: unknown,
  declared: PersonalFields,
  eventLabel: string,
): Generator<{ field: string; value: string | string[] }> {
  for (const field of declared.fields) {
    const value = fieldValue(data, field);
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))
      yield { field, value: value as string | string[] };
    else throw new Error(`${eventLabel}: personal field ${field} holds neither text nor a list of texts`);
  }
}

/** The subjects whose key turning the data needs: those with a value that `needsKey`. */
function subjectsToKey(
  data: unknown,
  declarations: readonly PersonalFields[],
  needsKey: (value: string) => boolean,
  eventLabel: string,
): Set<string> {
  const subjects = new Set<string>();
  if (data === null || typeof data !== 'object') return subjects;
  for (const declared of declarations)
    for (const { value } of declaredValues(data, declared, eventLabel))
      if (typeof value === 'string' ? needsKey(value) : value.some(needsKey)) {
        const subject = subjectOf(data, declared);
        if (subject === undefined) throw new Error(`${eventLabel}: personal data that names no subject`);
        subjects.add(subject);
      }
  return subjects;
}

/**
 * A copy of the data with each declared value that `needsKey` turned by `turn` under its subject's key (a string,
 * or each string of a list; null and absent stay), or the data itself when no value changed. Objects on the way
 * are copied, never changed. Synchronous: the keys are looked up first (a rebuild opens every value of the log,
 * and an await per field cost as much as the decryption).
 */
function transformed<K>(
  data: unknown,
  declarations: readonly PersonalFields[],
  keyOf: (subject: string) => K,
  needsKey: (value: string) => boolean,
  turn: (key: K, field: string, value: string) => string,
  eventLabel: string,
): unknown {
  if (data === null || typeof data !== 'object') return data;
  let copy: Data | undefined;
  const copied = new Set<object>();
  const write = (path: string, value: unknown) => {
    copy ??= { ...(data as Data) };
    const parts = path.split('.');
    const name = parts.pop() as string;
    let owner: Data = copy;
    for (const part of parts) {
      const next = owner[part] as Data;
      if (!copied.has(next)) {
        owner[part] = { ...next };
        copied.add(owner[part] as object);
      }
      owner = owner[part] as Data;
    }
    owner[name] = value;
  };
  for (const declared of declarations) {
    const subject = subjectOf(data, declared);
    for (const { field, value } of declaredValues(data, declared, eventLabel)) {
      if (typeof value === 'string') {
        if (!needsKey(value)) continue;
        const turned = turn(keyOf(subject as string), field, value);
        if (turned !== value) write(field, turned);
      } else {
        if (!value.some(needsKey)) continue;
        const key = keyOf(subject as string);
        const turned = value.map((v, i) => (needsKey(v) ? turn(key, `${field}[${i}]`, v) : v));
        if (turned.some((v, i) => v !== value[i])) write(field, turned);
      }
    }
  }
  return copy ?? data;
}

/** The keys of `subjects`, each looked up once. */
async function keysOf<K>(
  subjects: Set<string>,
  lookup: (subject: string) => Promise<K>,
): Promise<Map<string, K>> {
  const keys = new Map<string, K>();
  for (const subject of subjects) keys.set(subject, await lookup(subject));
  return keys;
}

const always = () => true;

/**
 * The event store as every part of the portal uses it: each field contracts declare personal
 * (`personalData`) is sealed on append under the key of the person it belongs to (made at their first data), and
 * opened on every read. A value of a person whose key was destroyed reads as ERASED_TEXT, and new data of theirs is
 * kept as ERASED_TEXT. A sealed value whose key never existed, or that does not open, stops the read with an error
 * that says so: nothing is guessed. A value in clear (an event written before the upgrade, not yet migrated) is
 * read as it is.
 *
 * A PersonalDataErased read here (a subscription, a read of the log or a stream) evicts the cached keys it names
 * before any event of its batch is opened, so processes other than the one that erased stop opening that data.
 */
export class PersonalDataEventStore implements EventStore {
  constructor(
    readonly inner: EventStore,
    readonly keys: PersonalKeyStore,
  ) {}

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const sealed = await Promise.all(events.map((event) => this.sealEvent(event)));
    return this.inner.append(streamId, sealed, expected);
  }

  get atomicAppendMany(): boolean {
    return this.inner.atomicAppendMany;
  }

  /** One event after the other: a person's key made for the first is in the cache for the rest. */
  async appendMany(writes: StreamAppend[]): Promise<AppendResult[]> {
    const sealed: StreamAppend[] = [];
    for (const write of writes) {
      const events: NewEvent[] = [];
      for (const event of write.events) events.push(await this.sealEvent(event));
      sealed.push({ ...write, events });
    }
    return this.inner.appendMany(sealed);
  }

  async readStream(streamId: string, options?: { fromRevision?: bigint }): Promise<RecordedEvent[]> {
    return this.openAll(await this.inner.readStream(streamId, options));
  }

  async readAll(options?: { from?: string; limit?: number }): Promise<RecordedEvent[]> {
    return this.openAll(await this.inner.readAll(options));
  }

  subscribeAll(
    handler: (events: RecordedEvent[]) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription {
    return this.inner.subscribeAll(async (events) => handler(await this.openAll(events)), options);
  }

  lastPosition(): Promise<string | undefined> {
    return this.inner.lastPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** The event with its declared fields sealed (or ERASED_TEXT for a person whose key was destroyed). */
  async sealEvent(event: NewEvent): Promise<NewEvent> {
    const declarations = personalFieldsOf(event.type);
    if (declarations.length === 0) return event;
    const label = `${event.type} ${event.id}`;
    const subjects = subjectsToKey(event.data, declarations, always, label);
    const keys = await keysOf(subjects, (subject) => this.keys.forSealing(subject));
    const data = transformed(
      event.data,
      declarations,
      (subject) => keys.get(subject) as Cached,
      always,
      (key, field, value) => (key === 'destroyed' ? ERASED_TEXT : seal(key, event.id, field, value)),
      label,
    );
    return data === event.data ? event : { ...event, data };
  }

  /** The recorded event with its declared fields opened (ERASED_TEXT where the key was destroyed). */
  async openEvent(event: RecordedEvent): Promise<RecordedEvent> {
    return this.openWith(event, await this.openingKeys(event));
  }

  /** The keys opening the event needs, from the cache alone when it holds them all (no await: the common case). */
  private openingKeys(event: RecordedEvent): Map<string, Cached> | Promise<Map<string, Cached>> {
    const declarations = personalFieldsOf(event.type);
    const subjects = subjectsToKey(event.data, declarations, isSealed, this.label(event));
    const cached = new Map<string, Cached>();
    for (const subject of subjects) {
      const key = this.keys.cached(subject);
      if (key === undefined) break;
      cached.set(subject, key);
    }
    if (cached.size === subjects.size) return cached;
    return keysOf(subjects, async (subject) => {
      const key = await this.keys.forOpening(subject);
      if (key === undefined) throw new MissingPersonalKeyError(subject);
      return key;
    });
  }

  private openWith(event: RecordedEvent, keys: Map<string, Cached>): RecordedEvent {
    const declarations = personalFieldsOf(event.type);
    if (declarations.length === 0) return event;
    const data = transformed(
      event.data,
      declarations,
      (subject) => keys.get(subject) as Cached,
      isSealed,
      (key, field, value) => (key === 'destroyed' ? ERASED_TEXT : open(key, event.id, field, value)),
      this.label(event),
    );
    return data === event.data ? event : { ...event, data };
  }

  private label(event: RecordedEvent): string {
    return `${event.type} ${event.id} (${event.streamId}@${event.revision})`;
  }

  /**
   * The data of a stored event with every declared value still in clear sealed (the one-time migration of a log
   * written before the upgrade). A value already sealed is checked to open under its key and kept as it is: a
   * second run changes nothing. A sealed value whose key is missing or that does not open is an error.
   */
  async sealClearValues(event: Pick<RecordedEvent, 'id' | 'type' | 'data'>): Promise<unknown> {
    const declarations = personalFieldsOf(event.type);
    if (declarations.length === 0) return event.data;
    const label = `${event.type} ${event.id}`;
    const keys = await keysOf(subjectsToKey(event.data, declarations, always, label), async (subject) => {
      const existing = await this.keys.forOpening(subject);
      return {
        subject,
        existed: existing !== undefined,
        key: existing ?? (await this.keys.forSealing(subject)),
      };
    });
    return transformed(
      event.data,
      declarations,
      (subject) => keys.get(subject) as { subject: string; existed: boolean; key: Cached },
      always,
      ({ subject, existed, key }, field, value) => {
        if (isSealed(value)) {
          if (!existed) throw new MissingPersonalKeyError(subject);
          if (key !== 'destroyed') open(key, event.id, field, value);
          return value;
        }
        return key === 'destroyed' ? ERASED_TEXT : seal(key, event.id, field, value);
      },
      label,
    );
  }

  private async openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    for (const event of events) if (event.type === 'PersonalDataErased') this.forgetErased(event.data);
    const opened: RecordedEvent[] = [];
    for (const event of events) {
      if (personalFieldsOf(event.type).length === 0) {
        opened.push(event);
        continue;
      }
      const keys = this.openingKeys(event);
      opened.push(this.openWith(event, keys instanceof Map ? keys : await keys));
    }
    return opened;
  }

  private forgetErased(data: unknown): void {
    const { userId, subjectIds } = (data ?? {}) as { userId?: unknown; subjectIds?: unknown };
    if (typeof userId === 'string') this.keys.evict(userId);
    if (Array.isArray(subjectIds))
      for (const id of subjectIds) if (typeof id === 'string') this.keys.evict(id);
  }
}
