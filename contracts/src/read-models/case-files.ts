import type { CaseFile, StaffCaseComment } from '../schemas/cases.js';

/** Projection `caseFiles` (its checkpoint has the same name): the cases as staff work them. */
export const CASE_FILES_PROJECTION = 'caseFiles';

/**
 * Keyed by case id (the fraud case's): exactly GET /api/cases/:caseId (answered through its schema, which drops
 * the fields below), also the rows of GET /api/agent/clients and the comment counts.
 */
export const CASE_FILES = 'caseFiles';

/** Keyed by case id: every follow-up comment of the case, oldest first, with the people it concerns. */
export const CASE_COMMENTS = 'caseComments';

/** Keyed by the client's user id: what arrives before the case does (name, e-mail) and which case is theirs. */
export const CASE_FILE_USERS = 'caseFileUsers';

/**
 * While a registration is being written its parts arrive one by one; the query answers only a complete one.
 * `agentUserId` is top level so that an agent's list is one indexed query (`where: { agentUserId }`).
 */
export type CaseFileDoc = Partial<CaseFile> & {
  agentUserId?: string | null;
  /** Who answers for each phase, in the order of `phases` (an agent's phases show the agent's name). */
  phaseResponsibles?: ('analysisTeam' | 'assignedAgent')[];
  /** When staff last wrote on the case: client activity after it is unread. */
  lastStaffActionAt?: string | null;
};

export interface CaseCommentsDoc {
  caseId: string;
  /** The client's user id: the only client who may read the visible ones. */
  clientUserId: string;
  comments: (StaffCaseComment & { authorId: string })[];
}

export interface CaseFileUserDoc {
  fullName: string;
  email: string;
  caseId: string | null;
}
