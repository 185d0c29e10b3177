import type { DocumentStatus } from '../enums.js';
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

/**
 * Keyed by user id: every user's name and e-mail (staff names are comment authors); for a client, what arrives
 * before the case does and which case is theirs.
 */
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
  /** The status of each document the client sent, by document id (what `documentsAwaitingReview` counts; answered too). */
  documentStatuses?: Record<string, DocumentStatus>;
  /** The client record until the user's name and e-mail are known (then `client` is complete). */
  clientRecord?: Omit<CaseFile['client'], 'fullName' | 'email'>;
};

export interface CaseCommentsDoc {
  caseId: string;
  /** The client's user id: the only client who may read the visible ones. */
  clientUserId: string;
  comments: (StaffCaseComment & { authorId: string })[];
}

export interface CaseFileUserDoc {
  /** Absent until UserRegistered arrives (a registration's events may arrive in any order). */
  fullName?: string;
  email?: string;
  /** The client's case (null for staff, or until ClientRegistered arrives). */
  caseId: string | null;
  /** An assignment that arrived before the client record said which case is the client's (with its event's id and time). */
  pendingAgent?: NonNullable<CaseFile['agent']> & { assignedAt: string; eventId: string };
  /** For an agent's user: the cases they were given (a case given to another agent since stays listed). */
  agentCases?: string[];
}

/** Each agent's user id, by agent id: so that the agent's new phone shows on their cases. */
export const CASE_FILE_AGENTS = 'caseFileAgents';
export interface CaseFileAgentDoc {
  userId: string;
}
