import type { DocView } from './projector.js';

/** Documents kept in memory: what a projector writes when it is replayed outside a runner (tests, `as-of`). */
export class MemoryView implements DocView {
  readonly docs = new Map<string, object>();
  async get<T extends object>(collection: string, id: string): Promise<T | undefined> {
    const doc = this.docs.get(`${collection}/${id}`);
    return doc ? (structuredClone(doc) as T) : undefined;
  }
  put(collection: string, id: string, body: object): void {
    this.docs.set(`${collection}/${id}`, structuredClone(body));
  }
  delete(collection: string, id: string): void {
    this.docs.delete(`${collection}/${id}`);
  }
}
