import { z } from 'zod';
import {
  agentAvailabilities,
  allCurrencies,
  casePriorities,
  clientStatuses,
  commentTypes,
  fraudTypes,
  phaseStatuses,
  preferredContacts,
  urgencyLevels,
} from '../enums.js';
import { phaseResponsibleKinds, recoveryPhaseKeys, requiredDocumentKeys } from '../labels/case.js';
import { servicePlanKeys } from '../texts/plans.js';
import { legalHoldEvents } from './privacy-requests.js';
import { upcastClientServicePlanChosenV1 } from './upcasters/client-service-plan-chosen-v1.js';
import { upcastRecoveryProcessOpenedV1 } from './upcasters/recovery-process-opened-v1.js';

/** The client record. */
export const clientEvents = {
  ClientRegistered: {
    version: 1,
    schema: z.object({
      clientId: z.string(),
      userId: z.string(),
      caseId: z.string(),
      processId: z.string(),
      accountNumber: z.string(),
      contactPhone: z.string(),
      country: z.string(),
      city: z.string(),
      address: z.string().nullable(),
      preferredContact: z.enum(preferredContacts),
      registeredAt: z.string(),
    }),
  },
  ClientAssignedToAgent: {
    version: 1,
    schema: z.object({
      clientId: z.string(),
      userId: z.string(),
      agentId: z.string(),
      agentUserId: z.string(),
      agentName: z.string(),
      agentPhone: z.string(),
      agentEmail: z.string(),
    }),
  },
  /**
   * The client chose (or changed) the firm's service plan for their case (issue 11) and, from v2 (issue 20),
   * accepted its terms: the fee, the time frame and the documents as the firm had configured them at that moment
   * (FIRM_CONFIG: the operator's data, kept as accepted, since the configuration may change later), and when.
   * A v1 choice asked for no acceptance: its terms are null, never filled in after the fact.
   */
  ClientServicePlanChosen: {
    version: 2,
    upcasters: { 1: upcastClientServicePlanChosenV1 },
    schema: z.object({
      clientId: z.string(),
      userId: z.string(),
      plan: z.enum(servicePlanKeys),
      terms: z
        .object({ feePercent: z.number(), timeframe: z.string(), documents: z.array(z.string()) })
        .nullable(),
      acceptedAt: z.string().nullable(),
    }),
  },
  /** An administrator set the client's status (issue 10); `previousStatus` lets counters follow without state. */
  ClientStatusChanged: {
    version: 1,
    schema: z.object({
      clientId: z.string(),
      userId: z.string(),
      status: z.enum(clientStatuses),
      previousStatus: z.enum(clientStatuses),
    }),
  },
  /**
   * How to reach the client changed (the whole contact after the change): the client's own edit (PUT
   * /api/profile/contact) or an administrator's correction.
   */
  ClientContactRevised: {
    version: 1,
    schema: z.object({
      clientId: z.string(),
      userId: z.string(),
      contactPhone: z.string(),
      address: z.string().nullable(),
      city: z.string(),
      country: z.string(),
    }),
  },
  /** An administrator checked (or unchecked) the client's identity. */
  ClientVerificationSet: {
    version: 1,
    schema: z.object({ clientId: z.string(), userId: z.string(), isVerified: z.boolean() }),
  },
} as const;

/** The fraud case a victim reports. */
export const fraudCaseEvents = {
  FraudCaseReported: {
    version: 1,
    schema: z.object({
      caseId: z.string(),
      clientId: z.string(),
      userId: z.string(),
      fraudType: z.enum(fraudTypes),
      lossAmount: z.string(),
      currency: z.enum(allCurrencies),
      fraudDate: z.string(),
      platform: z.string(),
      description: z.string(),
      evidence: z.string(),
      previousAttempts: z.string(),
      preferredContact: z.enum(preferredContacts),
      urgencyLevel: z.enum(urgencyLevels),
    }),
  },
  /**
   * A follow-up comment of staff on the case. `userId` is the client's (whom a visible comment reaches),
   * `authorId` the session's user who wrote it; `content` is what that person typed.
   */
  CaseCommentAdded: {
    version: 1,
    schema: z.object({
      caseId: z.string(),
      userId: z.string(),
      commentId: z.string(),
      authorId: z.string(),
      commentType: z.enum(commentTypes),
      content: z.string(),
      isVisibleToClient: z.boolean(),
      postedAt: z.string(),
    }),
  },
  /** Issue 21: a legal hold placed on the case and lifted (privacy-requests.ts). */
  ...legalHoldEvents,
} as const;

/**
 * The administration's review of a fraud case (issue 10), on its own stream (`fraudCaseReview-<caseId>`) so that
 * follow-up comments never make a review stale: the whole review after each change.
 */
export const fraudCaseReviewEvents = {
  FraudCaseReviewed: {
    version: 1,
    schema: z.object({
      caseId: z.string(),
      userId: z.string(),
      lossAmount: z.string(),
      currency: z.enum(allCurrencies),
      urgencyLevel: z.enum(urgencyLevels),
      adminComments: z.string(),
      isProcessed: z.boolean(),
    }),
  },
} as const;

/** A phase of a recovery plan as events store it: which step, its status, who answers for it, its dates. */
export const phaseSchema = z.object({
  phaseKey: z.enum(recoveryPhaseKeys),
  status: z.enum(phaseStatuses),
  responsibleKind: z.enum(phaseResponsibleKinds),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type RecoveryPhase = z.infer<typeof phaseSchema>;

/** A document the case asks for, by key, and whether it is mandatory. */
export const requiredDocumentSpecSchema = z.object({
  documentKey: z.enum(requiredDocumentKeys),
  required: z.boolean(),
});
export type RequiredDocumentSpec = z.infer<typeof requiredDocumentSpecSchema>;

/** Which process, of which case, of which client's user: carried by every event of a process after its opening. */
const processKeys = { processId: z.string(), caseId: z.string(), userId: z.string() };

/** The recovery process opened for each case. */
export const recoveryEvents = {
  /** v2 stores keys; v1 stored the plan's Spanish texts (upcast on read). */
  RecoveryProcessOpened: {
    version: 2,
    upcasters: { 1: upcastRecoveryProcessOpenedV1 },
    schema: z.object({
      processId: z.string(),
      caseId: z.string(),
      clientId: z.string(),
      userId: z.string(),
      caseNumber: z.string(),
      priority: z.enum(casePriorities),
      originalAmount: z.string(),
      currency: z.enum(allCurrencies),
      phases: z.array(phaseSchema),
      requiredDocuments: z.array(requiredDocumentSpecSchema),
    }),
  },
  RecoveryAgentAssigned: {
    version: 1,
    schema: z.object({
      processId: z.string(),
      userId: z.string(),
      agentId: z.string(),
      agentName: z.string(),
    }),
  },
  /** A phase began (the first pending one, once those before it are completed). */
  RecoveryPhaseStarted: {
    version: 1,
    schema: z.object({ ...processKeys, phaseKey: z.enum(recoveryPhaseKeys), startedAt: z.string() }),
  },
  /** Staff set how far the phase in progress is (0-100) and what comes next in it (their own words). */
  RecoveryPhaseProgressSet: {
    version: 1,
    schema: z.object({
      ...processKeys,
      phaseKey: z.enum(recoveryPhaseKeys),
      progress: z.number().int().min(0).max(100),
      nextSteps: z.array(z.string()),
    }),
  },
  /** The phase in progress was completed (the next one, if any, starts with its own RecoveryPhaseStarted). */
  RecoveryPhaseCompleted: {
    version: 1,
    schema: z.object({ ...processKeys, phaseKey: z.enum(recoveryPhaseKeys), completedAt: z.string() }),
  },
  /** A milestone staff recorded on the case's timeline (title and description as they typed them). */
  CaseMilestoneRecorded: {
    version: 1,
    schema: z.object({
      ...processKeys,
      milestoneId: z.string(),
      title: z.string(),
      description: z.string(),
      occurredOn: z.string(),
    }),
  },
  /**
   * A document the case now asks for: one of the catalog (`documentKey`, its id is the key) or one staff
   * named (`documentKey` null, `title` and `description` as typed).
   */
  RequiredDocumentAdded: {
    version: 1,
    schema: z.object({
      ...processKeys,
      documentId: z.string(),
      documentKey: z.enum(requiredDocumentKeys).nullable(),
      title: z.string().nullable(),
      description: z.string().nullable(),
      required: z.boolean(),
    }),
  },
  RequiredDocumentRemoved: {
    version: 1,
    schema: z.object({ ...processKeys, documentId: z.string() }),
  },
  /** Staff corrected the figures of the recovery: what was lost, what came back, what is still pending (decimals). */
  RecoveryFiguresRevised: {
    version: 1,
    schema: z.object({
      ...processKeys,
      originalAmount: z.string(),
      recoveredAmount: z.string(),
      pendingAmount: z.string(),
    }),
  },
  /** The firm stopped working the recovery (its phases stay as they were). */
  RecoveryProcessCancelled: { version: 1, schema: z.object({ ...processKeys }) },
  /** A cancelled recovery is worked again. */
  RecoveryProcessReopened: { version: 1, schema: z.object({ ...processKeys }) },
  /** Staff revised the case's priority and its estimated completion date (null: not estimated). */
  RecoveryPlanRevised: {
    version: 1,
    schema: z.object({
      ...processKeys,
      priority: z.enum(casePriorities),
      estimatedCompletion: z.string().nullable(),
    }),
  },
} as const;

/** Agents (lawyers) of the firm. */
export const agentEvents = {
  AgentCreated: {
    version: 1,
    schema: z.object({
      agentId: z.string(),
      userId: z.string(),
      fullName: z.string(),
      email: z.string(),
      licenseNumber: z.string(),
      specialization: z.string(),
      phoneNumber: z.string(),
      extension: z.string().nullable(),
      maxClients: z.number().int().positive(),
      availability: z.enum(agentAvailabilities),
    }),
  },
  AgentClientAdded: { version: 1, schema: z.object({ agentId: z.string(), clientId: z.string() }) },
  /** The client no longer counts against the agent's limit: it was reassigned to another agent. */
  AgentClientReleased: { version: 1, schema: z.object({ agentId: z.string(), clientId: z.string() }) },
  /** An administrator changed how the agent works: availability, capacity, contact, specialization. */
  AgentProfileRevised: {
    version: 1,
    schema: z.object({
      agentId: z.string(),
      availability: z.enum(agentAvailabilities),
      maxClients: z.number().int().positive(),
      phoneNumber: z.string(),
      extension: z.string().nullable(),
      specialization: z.string(),
    }),
  },
} as const;
