/** The embedded queue's tables, in the queue's own SQLite file (DATA_DIR/queue.sqlite). Times are epoch ms. */
export const QUEUE_DDL = `
CREATE TABLE IF NOT EXISTS jobs (
  id          TEXT PRIMARY KEY,
  kind        TEXT NOT NULL,
  payload     TEXT NOT NULL,
  state       TEXT NOT NULL CHECK (state IN ('waiting', 'active', 'done', 'dead')),
  attempt     INTEGER NOT NULL DEFAULT 0,
  run_at      INTEGER NOT NULL,
  lease_owner TEXT,
  lease_until INTEGER,
  last_error  TEXT,
  created_at  INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX IF NOT EXISTS jobs_due ON jobs (state, run_at);
CREATE INDEX IF NOT EXISTS jobs_lease ON jobs (state, lease_until);
CREATE INDEX IF NOT EXISTS jobs_finished ON jobs (state, finished_at);
CREATE TABLE IF NOT EXISTS reactor_checkpoints (
  reactor    TEXT PRIMARY KEY,
  position   TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS effects (
  id          TEXT PRIMARY KEY,
  recorded_at INTEGER NOT NULL
);
`;
