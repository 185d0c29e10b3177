import { z } from 'zod';
import { clientStatuses, preferredContacts } from '../enums.js';
import { servicePlanKeys } from '../texts/plans.js';
import { upcastClientServicePlanChosenV1 } from './upcasters/client-service-plan-chosen-v1.js';

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
   * The client chose (or changed) the firm's service plan for their case and, from v2,
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
  /** An administrator set the client's status; `previousStatus` lets counters follow without state. */
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
