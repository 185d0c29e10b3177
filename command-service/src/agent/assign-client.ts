import { adminErrors, DomainError } from '@portal/contracts';
import { type ClientCommand, type ClientState, clientDecider, clientStream } from '../client/decider.js';
import { type CommandMeta, handleCommand, readAggregate } from '../command-handler.js';
import { type CommandDeps, latest } from '../context.js';
import { refused } from '../errors.js';
import { userDecider, userStream } from '../user/decider.js';
import { type AgentCommand, agentDecider, agentStream } from './decider.js';

/** Whether an administrator deactivated the account (an assignment never reaches a deactivated one). */
async function isDeactivated(deps: CommandDeps, userId: string): Promise<boolean> {
  const user = (await readAggregate(deps.events, userDecider, userStream(userId))).state;
  return user.exists && !user.isActive;
}

/**
 * AssignClient: the agent takes the client (refused unless available and under the limit), then the client
 * record names the agent (the read models of the case follow from that event), then every agent the client had
 * before releases it, so it stops counting against their limits. Both streams are read through their deciders:
 * an unknown client or agent is refused before anything is written. Assigning the agent the client already has
 * appends nothing.
 *
 * Three streams, no transaction, so the order is what keeps the client with an agent at every step:
 * - A crash after the new agent took the client, before the client names them: the client still names the old
 *   agent, who still counts it; the new agent counts it too (one place short). Nothing is lost: the same request
 *   again finds the take done, names the new agent and releases the old one.
 * - A crash after the client names the new agent, before the old one released it: the old agent stays one place
 *   short. The client record keeps its former agents (`formerAgentIds`), so the same request again (which
 *   finds the take and the naming done) still releases them, as does any later assignment of this client.
 * - A refusal of the new agent (full, unavailable) writes nothing anywhere.
 * Remaining window: two assignments of the same client at once, one moving it back to an agent the other is
 * releasing. The client record is read again just before the releases; if the move back names that agent
 * between that read and the release, the agent no longer counts a client it has (one place too many) until the
 * client is next assigned to it (its take then counts it again).
 */
export async function assignClient(
  deps: CommandDeps,
  meta: CommandMeta,
  input: { clientId: string; agentId: string },
): Promise<string | undefined> {
  const client = await readAggregate(deps.events, clientDecider, clientStream(input.clientId));
  if (!client.state.exists) throw refused.notFound();
  if (await isDeactivated(deps, client.state.userId))
    throw new DomainError('agent_unavailable', adminErrors.clientInactive);
  const candidate = (await readAggregate(deps.events, agentDecider, agentStream(input.agentId))).state;
  if (candidate.exists && (await isDeactivated(deps, candidate.profile.userId)))
    throw new DomainError('agent_unavailable', adminErrors.agentInactive, {
      agentId: adminErrors.agentInactive,
    });

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
  const released = await releaseFormerAgents(deps, meta, input.clientId, assigned.state);
  return latest(taken.position, assigned.position, ...released);
}

/**
 * The agents the client had before release it (a release of a client an agent does not hold appends nothing).
 * Read again first: a concurrent assignment may have named one of them in the meantime.
 */
async function releaseFormerAgents(
  deps: CommandDeps,
  meta: CommandMeta,
  clientId: string,
  assigned: ClientState,
): Promise<(string | undefined)[]> {
  if (!assigned.exists || assigned.formerAgentIds.length === 0) return [];
  const client = await readAggregate(deps.events, clientDecider, clientStream(clientId));
  if (!client.state.exists) return [];
  const positions: (string | undefined)[] = [];
  for (const agentId of client.state.formerAgentIds) {
    const outcome = await handleCommand(
      deps.events,
      agentDecider,
      agentStream(agentId),
      (): AgentCommand => ({ type: 'ReleaseClient', clientId }),
      meta,
      { retryOnConflict: true },
    );
    if (outcome.events.length > 0) positions.push(outcome.position);
  }
  return positions;
}
