import {
  CASE_COMMENTS,
  CASE_FILE_AGENTS,
  CASE_FILE_USERS,
  CASE_FILES,
  type CaseCommentsDoc,
  type CaseFileAgentDoc,
  type CaseFileDoc,
  type CaseFileUserDoc,
} from '@portal/contracts';
import type { DocView } from '../../projector.js';
import { withResponsibles } from '../case-work.js';
import type { Agent } from './case-file.js';
import { putCase } from './rows.js';

/** What is known of a user the case files name: a client's case, an agent's cases, their name and e-mail. */
export async function userOf(view: DocView, userId: string) {
  return view.get<CaseFileUserDoc>(CASE_FILE_USERS, userId);
}

/** Records which case is the client's (every event that names both), keeping what is known of them. */
export async function linkCase(view: DocView, userId: string, caseId: string) {
  const user = await userOf(view, userId);
  if (user?.caseId === caseId) return user;
  const linked: CaseFileUserDoc = { ...user, caseId };
  view.put(CASE_FILE_USERS, userId, linked);
  return linked;
}

/** The agent's user now has this case among theirs, and the agent id names that user. */
export async function linkAgent(view: DocView, agent: Agent, caseId: string) {
  const user = await userOf(view, agent.userId);
  if (!user?.agentCases?.includes(caseId))
    view.put(CASE_FILE_USERS, agent.userId, {
      caseId: null,
      ...user,
      agentCases: [...(user?.agentCases ?? []), caseId],
    });
  view.put(CASE_FILE_AGENTS, agent.agentId, { userId: agent.userId } satisfies CaseFileAgentDoc);
}

/**
 * The agent's new phone, name or e-mail on the cases they have now (responsible of the agent's phases too); the
 * timeline keeps the name of the assignment, and it is no activity on the case.
 */
export async function reviseAgent(
  view: DocView,
  userId: string,
  change: Partial<Pick<Agent, 'name' | 'phone' | 'email'>>,
) {
  const user = await userOf(view, userId);
  for (const caseId of user?.agentCases ?? []) {
    const doc = await view.get<CaseFileDoc>(CASE_FILES, caseId);
    if (!doc?.agent || doc.agent.userId !== userId) continue;
    const phases =
      change.name !== undefined && doc.phases
        ? { phases: withResponsibles(doc.phases, doc.phaseResponsibles ?? [], change.name) }
        : {};
    putCase(view, caseId, { ...doc, ...phases, agent: { ...doc.agent, ...change } });
  }
}

/** The case's comments document, created empty with the client it belongs to. */
export async function ensureComments(view: DocView, caseId: string, clientUserId: string) {
  if (await view.get<CaseCommentsDoc>(CASE_COMMENTS, caseId)) return;
  const doc: CaseCommentsDoc = { caseId, clientUserId, comments: [] };
  view.put(CASE_COMMENTS, caseId, doc);
}

/**
 * A new name or e-mail of a user shows on their case from now on; it is no activity on the case (comments keep
 * the name their author had).
 */
export async function reviseClientPerson(
  view: DocView,
  userId: string,
  change: { fullName: string } | { email: string },
) {
  const user = await userOf(view, userId);
  if (!user) return;
  view.put(CASE_FILE_USERS, userId, { ...user, ...change });
  if (!user.caseId) return;
  const doc = await view.get<CaseFileDoc>(CASE_FILES, user.caseId);
  if (doc?.client) putCase(view, user.caseId, { ...doc, client: { ...doc.client, ...change } });
}
