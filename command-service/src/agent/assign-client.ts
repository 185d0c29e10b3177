import { type ClientCommand, clientDecider, clientStream } from '../client/decider.js';
import { type CommandMeta, handleCommand, readAggregate } from '../command-handler.js';
import { type CommandDeps, latest } from '../context.js';
import { refused } from '../errors.js';
import { type AgentCommand, agentDecider, agentStream } from './decider.js';

/**
 * AssignClient: the agent takes the client (refused unless available and under the limit), then the client
 * record names the agent (the read models of the case follow from that event). Both streams are read through
 * their deciders: an unknown client or agent is refused before anything is written.
 */
export async function assignClient(
  deps: CommandDeps,
  meta: CommandMeta,
  input: { clientId: string; agentId: string },
): Promise<string | undefined> {
  const client = await readAggregate(deps.events, clientDecider, clientStream(input.clientId));
  if (!client.state.exists) throw refused.notFound();

  const taken = await handleCommand(
    deps.events,
    agentDecider,
    agentStream(input.agentId),
    (): AgentCommand => ({ type: 'TakeClient', clientId: input.clientId }),
    meta,
    { retryOnConflict: true },
  );
  if (!taken.state.exists) throw refused.notFound();
  const agent = taken.state.profile;

  const assigned = await handleCommand(
    deps.events,
    clientDecider,
    clientStream(input.clientId),
    (state): ClientCommand => {
      if (!state.exists) throw refused.notFound();
      return {
        type: 'AssignAgent',
        assignment: {
          clientId: state.clientId,
          userId: state.userId,
          agentId: agent.agentId,
          agentUserId: agent.userId,
          agentName: agent.fullName,
          agentPhone: agent.phoneNumber,
          agentEmail: agent.email,
        },
      };
    },
    meta,
    { retryOnConflict: true },
  );
  return latest(taken.position, assigned.position);
}
