import { apiErrors, caseErrors, DomainError } from '@portal/contracts';
import type { Actor, EventStore } from '@portal/platform';
import { clientDecider, clientStream } from '../client/decider.js';
import { readAggregate } from '../command-handler.js';
import { fraudCaseDecider, fraudCaseStream } from './decider.js';

/** The ids a command on a case needs, once the actor may work it. */
export interface CaseAccess {
  caseId: string;
  clientId: string;
  processId: string;
  /** The client's user (whom the case's events name). */
  clientUserId: string;
}

const caseNotFound = () => new DomainError('not_found', caseErrors.caseNotFound);

/**
 * Who may work a case: admins and superadmins any case, an agent only the cases of the clients assigned to
 * them (another agent's case is refused, not hidden: staff know case ids from their lists), nobody else. The
 * fraud case and the client are read through their deciders; an unknown case is not found.
 */
export async function resolveCaseAccess(
  store: EventStore,
  caseId: string,
  actor: Actor,
): Promise<CaseAccess> {
  const staff = actor.role === 'admin' || actor.role === 'superadmin' || actor.role === 'agent';
  if (!staff) throw new DomainError('forbidden', apiErrors.forbidden);
  const fraudCase = (await readAggregate(store, fraudCaseDecider, fraudCaseStream(caseId))).state;
  if (!fraudCase.exists) throw caseNotFound();
  const client = (await readAggregate(store, clientDecider, clientStream(fraudCase.clientId))).state;
  if (!client.exists) throw caseNotFound();
  if (actor.role === 'agent' && client.agentUserId !== actor.userId) {
    throw new DomainError('case_not_assigned', caseErrors.caseNotAssigned);
  }
  return {
    caseId: fraudCase.caseId,
    clientId: client.clientId,
    processId: client.processId,
    clientUserId: client.userId,
  };
}
