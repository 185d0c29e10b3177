import { contentErrors, type RouteBody } from '@portal/contracts';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf } from '../context.js';
import { type ClientCommand, clientDecider, clientStream } from './decider.js';
import { type ClientRequest, ownClientId } from './own-client.js';

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
