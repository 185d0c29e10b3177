import type pg from 'pg';
import {
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  WrongExpectedVersionError,
} from './port.js';
import { BY_IDS, type IdRow, positionOf, STREAM_TAIL } from './postgres-schema.js';

/**
 * When every event id is already in this stream, in order, the append already happened: its result (the revision
 * and position of its last event). Any other overlap with stored ids is refused, as on the other stores.
 */
export async function idempotentResult(
  client: pg.ClientBase,
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult | undefined> {
  const ids = events.map((e) => e.id);
  const { rows } = await client.query<IdRow>(BY_IDS, [ids]);
  if (rows.length === 0) return undefined;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const firstRow = byId.get(ids[0] as string);
  const matches =
    firstRow !== undefined &&
    ids.every((id, i) => {
      const row = byId.get(id);
      return row?.stream_id === streamId && BigInt(row.revision) === BigInt(firstRow.revision) + BigInt(i);
    });
  if (!matches) throw new WrongExpectedVersionError(streamId, expected, await streamTail(client, streamId));
  const last = byId.get(ids[ids.length - 1] as string) as IdRow;
  return { nextRevision: BigInt(last.revision), position: positionOf(last.xid, last.transaction_order) };
}

export async function streamTail(client: pg.ClientBase, streamId: string): Promise<bigint | 'no_stream'> {
  const revision = (await client.query<{ revision: string | null }>(STREAM_TAIL, [streamId])).rows[0]
    ?.revision;
  return revision == null ? 'no_stream' : BigInt(revision);
}
