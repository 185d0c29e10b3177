import type { EventData } from '@portal/contracts';
import { clientDecider, clientStream } from '../client/decider.js';
import { type CommandMeta, handleCommand } from '../command-handler.js';
import { type CommandDeps, latest } from '../context.js';
import { refused } from '../errors.js';
import { agentDecider, agentStream } from './decider.js';

/**
 * AssignClient: the agent takes the client (refused unless available and under the limit), then the client
 * record names the agent (the read models of the case follow from that event).
 */
export async function assignClient(
  deps: CommandDeps,
  meta: CommandMeta,
  input: { clientId: string; agentId: string },
): Promise<string | undefined> {
  const agentEvents = await deps.events.readStream(agentStream(input.agentId));
  const created = agentEvents.find((e) => e.type === 'AgentCreated')?.data as
    | EventData<'AgentCreated'>
    | undefined;
  if (!created) throw refused.notFound();
  const clientEvents = await deps.events.readStream(clientStream(input.clientId));
  const client = clientEvents.find((e) => e.type === 'ClientRegistered')?.data as
    | EventData<'ClientRegistered'>
    | undefined;
  if (!client) throw refused.notFound();

  const taken = await handleCommand(
    deps.events,
    agentDecider,
    agentStream(input.agentId),
    { type: 'TakeClient', clientId: input.clientId },
    meta,
    {
      retryOnConflict: true,
    },
  );
  const assigned = await handleCommand(
    deps.events,
    clientDecider,
    clientStream(input.clientId),
    {
      type: 'AssignAgent',
      assignment: {
        clientId: input.clientId,
        userId: client.userId,
        agentId: created.agentId,
        agentUserId: created.userId,
        agentName: created.fullName,
        agentPhone: created.phoneNumber,
        agentEmail: created.email,
      },
    },
    meta,
    { retryOnConflict: true },
  );
  return latest(taken.position, assigned.position);
}
