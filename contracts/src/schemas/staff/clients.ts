import { z } from 'zod';
import { allCurrencies, clientStatuses, countries } from '../../enums.js';
import { validation as v } from '../../messages.js';
import { currencySchema, fraudTypeSchema } from '../enums.js';
import { amount, choice, phone, text } from '../fields.js';

/** The client records as administration edits them and assigns them to agents. */

export const clientUpdateSchema = z
  .object({
    status: choice(clientStatuses, v.invalidOption),
    contactPhone: phone(),
    address: text(2, v.invalidOption, 300),
    country: choice(countries, v.country),
    city: text(2, v.city, 100),
    lossDescription: text(0, v.invalidOption, 5000),
    lossAmount: amount(v.lossAmount),
    currency: choice(allCurrencies, v.currency),
    isVerified: z.boolean(),
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, v.invalidOption);

export const assignmentSchema = z.object({
  agentId: z.string({ error: v.agentId }).min(1, v.agentId),
});

/** A row of GET /api/admin/clients (staff-admin.md §3 'Client record'), with the revision an edit's If-Match sends. */
export const adminClientSchema = z.object({
  id: z.string(),
  accountNumber: z.string(),
  contactPhone: z.string().nullable(),
  registrationDate: z.string(),
  status: z.enum(clientStatuses),
  address: z.string().nullable(),
  /** A key of the registration's list, or the free text the contact edits stored before they offered the list. */
  country: z.string(),
  city: z.string(),
  lossDescription: z.string(),
  lossAmount: z.string(),
  currency: currencySchema,
  fraudType: fraudTypeSchema,
  isVerified: z.boolean(),
  user: z.object({ fullName: z.string(), email: z.string() }),
  assignedAgentId: z.string().nullable(),
  agent: z.object({ user: z.object({ fullName: z.string() }) }).nullable(),
  caseId: z.string(),
  revision: z.number().int(),
});

export type AdminClient = z.infer<typeof adminClientSchema>;
