import { contentErrors, DomainError, type RouteBody } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { type ClientCommand, clientDecider, clientStream } from './decider.js';

type ClientRequest = RequestInfo & { actor: Actor };

/** The client record of the signed-in client (from the read model), or a refusal for anyone without one. */
async function ownClientId(deps: Pick<CommandDeps, 'clientOfUser'>, actor: Actor): Promise<string> {
  const clientId = (await deps.clientOfUser?.(actor.userId)) ?? null;
  if (!clientId) throw new DomainError('forbidden', contentErrors.notAClient);
  return clientId;
}

/**
 * PUT /api/clients/my-plan: the client's own choice of one of the plans the firm offers now (a plan the firm
 * no longer offers is refused), with its terms accepted (issue 20): the terms the client read must be the ones
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

/** PUT /api/profile/contact (If-Match on the client stream): the client corrects how to reach them. */
export async function reviseOwnContact(
  deps: Pick<CommandDeps, 'events' | 'clientOfUser'>,
  request: ClientRequest,
  input: { contact: RouteBody<'updateProfileContact'>; expectedRevision: number },
): Promise<{ revision: number; position: string | undefined }> {
  const clientId = await ownClientId(deps, request.actor);
  const { contactPhone, address, city, country } = input.contact;
  const outcome = await handleCommand(
    deps.events,
    clientDecider,
    clientStream(clientId),
    (): ClientCommand => ({
      type: 'ReviseClient',
      // An empty address is no address: the client may remove it.
      changes: { contactPhone, address: address === '' ? null : address, city, country },
    }),
    metaOf(request),
    { expectedRevision: input.expectedRevision, staleMessage: contentErrors.staleProfile },
  );
  return { revision: outcome.revision, position: outcome.position };
}
