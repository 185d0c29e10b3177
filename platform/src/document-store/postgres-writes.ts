import type pg from 'pg';
import { codeOf } from '../postgres-transaction.js';
import { CheckpointConflictError, type Doc, type ProjectionCommit } from './port.js';
import { tableOf, UNDEFINED_TABLE } from './postgres-sql.js';
import { ensureTable } from './postgres-tables.js';

/** The searched text of a written body, by the declaration its collection has in the database at that moment. */
const SEARCHED =
  '(SELECT portal_searched($2::text::jsonb, search) FROM portal_declarations WHERE collection = $3)';

/** A plain put: the body as written (text and jsonb), no position. */
export const putSql = (collection: string) =>
  `INSERT INTO ${tableOf(collection)} (id, body, raw, position, search) VALUES ($1, $2::text::jsonb, $2::text, NULL, ${SEARCHED})
     ON CONFLICT (id) DO UPDATE SET body = excluded.body, raw = excluded.raw, position = NULL, search = excluded.search`;

export const insertSql = (collection: string) =>
  `INSERT INTO ${tableOf(collection)} (id, body, raw, position, search) VALUES ($1, $2::text::jsonb, $2::text, NULL, ${SEARCHED})
     ON CONFLICT (id) DO NOTHING`;

/** A projection's puts of one collection, one row per id: applied only over a document with no or an older position. */
const projectPutsSql = (collection: string) => {
  const table = tableOf(collection);
  return `INSERT INTO ${table} (id, body, raw, position, search)
     SELECT w.id, w.raw::jsonb, w.raw, $4,
       (SELECT portal_searched(w.raw::jsonb, search) FROM portal_declarations WHERE collection = $3)
       FROM unnest($1::text[], $2::text[]) AS w (id, raw)
     ON CONFLICT (id) DO UPDATE SET body = excluded.body, raw = excluded.raw, position = excluded.position,
       search = excluded.search
     WHERE ${table}.position IS NULL OR ${table}.position < excluded.position`;
};

const projectDeletesSql = (collection: string) =>
  `DELETE FROM ${tableOf(collection)} WHERE id = ANY($1::text[]) AND (position IS NULL OR position < $2)`;

/**
 * A projection's writes folded to one per document, with the outcome of applying them one after the other (as
 * SQLite does): a put gives the document the position, so the writes after it are skipped as not newer; a
 * delete before it changes nothing the put does not replace. So a document's first put wins, and a document with
 * only deletes is deleted. Then one statement per collection and kind, instead of one round trip per write.
 */
function folded(commit: ProjectionCommit): Map<string, { puts: Map<string, string>; deletes: Set<string> }> {
  const byCollection = new Map<string, { puts: Map<string, string>; deletes: Set<string> }>();
  for (const w of commit.writes) {
    let writes = byCollection.get(w.collection);
    if (!writes) {
      writes = { puts: new Map(), deletes: new Set() };
      byCollection.set(w.collection, writes);
    }
    if (writes.puts.has(w.id)) continue;
    // Every body is serialized here: one that cannot be (a cycle) fails the part before anything is sent.
    if (w.kind === 'put') {
      writes.puts.set(w.id, JSON.stringify(w.body as Doc));
      writes.deletes.delete(w.id);
    } else writes.deletes.add(w.id);
  }
  return byCollection;
}

/**
 * Runs `work`; when it meets a collection without a table (never written, or switched away by a rebuild in
 * another process), creates the tables of `collections` and runs it once more. Within a transaction the caller
 * passes a savepoint name, so that the failed statement is undone before the retry.
 */
export async function withTables<T>(
  client: pg.Pool | pg.PoolClient,
  collections: Iterable<string>,
  work: () => Promise<T>,
  savepoint?: string,
): Promise<T> {
  if (savepoint) await client.query(`SAVEPOINT ${savepoint}`);
  try {
    return await work();
  } catch (error) {
    if (codeOf(error) !== UNDEFINED_TABLE) throw error;
    if (savepoint) await client.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
    for (const c of new Set(collections)) await ensureTable(client, c);
    return work();
  }
}

/**
 * Moves a projection's checkpoint to `position`; with `expected`, only from that checkpoint (compare-and-set),
 * else CheckpointConflictError. The row lock taken by the update holds until the transaction ends, so a rebuild's
 * switch in another process waits for it or makes this one fail.
 */
async function moveCheckpoint(client: pg.PoolClient, { projection, position, expected }: ProjectionCommit) {
  if (!expected) {
    await client.query(
      `INSERT INTO portal_checkpoints (projection, position) VALUES ($1, $2)
         ON CONFLICT (projection) DO UPDATE SET position = excluded.position`,
      [projection, position],
    );
    return;
  }
  const moved =
    expected.position === undefined
      ? await client.query(
          'INSERT INTO portal_checkpoints (projection, position) VALUES ($1, $2) ON CONFLICT (projection) DO NOTHING',
          [projection, position],
        )
      : await client.query(
          'UPDATE portal_checkpoints SET position = $1 WHERE projection = $2 AND position = $3',
          [position, projection, expected.position],
        );
  if (moved.rowCount === 1) return;
  const actual = (
    await client.query<{ position: string }>(
      'SELECT position FROM portal_checkpoints WHERE projection = $1',
      [projection],
    )
  ).rows[0]?.position;
  throw new CheckpointConflictError(projection, expected.position, actual);
}

/** One projection's checkpoint and writes, within the caller's transaction; a write older than its document's is skipped. */
export async function writeProjection(client: pg.PoolClient, commit: ProjectionCommit): Promise<void> {
  const writes = folded(commit);
  await moveCheckpoint(client, commit);
  for (const [collection, { puts, deletes }] of writes) {
    if (puts.size > 0)
      await client.query(projectPutsSql(collection), [
        [...puts.keys()],
        [...puts.values()],
        collection,
        commit.position,
      ]);
    if (deletes.size > 0) await client.query(projectDeletesSql(collection), [[...deletes], commit.position]);
  }
}
