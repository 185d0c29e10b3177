import { z } from 'zod';
import { countries } from '../enums.js';
import { validation as v } from '../messages.js';
import { servicePlanKeys } from '../texts/plans.js';
import { contentValidation } from '../texts/public-site.js';
import {
  casePrioritySchema,
  currencySchema,
  phaseKeySchema,
  phaseStatusSchema,
  recoveryStatusSchema,
  roleSchema,
  timelineTypeSchema,
} from './enums.js';
import { choice, phone, text } from './fields.js';

/** A phase of the home (client-portal.md §3 "Phase (customer home)"). */
export const homePhaseSchema = z.object({
  name: z.string(),
  description: z.string(),
  status: phaseStatusSchema,
  /** Only while in progress. */
  progress: z.number().nullable(),
  agent: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  estimatedDuration: z.string(),
  estimatedDays: z.number(),
  documents: z.array(z.string()),
  nextSteps: z.array(z.string()),
});

/**
 * GET /api/recovery/:userId, the home shape of client-portal.md §3. Amounts are decimal strings in MXN: a case in
 * pesos as it is; another currency converted at the operator's configured rate (`conversion` says which), and
 * without a rate left in its own currency (`currency` says which). Never a guessed rate.
 */
export const recoveryHomeSchema = z.object({
  userId: z.string(),
  caseId: z.string(),
  caseNumber: z.string(),
  /** in_progress | pending | completed | cancelled. */
  status: recoveryStatusSchema,
  priority: casePrioritySchema,
  currentPhase: phaseKeySchema.nullable(),
  /** By phase key (a record keyed by the enum would ask for every key). */
  phases: z.record(z.string(), homePhaseSchema),
  phaseOrder: z.array(phaseKeySchema),
  estimatedCompletion: z.string().nullable(),
  createdAt: z.string(),
  assignedAgent: z.string().nullable(),
  agentContact: z.object({ email: z.string(), phone: z.string() }).nullable(),
  originalAmount: z.string(),
  recoveredAmount: z.string(),
  pendingAmount: z.string(),
  currency: currencySchema,
  conversion: z.object({ from: currencySchema, rate: z.string(), asOf: z.string() }).nullable(),
  recoveryRate: z.string(),
  servicePlan: z.enum(servicePlanKeys).nullable(),
  documents: z.object({
    /** A document in review is 'pending' in the home's words. */
    submitted: z.array(
      z.object({
        name: z.string(),
        status: z.enum(['verified', 'rejected', 'pending']),
        uploadedAt: z.string(),
      }),
    ),
    pending: z.array(z.object({ name: z.string(), requiredBy: z.string().nullable() })),
  }),
  timeline: z.array(
    z.object({ event: z.string(), description: z.string(), date: z.string(), type: timelineTypeSchema }),
  ),
});
export type RecoveryHome = z.infer<typeof recoveryHomeSchema>;

/**
 * PUT /api/clients/my-plan: the plan, its terms as the client read them (the fee, the time frame and
 * the documents of GET /api/plans) and the client's explicit acceptance. Terms that no longer match the firm's
 * configured ones are refused (409): the client accepts what the firm offers now, never an older version.
 */
export const myPlanSchema = z.object({
  plan: choice(servicePlanKeys, contentValidation.plan),
  accepted: z.literal(true, { error: contentValidation.termsNotAccepted }),
  terms: z.object(
    {
      feePercent: z.number({ error: contentValidation.terms }),
      timeframe: z.string({ error: contentValidation.terms }).max(200, contentValidation.terms),
      documents: z
        .array(z.string({ error: contentValidation.terms }).max(500, contentValidation.terms), {
          error: contentValidation.terms,
        })
        .max(50, contentValidation.terms),
    },
    { error: contentValidation.terms },
  ),
});
export type MyPlanChoice = z.infer<typeof myPlanSchema>;

/** GET /api/profile: the signed-in person's account, and a client's contact with the revision an edit sends. */
export const profileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  role: roleSchema,
  contact: z
    .object({
      contactPhone: z.string().nullable(),
      address: z.string().nullable(),
      city: z.string(),
      /** A key of the list, or a free text stored before the contact edits offered the list. */
      country: z.string(),
      revision: z.number().int(),
    })
    .nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/profile/contact (If-Match: the client record's revision). */
export const profileContactSchema = z.object({
  contactPhone: phone(),
  address: text(0, v.invalidOption, 300),
  city: text(2, v.city, 100),
  /** A key of the registration's list (a stored free text from before is shown as it is, never looked up). */
  country: choice(countries, v.country),
});
