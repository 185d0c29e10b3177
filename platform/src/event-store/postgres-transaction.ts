import type pg from 'pg';

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

/** The SQLSTATE of a PostgreSQL error, if it is one. */
export const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
