import { DomainError, opsTexts } from '@portal/contracts';
import type { GatewayRouteHandlers } from '../http/api-router.js';
import type { RebuildRuns } from './rebuild-runs.js';

/**
 * The operator's console actions (superadmin): a dead letter retried from its first attempt or
 * discarded, and the online rebuild (or `--check`) of a read model with its progress.
 */
export function consoleRoutes(deps: {
  queue: { retryDead(id: string): Promise<boolean>; discardDead(id: string): Promise<boolean> };
  rebuilds: RebuildRuns;
}): GatewayRouteHandlers {
  const missing = () => new DomainError('not_found', opsTexts.deadLetterMissing);
  return {
    opsRetryDeadLetter: async ({ params }) => {
      if (!(await deps.queue.retryDead(params.id))) throw missing();
      return { body: { ok: true, message: opsTexts.retried } };
    },
    opsDiscardDeadLetter: async ({ params }) => {
      if (!(await deps.queue.discardDead(params.id))) throw missing();
      return { body: { ok: true, message: opsTexts.discarded } };
    },
    opsRebuilds: async () => ({ body: deps.rebuilds.list() }),
    opsStartRebuild: async ({ body }) => ({ body: deps.rebuilds.start(body.projection, body.check) }),
  };
}
