import type { DomainError, IndicatorEvent, NewsEvent, RouteName } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, latest, metaOf, type RequestInfo } from '../context.js';
import type { Decider } from '../decider.js';
import { keyedRequest } from '../identity/request-key.js';
import type { PublicationCommand, PublicationState } from './decider.js';

type AdminRequest = RequestInfo & { actor: Actor };

/** One kind of published content: its decider, its streams, its create route, its stale-revision message. */
export interface Publication<E extends IndicatorEvent | NewsEvent, F> {
  decider: Decider<PublicationCommand<F>, E, PublicationState<F>>;
  stream: (id: string) => string;
  createRoute: RouteName;
  idName: string;
  staleMessage: string;
  notFound: () => DomainError;
}

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

/** PUT or DELETE with the revision the admin read (If-Match): a missing or deleted item is not found first. */
export async function change<E extends IndicatorEvent | NewsEvent, F>(
  deps: Pick<CommandDeps, 'events'>,
  request: AdminRequest,
  kind: Publication<E, F>,
  input: { id: string; expectedRevision: number; command: PublicationCommand<F> },
): Promise<{ revision: number; position: string | undefined }> {
  const outcome = await handleCommand(
    deps.events,
    kind.decider,
    kind.stream(input.id),
    (state): PublicationCommand<F> => {
      if (!state.exists || state.deleted) throw kind.notFound();
      return input.command;
    },
    metaOf(request),
    { expectedRevision: input.expectedRevision, staleMessage: kind.staleMessage },
  );
  return { revision: outcome.revision, position: outcome.position };
}
