import type { Doc, DocumentStore, DocWrite } from '@portal/platform';
import type { DocView } from './projector.js';

/**
 * The document store failed while a projector read through the view: not the projector's fault, and likely to
 * pass (a lost connection). The runner retries the batch instead of parking the projection.
 */
export class DocumentStoreError extends Error {
  override readonly name = 'DocumentStoreError';
  constructor(override readonly cause: unknown) {
    super(`document store: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

interface Entry {
  body: Doc | undefined;
  /** Position of the last event reflected in `body`. */
  appliedUpTo: string | undefined;
  dirty: boolean;
}

/**
 * The documents touched by one batch of events, loaded once and written once. A document that already
 * reflects an event (its stored position is at or after it: a replay after a crash between a write and the
 * checkpoint) is not changed again by that event, so no event is ever applied twice to a document.
 */
export class BatchView implements DocView {
  private readonly entries = new Map<string, Entry>();
  private current = '';

  constructor(
    private readonly store: DocumentStore,
    private readonly prefix = '',
  ) {}

  /** The position of the event being applied. */
  at(position: string): void {
    this.current = position;
  }

  private key(collection: string, id: string) {
    return `${this.prefix}${collection}\u0000${id}`;
  }

  private async load(collection: string, id: string): Promise<Entry> {
    const key = this.key(collection, id);
    let entry = this.entries.get(key);
    if (!entry) {
      const stored = await this.store
        .getStored(`${this.prefix}${collection}`, id)
        .catch((error: unknown) => Promise.reject(new DocumentStoreError(error)));
      entry = { body: stored?.body, appliedUpTo: stored?.position, dirty: false };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * The document itself, not a copy: projectors never change what they read (they spread it into a new one; the
   * tests' view freezes every document to hold them to it). Copying each read was a third of a rebuild's time.
   */
  async get<T extends object>(collection: string, id: string): Promise<T | undefined> {
    return (await this.load(collection, id)).body as T | undefined;
  }

  put(collection: string, id: string, body: object): void {
    this.write(collection, id, body as Doc);
  }

  delete(collection: string, id: string): void {
    this.write(collection, id, undefined);
  }

  private write(collection: string, id: string, body: Doc | undefined) {
    const key = this.key(collection, id);
    const entry = this.entries.get(key) ?? { body: undefined, appliedUpTo: undefined, dirty: false };
    if (entry.appliedUpTo !== undefined && entry.appliedUpTo >= this.current) return;
    this.entries.set(key, { body, appliedUpTo: this.current, dirty: true });
  }

  /** The writes of the batch: one per changed document. */
  writes(): DocWrite[] {
    const out: DocWrite[] = [];
    for (const [key, entry] of this.entries) {
      if (!entry.dirty) continue;
      const [collection = '', id = ''] = key.split('\u0000');
      out.push(
        entry.body === undefined
          ? { kind: 'delete', collection, id }
          : { kind: 'put', collection, id, body: entry.body },
      );
    }
    return out;
  }
}
