import { randomUUID } from 'node:crypto';
import type { AgentApplication } from '@portal/contracts';
import { hashPassword, idSource } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, latest, metaOf, type RequestInfo } from '../context.js';
import { type ConsentGiven, checkConsent, giveConsent } from '../privacy-consent/give-consent.js';
import { confirmAccount, reserveAccountNames } from '../user/register-account.js';
import { type AgentApplicationCommand, agentApplicationDecider, agentApplicationStream } from './decider.js';

/**
 * POST /api/agents/register: a lawyer applies to work as an agent. No account yet: the username and e-mail are
 * reserved (and confirmed, so they are not taken over while the application waits) for the user approval will
 * create, and the password is kept only as its hash. The ids derive from the Idempotency-Key when there is one.
 */
export async function submitAgentApplication(
  deps: CommandDeps,
  input: AgentApplication,
  request: RequestInfo,
): Promise<{ applicationId: string; position: string | undefined }> {
  const seed = `applyAsAgent:${request.idempotencyKey ?? randomUUID()}`;
  const meta = metaOf(request, seed);
  const id = idSource(seed);
  const applicationId = id('application');
  const userId = id('user');
  const account = { userId, username: input.username, email: input.email };
  // The consent goes on the stream of the account approval will create, so the agent finds it there. A
  // notice changed since the applicant read it is refused before anything is reserved.
  const consent: ConsentGiven = {
    userId,
    applicationId,
    channel: 'agent-application',
    choice: input.privacy,
  };
  checkConsent(deps, consent, request.now);
  const reserved = await reserveAccountNames(deps, meta, account);
  const submitted = await handleCommand(
    deps.events,
    agentApplicationDecider,
    agentApplicationStream(applicationId),
    async (state): Promise<AgentApplicationCommand> => ({
      type: 'Submit',
      application: {
        applicationId,
        userId,
        username: input.username,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        licenseNumber: input.licenseNumber,
        specialization: input.specialization,
        experience: input.experience,
        certifications: input.certifications,
        languages: input.languages,
        officeLocation: input.officeLocation,
        // A retry finds the application written already: no need to spend a password hash on it.
        passwordHash: state.status === 'none' ? await hashPassword(input.password, deps.scryptLog2N) : '',
        submittedAt: request.now.toISOString(),
      },
    }),
    meta,
  );
  const consented = await giveConsent(deps, meta, consent);
  const confirmed = await confirmAccount(deps, meta, account);
  return { applicationId, position: latest(reserved, submitted.position, consented, confirmed) };
}
