import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { CollectionIndexes } from './port.js';
import { applyDeclaration, dropIndexes } from './sqlite-indexes.js';
import { type Statements, SWEEP_CHUNK } from './sqlite-statements.js';

/** Marks the physical names made by `fresh` (a collection's own name never is one of those). */
const GENERATED = '__g';

/**
 * The physical collections of the embedded document store: which one holds a collection's documents now, the fresh
 * one a reset or a switch gives it, and the sweep of those left behind.
 */
export class PhysicalCollections {
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly db: Database.Database,
    private readonly stmts: Statements,
  ) {}

  /** Where a collection's documents are now (its own name until a reset or a switch gave it a fresh one). */
  of(collection: string): string {
    return this.stmts.physical.get(collection)?.physical ?? collection;
  }

  /** A physical name never used before, for `collection`'s next contents. */
  fresh(collection: string): string {
    return `${collection}${GENERATED}${randomBytes(8).toString('hex')}`;
  }

  /** The declaration a collection is read by, as stored in the file (by whichever process declared it). */
  declarationOf(collection: string): Required<CollectionIndexes> | undefined {
    const row = this.stmts.declaration.get(collection);
    return row ? (JSON.parse(row.declaration) as Required<CollectionIndexes>) : undefined;
  }

  /** `collection` takes physical collection `physical`, with the indexes and search fields it declares. */
  rename(collection: string, physical: string): void {
    this.stmts.name.run(collection, physical);
    applyDeclaration(this.db, physical, this.declarationOf(collection));
  }

  /** `collection` starts over on a fresh physical name; what it held is swept afterwards. */
  restart(collection: string): void {
    this.stmts.discard.run(this.of(collection));
    this.rename(collection, this.fresh(collection));
  }

  /** Resolves once a sweep under way (if any) has ended. */
  async settled(): Promise<void> {
    await this.sweeping;
  }

  /**
   * Deletes the documents of the physical collections a reset or a switch left behind, a chunk of rows per
   * transaction with the event loop free in between (a switch of 200,000 documents used to hold one transaction,
   * and every request, for seconds), then their indexes, search fields and counter. A name still in use is never
   * swept. The triggers take each deleted row out of the counter and the full-text index.
   */
  async sweep(): Promise<void> {
    // A sweep under way may be past its last look at the list: go again while something is left.
    for (let round = 0; round < 3 && this.db.open && this.stmts.garbage.get(); round++) {
      this.sweeping ??= this.sweepAll().finally(() => {
        this.sweeping = undefined;
      });
      await this.sweeping;
    }
  }

  private async sweepAll(): Promise<void> {
    for (let row = this.stmts.garbage.get(); row && this.db.open; row = this.stmts.garbage.get()) {
      const { physical } = row;
      const kind = physical.includes(GENERATED) ? 'generated' : 'named';
      if ((this.stmts.inUse.get(physical, kind, physical)?.n ?? 0) === 0) {
        while (this.db.open && this.stmts.sweepChunk.run(physical).changes === SWEEP_CHUNK)
          await new Promise((resolve) => setImmediate(resolve));
        if (!this.db.open) return;
        this.db
          .transaction(() => {
            dropIndexes(this.db, physical);
            this.stmts.forget.run(physical);
            this.stmts.forgetCount.run(physical);
          })
          .immediate();
      }
      this.stmts.swept.run(physical);
    }
  }
}
