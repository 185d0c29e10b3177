import type { DocView } from './projector.js';

/** Documents kept in memory: what a projector writes when it is replayed outside a runner (tests, `as-of`). */
export class MemoryView implements DocView {
  readonly docs = new Map<string, object>();
  /**
   * `copies: false` hands out the stored objects themselves: for a one-off replay (`as-of`), where the projectors
   * build each new document by spreading the old one, copying every read and write is the whole cost (a case
   * with 1,000 comments copied its comments 1,000 times). Tests keep the copies: a projector that mutated what
   * it read would show.
   */
  constructor(private readonly options: { copies: boolean } = { copies: true }) {}
  async get<T extends object>(collection: string, id: string): Promise<T | undefined> {
    const doc = this.docs.get(`${collection}/${id}`);
    if (!doc) return undefined;
    return (this.options.copies ? structuredClone(doc) : doc) as T;
  }
  put(collection: string, id: string, body: object): void {
    this.docs.set(`${collection}/${id}`, this.options.copies ? structuredClone(body) : body);
  }
  delete(collection: string, id: string): void {
    this.docs.delete(`${collection}/${id}`);
  }
}
