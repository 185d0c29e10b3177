import type { IndicatorEvent, NewsEvent } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, latest, type RequestInfo } from '../context.js';
import { keyedRequest } from '../idempotency/request-key.js';
import type { PublicationCommand } from './decider.js';
import type { Publication } from './kinds.js';

type AdminRequest = RequestInfo & { actor: Actor };

/** POST: a new item (its id from the Idempotency-Key when there is one; the author is the session's user). */
export async function publish<E extends IndicatorEvent | NewsEvent, F extends Record<string, unknown>>(
  deps: Pick<CommandDeps, 'events' | 'portalSecret'>,
  request: AdminRequest,
  kind: Publication<E, F>,
  fields: F,
): Promise<{ id: string; position: string | undefined }> {
  const keyed = await keyedRequest(deps, request, kind.createRoute, fields);
  const id = keyed.id(kind.idName);
  const published = await handleCommand(
    deps.events,
    kind.decider,
    kind.stream(id),
    (): PublicationCommand<F> => ({ type: 'Publish', id, authorId: request.actor.userId, fields }),
    keyed.meta,
  );
  const recorded = await keyed.record();
  return { id, position: latest(published.position, recorded) };
}
