import { contentErrors, DomainError } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import type { CommandDeps, RequestInfo } from '../context.js';

/** A request of the signed-in client about their own record. */
export type ClientRequest = RequestInfo & { actor: Actor };

/** The client record of the signed-in client (from the read model), or a refusal for anyone without one. */
export async function ownClientId(deps: Pick<CommandDeps, 'clientOfUser'>, actor: Actor): Promise<string> {
  const clientId = (await deps.clientOfUser?.(actor.userId)) ?? null;
  if (!clientId) throw new DomainError('forbidden', contentErrors.notAClient);
  return clientId;
}
