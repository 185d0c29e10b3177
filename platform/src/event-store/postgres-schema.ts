import { formatPosition, type RecordedEvent } from './port.js';

/**
 * The event log's table. `transaction_id` is the appending transaction's id (a 64-bit xid8, which never wraps), and
 * `transaction_order` the event's place among that transaction's events: the pair is the global order (see
 * postgres.ts for why not `global_position`). `global_position` keeps the physical append order for operators; the
 * reads never order by it. Event data and metadata are `json`, not `jsonb`: the log gives back the very text it was
 * given (key order, duplicate keys, `\u0000`), and nothing queries inside it.
 */
export const EVENTS_SCHEMA = [
  `create table if not exists events (
     transaction_id    xid8 not null default pg_current_xact_id(),
     transaction_order integer not null check (transaction_order >= 0),
     global_position   bigserial not null unique,
     id                text not null unique,
     stream_id         text not null,
     revision          bigint not null check (revision >= 0),
     type              text not null,
     data              json not null,
     metadata          json not null,
     created_at        timestamptz not null default now(),
     primary key (transaction_id, transaction_order),
     unique (stream_id, revision)
   )`,
];

const COLUMNS =
  'transaction_id::text as xid, transaction_order, id, stream_id, revision, type, data, metadata, created_at';

/**
 * The appenders' mark: every appending transaction holds this shared advisory lock (two-key form: this class, key 0)
 * from before it takes its transaction id until it ends. Nothing takes it exclusively, so appends never wait on it;
 * it only lets readers tell appending transactions apart from every other transaction on the server (READ_BOUND).
 */
export const APPENDER_LOCK_CLASS = 0x45564e41; // an arbitrary constant of the event store's own
export const MARK_APPENDER = 'select pg_advisory_xact_lock_shared($1::integer, 0)';
const HOLDS_MARK = `exists (select 1 from pg_locks where pid = pg_backend_pid() and locktype = 'advisory'
    and classid = ($1::integer)::oid and objid = 0 and objsubid = 2 and granted)`;
/** True when this transaction already has an id but no mark: it wrote before its first append (refused). */
export const WROTE_BEFORE_MARK = `select pg_current_xact_id_if_assigned() is not null and not ${HOLDS_MARK} as late`;

/**
 * The reader bound: a transaction id below which no event can still appear. It is the oldest id among the appending
 * transactions still running (the backends holding the mark in this database, their `backend_xid`), capped by the
 * snapshot's xmax. Run as a statement of its own BEFORE the read, which takes its snapshot after it:
 * - an appender with an id below xmax got it before this statement's snapshot, and it took the mark before its id;
 *   if it still runs when the status is read, its mark and its id are both seen, so the bound stays at or below it;
 *   if it has ended by then, it committed (or rolled back) before the read's snapshot, which sees all it wrote;
 * - xmax is one past the latest COMPLETED transaction, not the next id, so a running appender may have a higher id:
 *   the bound never passes xmax, and the read sees nothing from there on.
 * The id comes from pg_stat_activity (`backend_xid`: set together with the server's next id, and shown to every
 * role), not from the transaction's own lock in pg_locks: that lock is taken a moment AFTER the id, and a reader in
 * that moment would pass a running appender (reproduced by stopping an appender there under a debugger). Only
 * appenders count: a long transaction that writes anything else (an upload's chunks, a rebuild, another application
 * on the server) holds nobody back, where the server-wide `pg_snapshot_xmin` (Emmett's bound) would. `backend_xid`
 * is 32 bits: the full id is the one within 2^31 of xmax, on either side (an id above xmax read as 2^32 below would
 * make the bound negative, which xid8 reads as 2^64 minus a little: every running appender passed).
 */
export const READ_BOUND = `with next as (select pg_snapshot_xmax(pg_current_snapshot())::text::bigint as n),
  appenders as (
    select activity.backend_xid::text::bigint as x
    from pg_locks mark
    join pg_stat_activity activity on activity.pid = mark.pid
    where mark.locktype = 'advisory' and mark.granted
      and mark.database = (select oid from pg_database where datname = current_database())
      and mark.classid = ($1::integer)::oid and mark.objid = 0 and mark.objsubid = 2
      and activity.backend_xid is not null
  )
  select (n + least(0, coalesce((select min(((x - n % 4294967296 + 6442450944) % 4294967296) - 2147483648)
    from appenders), 0)))::text as bound
  from next`;

/** Rows below the bound (READ_BOUND, `$4`), after the position `$1, $2`, at most `$3` of them. */
export const READ_AFTER = `select ${COLUMNS} from events
  where transaction_id < $4::xid8
    and (transaction_id, transaction_order) > ($1::xid8, $2::integer)
  order by transaction_id, transaction_order
  limit $3`;

/** The last event a reader may see, below the bound `$1`. */
export const LAST_VISIBLE = `select transaction_id::text as xid, transaction_order from events
  where transaction_id < $1::xid8
  order by transaction_id desc, transaction_order desc
  limit 1`;

/** Whether committed events wait behind an appender still running (readers will see them once it ends). */
export const HELD_BACK = `select exists (select 1 from events where transaction_id >= $1::xid8) as held`;

/**
 * The log's size for the operator: the last number the sequence gave (appends rolled back after drawing one, rare
 * retries of a race, leave gaps: it may count a few more than stored) and the table's bytes with its indexes.
 */
export const LOG_SIZE = `select coalesce(max(global_position), 0)::text as events,
  pg_total_relation_size('events')::text as bytes from events`;

export const READ_STREAM = `select ${COLUMNS} from events
  where stream_id = $1 and revision >= $2 order by revision`;

export const BY_IDS = `select transaction_id::text as xid, transaction_order, id, stream_id, revision
  from events where id = any($1::text[])`;

/**
 * Locks the streams of an append until its transaction ends, so appends to one stream take turns instead of failing
 * on its (stream, revision) key: each then reads the tail the one before committed. Taken in one order (by hash),
 * so two appends to the same streams never wait on each other in a circle. `$1` is the advisory lock class (the
 * two-key form keeps these locks apart from any single-key one), `$2` the stream ids.
 */
export const STREAM_LOCK_CLASS = 0x45564e54; // an arbitrary constant of the event store's own
export const LOCK_STREAMS = `select pg_advisory_xact_lock($1::integer, h)
  from (select distinct hashtext(s) as h from unnest($2::text[]) as s order by h) as streams`;

export const STREAM_TAIL = 'select max(revision)::text as revision from events where stream_id = $1';

/** This transaction's id (assigning one if it has none yet) and the next free place among its events. */
export const TRANSACTION_PLACE = `select pg_current_xact_id()::text as xid,
    coalesce(max(transaction_order) + 1, 0) as next
  from events where transaction_id = pg_current_xact_id()`;

/** One statement for a whole append; `unnest` yields the rows in array order. */
export const INSERT_EVENTS = `insert into events (transaction_order, id, stream_id, revision, type, data, metadata)
  select * from unnest($1::integer[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::json[], $7::json[])`;

export interface EventRow {
  xid: string;
  transaction_order: number;
  id: string;
  stream_id: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: unknown;
  created_at: Date;
}

/** What BY_IDS reads of an event. */
export type IdRow = Pick<EventRow, 'xid' | 'transaction_order' | 'id' | 'stream_id' | 'revision'>;

/**
 * The port's position is a 20-digit string: the transaction id in the first 13 digits (ten trillion transactions),
 * the event's place in its transaction in the last 7 (ten million events per transaction), so that string order is
 * (transaction_id, transaction_order) order.
 */
const ORDER_SPAN = 10_000_000n;
export const MAX_EVENTS_PER_TRANSACTION = Number(ORDER_SPAN);

export function positionOf(xid: string, order: number): string {
  return formatPosition(BigInt(xid) * ORDER_SPAN + BigInt(order));
}

/** The (transaction_id, transaction_order) a position stands for; before every event when undefined. */
export function placeOf(position: string | undefined): [string, number] {
  if (position === undefined || position === '') return ['0', -1];
  const n = BigInt(position);
  return [(n / ORDER_SPAN).toString(), Number(n % ORDER_SPAN)];
}

export const toRecorded = (r: EventRow): RecordedEvent => ({
  id: r.id,
  streamId: r.stream_id,
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  revision: BigInt(r.revision),
  position: positionOf(r.xid, r.transaction_order),
  createdAt: r.created_at.toISOString(),
});
