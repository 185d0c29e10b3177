import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { markNotificationRead } from './mark-read.js';

/** A person's in-app notifications (posted by the workers, read by their owner). */
export function notificationRoutes(deps: CommandDeps) {
  return {
    markNotificationRead: async (request) => {
      const position = await markNotificationRead(deps, request.params.id, request);
      return { body: { ok: true }, position };
    },
  } satisfies RouteHandlers;
}
