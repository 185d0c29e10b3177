import type { DocView } from './projector.js';

/** Freezes `value` and everything it holds: a projector that changed a document it read would throw. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Documents kept in memory: what a projector writes when it is replayed outside a runner (tests, `as-of`).
 * Projectors build each new document from the old one (spreads), never changing what they read: the runners'
 * views hand out the stored objects themselves, since copying every read was most of a rebuild's cost. The tests'
 * view (`frozen`, the default) holds every document frozen, so a projector that changed one throws there;
 * `as-of` keeps them as they are (`shared`).
 */
export class MemoryView implements DocView {
  readonly docs = new Map<string, object>();
  constructor(private readonly options: { mode: 'frozen' | 'shared' } = { mode: 'frozen' }) {}
  async get<T extends object>(collection: string, id: string): Promise<T | undefined> {
    return this.docs.get(`${collection}/${id}`) as T | undefined;
  }
  put(collection: string, id: string, body: object): void {
    this.docs.set(`${collection}/${id}`, this.options.mode === 'frozen' ? deepFreeze(body) : body);
  }
  delete(collection: string, id: string): void {
    this.docs.delete(`${collection}/${id}`);
  }
}
