import type { SqliteHandle } from '@portal/platform';
import type { ClaimingStore, Outcome } from './poll-worker.js';
import type { Job } from './port.js';

type Db = SqliteHandle['db'];
interface JobRow {
  id: string;
  kind: string;
  payload: string;
  attempt: number;
}

const RELEASE = 'lease_owner = NULL, lease_until = NULL';
const HELD = 'id = @id AND state = @active AND lease_owner = @owner AND attempt = @attempt';

/**
 * The job table's claim and outcome statements. A claim is one IMMEDIATE transaction (the write lock taken
 * first), so two processes on the same file never claim the same job; it takes jobs whose lease expired first,
 * then due jobs in run_at order, each read in index order (no sort of a long backlog). An outcome is written
 * only while the writer still holds the job's lease for that attempt.
 */
export function sqliteJobs(db: Db): ClaimingStore {
  const buryLost = db.prepare(
    `UPDATE jobs SET state = 'dead', finished_at = @now, ${RELEASE},
       last_error = 'lease expired during attempt ' || attempt || ' (worker lost)'
     WHERE state = 'active' AND lease_until < @now AND attempt >= @maxAttempts`,
  );
  const claim = db.prepare<{ owner: string; until: number; now: number; limit: number }, JobRow>(
    `UPDATE jobs SET state = 'active', attempt = attempt + 1, lease_owner = @owner, lease_until = @until
     WHERE id IN (
       SELECT id FROM (SELECT id FROM jobs WHERE state = 'active' AND lease_until < @now ORDER BY lease_until LIMIT @limit)
       UNION ALL
       SELECT id FROM (SELECT id FROM jobs WHERE state = 'waiting' AND run_at <= @now ORDER BY run_at LIMIT @limit)
       LIMIT @limit)
     RETURNING id, kind, payload, attempt`,
  );
  const complete = db.prepare(`UPDATE jobs SET state = 'done', finished_at = @now, ${RELEASE} WHERE ${HELD}`);
  const retry = db.prepare(
    `UPDATE jobs SET state = 'waiting', run_at = @runAt, last_error = @error, ${RELEASE} WHERE ${HELD}`,
  );
  const bury = db.prepare(
    `UPDATE jobs SET state = 'dead', finished_at = @now, last_error = @error, ${RELEASE} WHERE ${HELD}`,
  );
  const renew = db.prepare(
    `UPDATE jobs SET lease_until = @until WHERE state = 'active' AND lease_owner = @owner`,
  );
  const nextRunAt = db.prepare<[], { at: number | null }>(
    `SELECT MIN(run_at) AS at FROM jobs WHERE state = 'waiting'`,
  );
  const held = (owner: string, job: Job) => ({ id: job.id, owner, attempt: job.attempt, active: 'active' });
  const record = (owner: string, outcomes: readonly Outcome[]) => {
    const now = Date.now();
    for (const outcome of outcomes)
      if (outcome.done) complete.run({ ...held(owner, outcome.job), now });
      else if (outcome.retryAt === undefined)
        bury.run({ ...held(owner, outcome.job), now, error: outcome.error });
      else retry.run({ ...held(owner, outcome.job), runAt: outcome.retryAt, error: outcome.error });
  };
  const claimTx = db.transaction(
    (owner: string, limit: number, until: number, maxAttempts: number, outcomes: readonly Outcome[]) => {
      record(owner, outcomes);
      if (limit === 0) return [];
      const now = Date.now();
      buryLost.run({ now, maxAttempts });
      return claim.all({ owner, until, now, limit });
    },
  );
  const settleTx = db.transaction(record);

  return {
    claim(owner, limit, leaseUntil, maxAttempts, outcomes) {
      const rows = claimTx.immediate(owner, limit, leaseUntil, maxAttempts, outcomes);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        attempt: r.attempt,
        payload: JSON.parse(r.payload),
      }));
    },
    settle(owner, outcomes) {
      settleTx.immediate(owner, outcomes);
    },
    renew(owner, leaseUntil) {
      renew.run({ owner, until: leaseUntil });
    },
    nextRunAt() {
      return nextRunAt.get()?.at ?? undefined;
    },
  };
}
