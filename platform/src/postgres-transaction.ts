import type pg from 'pg';

/** What the PostgreSQL adapters (events, documents, blobs, counters) share: their transactions and their schemas. */

/**
 * Runs `work` in one transaction on a connection of `pool`: committed when it returns, rolled back when it throws.
 * A connection whose rollback failed is dropped, never pooled mid-transaction.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    broken = await client.query('rollback').then(
      () => undefined,
      (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
    );
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The SQLSTATE of a PostgreSQL error, if it is one (42P01: no such table). */
export const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

/**
 * Runs a store's schema `statements` in one transaction under an advisory lock named `name`: processes starting
 * together take turns (`create … if not exists` can race), and a half-made schema is never left.
 */
export function createSchema(pool: pg.Pool, name: string, statements: readonly string[]): Promise<void> {
  return inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [name]);
    for (const statement of statements) await client.query(statement);
  });
}
