import { adminErrors, DomainError, type RouteBody } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { type ClientCommand, clientDecider, clientStream } from './decider.js';

/**
 * PUT /api/admin/clients/:id (If-Match on the client stream, which an assignment moves too): status, contact,
 * verification. The loss (amount, currency, description) is the fraud case's, corrected there: refused here,
 * nothing written.
 */
export async function reviseClientByAdmin(
  deps: Pick<CommandDeps, 'events'>,
  request: RequestInfo & { actor: Actor },
  input: { clientId: string; changes: RouteBody<'adminUpdateClient'>; expectedRevision: number },
): Promise<{ revision: number; position: string | undefined }> {
  const { changes } = input;
  if (
    changes.lossAmount !== undefined ||
    changes.currency !== undefined ||
    changes.lossDescription !== undefined
  )
    throw new DomainError('not_yet', adminErrors.lossFieldsInCase);
  const outcome = await handleCommand(
    deps.events,
    clientDecider,
    clientStream(input.clientId),
    (state): ClientCommand => {
      // Not found before a stale revision: there is nothing to have read.
      if (!state.exists) throw new DomainError('not_found', adminErrors.clientNotFound);
      return {
        type: 'ReviseClient',
        changes: {
          status: changes.status,
          contactPhone: changes.contactPhone,
          address: changes.address,
          city: changes.city,
          country: changes.country,
          isVerified: changes.isVerified,
        },
      };
    },
    metaOf(request),
    { expectedRevision: input.expectedRevision, staleMessage: adminErrors.staleClient },
  );
  return { revision: outcome.revision, position: outcome.position };
}
