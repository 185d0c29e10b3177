import type Database from 'better-sqlite3';
import type { ListOptions } from './port.js';
import { createOrderIndex, field, literal } from './sqlite-indexes.js';
import { type Clause, ftsQuery, idsClause, scanSearchClause, whereClause } from './sqlite-query.js';
import { searchTableSql } from './sqlite-schema.js';
import type { Statements } from './sqlite-statements.js';

/** Prepared list and count statements kept (by SQL text: the physical collection is written in it). */
const CACHED_STATEMENTS = 500;

/** A list or count statement and its query plan, as `recordPlans` keeps them. */
export interface RecordedPlan {
  collection: string;
  sql: string;
  plan: string[];
}

/**
 * How the embedded document store reads a list or a count: the SQL of its rows (filters, search through the
 * full-text index), the statements prepared once per SQL text, and the query plans a test records.
 */
export class SqliteReads {
  private readonly statements = new Map<string, Database.Statement<unknown[]>>();
  private plans: RecordedPlan[] | undefined;
  /** The (physical collection, field) pairs lists were ordered by, each looked at once. */
  private readonly indexed = new Set<string>();

  constructor(
    private readonly db: Database.Database,
    private readonly stmts: Statements,
  ) {}

  /** A list or count statement, prepared once per SQL text (the physical collection is written in it). */
  private statement(sql: string): Database.Statement<unknown[]> {
    let statement = this.statements.get(sql);
    if (statement) this.statements.delete(sql);
    else {
      statement = this.db.prepare<unknown[]>(sql);
      if (this.statements.size >= CACHED_STATEMENTS) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
    }
    this.statements.set(sql, statement);
    return statement;
  }

  /** While on, every list and count statement's query plan is kept (for a test that no read scans a collection). */
  recordPlans(on: boolean): void {
    this.plans = on ? (this.plans ?? []) : undefined;
  }

  /** The plans recorded since the last call. */
  takePlans(): RecordedPlan[] {
    const plans = this.plans ?? [];
    if (this.plans) this.plans = [];
    return plans;
  }

  /** The statement of `sql`, its plan recorded first when plans are on. */
  read(collection: string, sql: string, params: unknown[]): Database.Statement<unknown[]> {
    if (this.plans)
      this.plans.push({
        collection,
        sql,
        plan: this.db
          .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((row) => row.detail),
      });
    return this.statement(sql);
  }

  /** Records the plan of a statement prepared elsewhere (the collection's counter), when plans are on. */
  recordPlan(collection: string, sql: string, params: unknown[]): void {
    if (this.plans) this.read(collection, sql, params);
  }

  /** The count `sql` selects (its column `n`). */
  count(collection: string, sql: string, params: unknown[]): number {
    const row = this.read(collection, sql, params).get(...params) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  /** The bodies `sql` selects. */
  bodies(collection: string, sql: string, params: unknown[]): { body: string }[] {
    return this.read(collection, sql, params).all(...params) as { body: string }[];
  }

  /** The rowids `sql` selects (its one column). */
  private rowids(collection: string, sql: string, params: unknown[]): number[] {
    return this.read(collection, sql, params)
      .pluck()
      .all(...params) as number[];
  }

  /**
   * A list of a collection that declares no index, ordered by a field, gets an index on that field for that
   * (physical) collection, once, at the first such list: a fallback, every collection read by a route declares its
   * indexes.
   */
  ensureOrderIndex(collection: string, physical: string, orderBy: string): void {
    const key = `${physical}\u0000${orderBy}`;
    if (this.indexed.has(key)) return;
    field(orderBy);
    if (!this.stmts.declaration.get(collection)) createOrderIndex(this.db, physical, orderBy);
    this.indexed.add(key);
  }

  /**
   * The rows of a list or count: the collection, the filters, and the search — through the full-text index when
   * the collection declares one (its matches first, then the documents they name), else from the documents.
   * Within the caller's read transaction.
   */
  selection(
    physical: string,
    options: Pick<ListOptions, 'where' | 'search' | 'ids'>,
    counted = false,
  ): Clause {
    const where = whereClause(options.where);
    const ids = idsClause(options.ids);
    const search = options.search;
    for (const f of search?.fields ?? []) field(f);
    const inCollection = `collection = ${literal(physical)}`;
    const tail = { sql: where.sql + ids.sql, params: [...where.params, ...ids.params] };
    const match = search && this.stmts.searchFields.get(physical) ? ftsQuery(search.text) : undefined;
    const fts = searchTableSql(physical);
    // The collection's own full-text index: a count with nothing else to check reads no document.
    if (match !== undefined && counted && tail.sql === '')
      return { sql: `FROM ${fts} WHERE ${fts} MATCH ?`, params: [match] };
    if (match !== undefined)
      return {
        sql: `FROM ${fts} CROSS JOIN documents ON documents.rowid = ${fts}.rowid
          WHERE ${fts} MATCH ? AND documents.${inCollection}${tail.sql}`,
        params: [match, ...tail.params],
      };
    const scan = search ? scanSearchClause(search) : { sql: '', params: [] };
    return {
      sql: `FROM documents WHERE ${inCollection}${tail.sql}${scan.sql}`,
      params: [...tail.params, ...scan.params],
    };
  }

  /**
   * A page of a search through the collection's full-text index (undefined: without one, or without a limit, or
   * when the walk below gives up). The page is the first `window` (offset + limit) matches in the list's order:
   * - a few matches, at most √(documents × window / 20): those, each looked up by rowid, then sorted;
   * - more: the list's order index walked from its top (its entries only, no document read), each kept when it
   *   is a match, until the window is full; then those documents. Sorting them all would read every matching
   *   document (a first name among 100,000 clients: 2,500). Matches spread over the order fill the window after
   *   about documents × window / matches entries, fewer than 20 × the bound (an entry costs about a twentieth of
   *   a document read); the walk stops at twice that (matches that sit together far from the top, as clients
   *   named Rubén sorted by name) and the matches are sorted instead.
   */
  searchedPage(
    collection: string,
    physical: string,
    options: ListOptions,
    order: string,
    limit: string,
  ): { body: string }[] | undefined {
    const searched = options.search && this.stmts.searchFields.get(physical);
    const match = searched && options.search ? ftsQuery(options.search.text) : undefined;
    if (match === undefined || !options.limit) return undefined;
    const fts = searchTableSql(physical);
    const where = whereClause(options.where);
    const ids = idsClause(options.ids);
    const filter = `documents.collection = ${literal(physical)}${where.sql}${ids.sql}`;
    const params = [...where.params, ...ids.params];
    const window = Math.max(0, Math.floor(options.offset ?? 0)) + Math.max(0, Math.floor(options.limit));
    const documents = this.stmts.physicalCount.get(physical) ?? 0;
    const bound = Math.ceil(Math.sqrt((documents * window) / 20));
    const probe = `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${bound + 1}`;
    let rowids = this.rowids(collection, probe, [match]);
    if (rowids.length > bound) {
      const budget = 40 * bound;
      const walk = `SELECT walked.match_rowid
        FROM (SELECT documents.rowid AS match_rowid FROM documents WHERE ${filter}${order} LIMIT ${budget}) AS walked
        WHERE walked.match_rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?) LIMIT ${window}`;
      rowids = this.rowids(collection, walk, [...params, match]);
      if (rowids.length < window && documents > budget) return undefined;
    }
    const page = `SELECT body FROM (SELECT value AS match_rowid FROM json_each(?)) AS matched
      CROSS JOIN documents ON documents.rowid = matched.match_rowid WHERE ${filter}${order}${limit}`;
    return this.bodies(collection, page, [JSON.stringify(rowids), ...params]);
  }
}
