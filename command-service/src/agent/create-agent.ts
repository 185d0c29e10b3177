import { randomUUID } from 'node:crypto';
import type { EventData } from '@portal/contracts';
import { idSource } from '@portal/platform';
import { type CommandMeta, handleCommand } from '../command-handler.js';
import { type CommandDeps, latest } from '../context.js';
import { confirmAccount, namesOf, registerAccount } from '../user/register-account.js';
import { type AgentCommand, agentDecider, agentStream } from './decider.js';

export interface NewAgent {
  username: string;
  email: string;
  fullName: string;
  password: string;
  licenseNumber: string;
  specialization: string;
  phoneNumber: string;
  extension?: string | undefined;
  maxClients: number;
}

/** The agent record of a user (created once: the same agent again appends nothing). */
export function recordAgent(
  deps: Pick<CommandDeps, 'events'>,
  meta: CommandMeta,
  agent: EventData<'AgentCreated'>,
) {
  return handleCommand(
    deps.events,
    agentDecider,
    agentStream(agent.agentId),
    (): AgentCommand => ({ type: 'CreateAgent', agent }),
    meta,
  );
}

/** CreateAgent: a user with role agent and the agent record (available, with a client limit). */
export async function createAgent(
  deps: CommandDeps,
  meta: CommandMeta,
  input: NewAgent,
): Promise<{ agentId: string; userId: string; position: string | undefined }> {
  const id = idSource(meta.eventIdSeed ?? `createAgent:${randomUUID()}`);
  const userId = id('user');
  const agentId = id('agent');
  const accountPosition = await registerAccount(deps, meta, {
    userId,
    username: input.username,
    email: input.email,
    ...namesOf(input.fullName),
    role: 'agent',
    password: input.password,
  });
  const agent = await recordAgent(deps, meta, {
    agentId,
    userId,
    fullName: input.fullName,
    email: input.email,
    licenseNumber: input.licenseNumber,
    // The administrator's words (the form's field is free text).
    specialization: { text: input.specialization },
    phoneNumber: input.phoneNumber,
    extension: input.extension ?? null,
    maxClients: input.maxClients,
    availability: 'available',
  });
  const confirmed = await confirmAccount(deps, meta, {
    userId,
    username: input.username,
    email: input.email,
  });
  return { agentId, userId, position: latest(accountPosition, agent.position, confirmed) };
}
