import { z } from 'zod';
import { servicePlanKeys } from '../texts/plans.js';
import {
  casePrioritySchema,
  currencySchema,
  documentStatusSchema,
  fraudTypeSchema,
  phaseKeySchema,
  phaseStatusSchema,
  timelineTypeSchema,
  urgencySchema,
} from './enums.js';

/**
 * What the client's Progreso tab and the staff's case page both show of a phase besides its name, state and
 * responsible (the projections build both from one phase view).
 */
export const phaseDetailFields = {
  description: z.string(),
  /** Set by staff while the phase is in progress (null otherwise or before they set it). */
  progress: z.number().nullable(),
  nextSteps: z.array(z.string()),
  estimatedDuration: z.string(),
  /** The phase's estimate in business days (what 'días hábiles restantes' counts down from its start). */
  estimatedDays: z.number(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
};

/** GET /api/clients/my-dashboard, exactly as client-portal.md §3 describes it. */
export const dashboardPhaseSchema = z.object({
  name: z.string(),
  status: phaseStatusSchema,
  responsible: z.string(),
  date: z.string().nullable(),
  // Beyond §3: what the Progreso tab shows of each phase.
  key: phaseKeySchema,
  ...phaseDetailFields,
});
export const requiredDocumentSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  description: z.string(),
  required: z.boolean(),
  /** Beyond §3: a document the client sent answers it and was not rejected. */
  answered: z.boolean(),
});
export const submittedDocumentSchema = z.object({
  name: z.string(),
  uploadedAt: z.string(),
  status: documentStatusSchema,
  url: z.string(),
  // Beyond §3.
  documentId: z.string(),
  size: z.number().int(),
  rejectionReason: z.string().nullable(),
  requiredDocumentId: z.string().nullable(),
});
export const timelineEntrySchema = z.object({
  /** completed | current | milestone (client-portal.md §4). */
  type: timelineTypeSchema,
  event: z.string(),
  date: z.string(),
  description: z.string(),
  responsible: z.string(),
});

export const clientDashboardSchema = z.object({
  user: z.object({ fullName: z.string(), email: z.string() }),
  client: z.object({
    accountNumber: z.string(),
    contactPhone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  fraudCase: z.object({
    id: z.string(),
    fraudType: fraudTypeSchema,
    platform: z.string(),
    fraudDate: z.string(),
    urgencyLevel: urgencySchema,
    description: z.string(),
    lossAmount: z.string(),
    currency: currencySchema,
  }),
  recoveryProcess: z.object({
    caseNumber: z.string(),
    assignedAgent: z.string().nullable(),
    agentPhone: z.string().nullable(),
    agentEmail: z.string().nullable(),
    priority: casePrioritySchema,
    estimatedCompletion: z.string().nullable(),
    phases: z.array(dashboardPhaseSchema),
    documents: z.object({
      required: z.array(requiredDocumentSchema),
      submitted: z.array(submittedDocumentSchema),
    }),
    timeline: z.array(timelineEntrySchema),
    /** Beyond §3: the service plan the client chose on /recovery-options, if any. */
    servicePlan: z.enum(servicePlanKeys).nullable().default(null),
  }),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;
export type DashboardPhase = z.infer<typeof dashboardPhaseSchema>;
