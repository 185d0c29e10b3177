import { z } from 'zod';
import { allCurrencies, casePriorities, phaseStatuses } from '../enums.js';
import { phaseResponsibleKinds, recoveryPhaseKeys, requiredDocumentKeys } from '../labels/case.js';
import { upcastRecoveryProcessOpenedV1 } from './upcasters/recovery-process-opened-v1.js';

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
