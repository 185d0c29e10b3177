import { adminErrors, DomainError, type RouteBody } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { type AgentCommand, agentDecider, agentStream } from './decider.js';

/**
 * PUT /api/admin/agents/:id (If-Match on the agent stream, whose revision an assignment moves too: an edit made
 * on a page read before a new client arrived is refused, the person reloads and sees the new count).
 */
export async function reviseAgent(
  deps: Pick<CommandDeps, 'events'>,
  request: RequestInfo & { actor: Actor },
  input: { agentId: string; profile: RouteBody<'updateAgent'>; expectedRevision: number },
): Promise<{ revision: number; position: string | undefined }> {
  const { profile } = input;
  const outcome = await handleCommand(
    deps.events,
    agentDecider,
    agentStream(input.agentId),
    (state): AgentCommand => {
      // Not found before a stale revision: there is nothing to have read.
      if (!state.exists) throw new DomainError('not_found', adminErrors.agentNotFound);
      return {
        type: 'ReviseAgentProfile',
        profile: {
          availability: profile.availability,
          maxClients: profile.maxClients,
          phoneNumber: profile.phoneNumber,
          extension: profile.extension ? profile.extension : null,
          specialization: profile.specialization,
        },
      };
    },
    metaOf(request),
    { expectedRevision: input.expectedRevision, staleMessage: adminErrors.staleAgent },
  );
  return { revision: outcome.revision, position: outcome.position };
}
