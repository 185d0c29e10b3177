import type { RouteBody } from '@portal/contracts';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf } from '../context.js';
import { type ClientCommand, clientDecider, clientStream } from './decider.js';
import { type ClientRequest, ownClientId } from './own-client.js';

/**
 * PUT /api/clients/my-plan: the client's own choice of one of the plans the firm offers now (a plan the firm
 * no longer offers is refused), with its terms accepted: the terms the client read must be the ones
 * configured now (else 409), and the event keeps them. Last choice stands; the same plan on the same terms again
 * writes nothing. No If-Match: only the client chooses their plan, and the choice overwrites no one else's work.
 */
export async function chooseServicePlan(
  deps: Pick<CommandDeps, 'events' | 'clientOfUser' | 'offeredPlans'>,
  request: ClientRequest,
  body: RouteBody<'myPlan'>,
): Promise<string | undefined> {
  // A plan the firm does not offer now is null: the decider refuses it.
  const offered = (deps.offeredPlans ?? []).find((plan) => plan.key === body.plan) ?? null;
  const clientId = await ownClientId(deps, request.actor);
  const { position } = await handleCommand(
    deps.events,
    clientDecider,
    clientStream(clientId),
    (): ClientCommand => ({
      type: 'ChooseServicePlan',
      plan: body.plan,
      accepted: body.terms,
      offered,
    }),
    metaOf(request),
  );
  return position;
}
