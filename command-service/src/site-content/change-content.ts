import type { IndicatorEvent, NewsEvent } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import type { PublicationCommand } from './decider.js';
import type { Publication } from './kinds.js';

type AdminRequest = RequestInfo & { actor: Actor };

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
