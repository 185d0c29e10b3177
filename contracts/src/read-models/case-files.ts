import { recoveryRate } from '../decimal.js';
import {
  type CasePriority,
  type Currency,
  type DocumentStatus,
  type RecoveryStatus,
  recoveryStatusOf,
  type UrgencyLevel,
} from '../enums.js';
import { type CaseFile, caseFileSchema, type StaffCaseComment } from '../schemas/cases.js';
import { foldForSearch } from '../search.js';

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

/**
 * Keyed by case id, one per complete case (a case file still being registered has none): what the staff's lists
 * of cases show and are ordered by (GET /api/agent/clients, /api/recovery-processes, the comment counts), small
 * so a page reads only its rows. Written with the case file, in the same projection.
 */
export const CASE_ROWS = 'caseRows';
export interface CaseRowDoc {
  caseId: string;
  caseNumber: string;
  agentUserId: string | null;
  agentName: string | null;
  clientName: string;
  /** The client's name without accents or case: the order A to Z. */
  clientSortName: string;
  clientEmail: string;
  urgencyLevel: UrgencyLevel;
  /** Critical 3, high 2, medium 1, low 0 (an unknown level reads as critical): most urgent first is descending. */
  urgencyWeight: number;
  priority: CasePriority;
  /** The name of the phase in progress (its label). */
  currentPhase: string | null;
  progress: number;
  lastActivityAt: string;
  documentsAwaitingReview: number;
  unreadClientActivity: number;
  commentCount: number;
  /** The recovery process: its status from its phases (or cancelled), its figures and rate. */
  recoveryStatus: RecoveryStatus;
  recoveryRate: number;
  originalAmount: string;
  recoveredAmount: string;
  pendingAmount: string;
  currency: Currency;
  estimatedCompletion: string | null;
  revision: number;
}

/** Most urgent first is the highest weight; an unknown level reads as critical (as its label does). */
const urgencyWeights: Readonly<Record<string, number>> = { low: 0, medium: 1, high: 2, critical: 3 };
export const urgencyWeightOf = (level: string): number =>
  Object.hasOwn(urgencyWeights, level) ? (urgencyWeights[level] ?? 3) : 3;

/** The list row of a case file: null while its registration is still arriving (GET /api/cases/:id says 404). */
export function caseRowOf(doc: CaseFileDoc): CaseRowDoc | null {
  const parsed = caseFileSchema.safeParse(doc);
  if (!parsed.success) return null;
  const file = parsed.data;
  const { recovery } = file;
  return {
    caseId: file.caseId,
    caseNumber: file.caseNumber,
    agentUserId: doc.agentUserId ?? null,
    agentName: file.agent?.name ?? null,
    clientName: file.client.fullName,
    clientSortName: foldForSearch(file.client.fullName),
    clientEmail: file.client.email,
    urgencyLevel: file.fraudCase.urgencyLevel,
    urgencyWeight: urgencyWeightOf(file.fraudCase.urgencyLevel),
    priority: file.priority,
    currentPhase: file.phases.find((p) => p.key === file.currentPhaseKey)?.name ?? null,
    progress: file.progress,
    lastActivityAt: file.lastActivityAt,
    documentsAwaitingReview: file.documentsAwaitingReview,
    unreadClientActivity: file.unreadClientActivity,
    commentCount: file.commentCount,
    recoveryStatus: recoveryStatusOf(recovery.cancelled, file.phases),
    recoveryRate: recoveryRate(recovery.recoveredAmount, recovery.originalAmount),
    originalAmount: recovery.originalAmount,
    recoveredAmount: recovery.recoveredAmount,
    pendingAmount: recovery.pendingAmount,
    currency: recovery.currency,
    estimatedCompletion: file.estimatedCompletion,
    revision: file.revision,
  };
}
