import { DEFAULT_MAX_CLIENTS } from '@portal/contracts';
import { idSource } from '@portal/platform';
import { recordAgent } from '../agent/create-agent.js';
import { type CommandMeta, handleCommand } from '../command-handler.js';
import { type CommandDeps, latest } from '../context.js';
import { registerAccount, releaseAccountNames } from '../user/register-account.js';
import {
  type AgentApplicationCommand,
  type AgentApplicationState,
  agentApplicationDecider,
  agentApplicationStream,
} from './decider.js';

type Decided = Extract<AgentApplicationState, { status: 'approved' | 'rejected' }>;

async function decide(
  deps: CommandDeps,
  meta: CommandMeta,
  applicationId: string,
  command: AgentApplicationCommand,
) {
  const outcome = await handleCommand(
    deps.events,
    agentApplicationDecider,
    agentApplicationStream(applicationId),
    () => command,
    meta,
    { retryOnConflict: true },
  );
  return { state: outcome.state as Decided, position: outcome.position };
}

/**
 * Approves an application: the decision is recorded first (it settles a race with a rejection), then the agent
 * user (with the password hash the applicant chose) and the agent record are created with ids derived from the
 * application, so a retry after a failure in between finishes the same account and nothing twice.
 */
export async function approveAgentApplication(
  deps: CommandDeps,
  meta: CommandMeta,
  applicationId: string,
): Promise<{ agentId: string; position: string | undefined }> {
  const agentId = idSource(`approveAgentApplication:${applicationId}`)('agent');
  const approved = await decide(deps, meta, applicationId, {
    type: 'Approve',
    agentId,
    decidedBy: meta.actorId ?? '',
  });
  const a = approved.state.application;
  const account = await registerAccount(deps, meta, {
    userId: a.userId,
    username: a.username,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    role: 'agent',
    password: { hash: a.passwordHash },
  });
  const agent = await recordAgent(deps, meta, {
    agentId,
    userId: a.userId,
    fullName: `${a.firstName} ${a.lastName}`.trim(),
    email: a.email,
    licenseNumber: a.licenseNumber,
    specialization: { key: a.specialization },
    phoneNumber: a.phone,
    extension: null,
    maxClients: DEFAULT_MAX_CLIENTS,
    availability: 'available',
  });
  return { agentId, position: latest(approved.position, account, agent.position) };
}

/** Rejects an application with the reason the applicant receives; their username and e-mail are free again. */
export async function rejectAgentApplication(
  deps: CommandDeps,
  meta: CommandMeta,
  applicationId: string,
  reason: string,
): Promise<string | undefined> {
  const rejected = await decide(deps, meta, applicationId, {
    type: 'Reject',
    reason,
    decidedBy: meta.actorId ?? '',
  });
  const { userId, username, email } = rejected.state.application;
  await releaseAccountNames(deps, meta, { userId, username, email }, 'application_rejected');
  return rejected.position;
}
