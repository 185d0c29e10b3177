import { caseErrors } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { type CommandMeta, handleCommand } from '../command-handler.js';
import type { CommandDeps, RequestInfo } from '../context.js';
import { type CaseAccess, resolveCaseAccess } from '../fraud-case/case-access.js';
import {
  type CaseWorkCommand,
  type RecoveryProcessState,
  recoveryProcessDecider,
  recoveryProcessStream,
} from './decider.js';

export type StaffRequest = RequestInfo & { actor: Actor };

/** What a write on a case answers: the process stream's revision after it (the next If-Match) and its position. */
export interface CaseWorkResult {
  revision: number;
  position: string | undefined;
}

/**
 * A command of staff on a case's recovery process: the actor must be allowed to work the case, then the
 * process stream decides. With the revision the caller read (If-Match), a stale one is refused with the
 * case's Spanish message; an add without one is decided again on a concurrent write (it overwrites nothing).
 */
export async function workOnCase(
  deps: Pick<CommandDeps, 'events'>,
  request: StaffRequest,
  caseId: string,
  toCommand: (state: RecoveryProcessState, access: CaseAccess) => CaseWorkCommand,
  meta: CommandMeta,
  expectedRevision?: number,
): Promise<CaseWorkResult> {
  const access = await resolveCaseAccess(deps.events, caseId, request.actor);
  const outcome = await handleCommand(
    deps.events,
    recoveryProcessDecider,
    recoveryProcessStream(access.processId),
    (state) => toCommand(state, access),
    meta,
    expectedRevision === undefined
      ? { retryOnConflict: true }
      : { expectedRevision, staleMessage: caseErrors.staleRevision },
  );
  return { revision: outcome.revision, position: outcome.position };
}
