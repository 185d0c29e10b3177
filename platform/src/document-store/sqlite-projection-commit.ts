import { CheckpointConflictError, type ProjectionCommit } from './port.js';
import type { Statements } from './sqlite-statements.js';

/**
 * Moves a projection's checkpoint to `position` in one statement; with `expected`, only from that checkpoint
 * (compare-and-set), else CheckpointConflictError and nothing changed.
 */
export function moveCheckpoint(
  stmts: Statements,
  { projection, position, expected }: ProjectionCommit,
): void {
  if (!expected) {
    stmts.setCheckpoint.run(projection, position);
    return;
  }
  const moved =
    expected.position === undefined
      ? stmts.firstCheckpoint.run(projection, position)
      : stmts.moveCheckpoint.run(position, projection, expected.position);
  if (moved.changes === 1) return;
  const actual = stmts.checkpoint.get(projection)?.position;
  throw new CheckpointConflictError(projection, expected.position, actual);
}

/**
 * One projection's checkpoint and writes, within the caller's transaction (a conflict writes nothing). Each
 * collection's physical name is resolved once (`physicalOf`); a write older than the document's is skipped.
 */
export function writeProjection(
  stmts: Statements,
  physicalOf: (collection: string) => string,
  commit: ProjectionCommit,
): void {
  moveCheckpoint(stmts, commit);
  const { writes, position } = commit;
  const physical = new Map<string, string>();
  const at = (collection: string) => {
    const known = physical.get(collection);
    if (known !== undefined) return known;
    const name = physicalOf(collection);
    physical.set(collection, name);
    return name;
  };
  for (const w of writes) {
    if (w.kind === 'put') stmts.projectPut.run(at(w.collection), w.id, JSON.stringify(w.body), position);
    else stmts.projectDel.run(at(w.collection), w.id, position);
  }
}
