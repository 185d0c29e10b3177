import { z } from 'zod';
import { agentAvailabilities, DEFAULT_MAX_CLIENTS } from '../../enums.js';
import { validation as v } from '../../messages.js';
import { choice, email, newPassword, phone, text, username, wholeNumber } from '../fields.js';

/** The firm's agents and the applications to become one. */

export const agentCreationSchema = z.object({
  username,
  email,
  fullName: text(2, v.fullName, 160),
  password: newPassword(),
  licenseNumber: text(5, v.licenseNumber, 50),
  specialization: text(5, v.specialization, 120).default('Recuperación de Capital'),
  phoneNumber: phone(v.phoneNumber),
  extension: z.string().trim().max(10, v.tooLong).optional(),
  maxClients: wholeNumber(1, 500, v.maxClients).default(DEFAULT_MAX_CLIENTS),
});

/** PUT /api/admin/agents/:id (If-Match): how the agent works; the whole profile, as the form shows it. */
export const agentUpdateSchema = z.object({
  availability: choice(agentAvailabilities, v.invalidOption),
  maxClients: wholeNumber(1, 500, v.maxClients),
  phoneNumber: phone(v.phoneNumber),
  extension: z.string().trim().max(10, v.tooLong).optional(),
  specialization: text(5, v.specialization, 120),
});

export const agentSchema = z.object({
  id: z.string(),
  user: z.object({ fullName: z.string(), email: z.string() }),
  licenseNumber: z.string(),
  specialization: z.string(),
  phoneNumber: z.string(),
  extension: z.string().nullable(),
  maxClients: z.number(),
  availability: z.enum(agentAvailabilities),
  /** How many clients the agent has now. */
  clientCount: z.number().int(),
  /** The agent stream's revision: what an edit's If-Match sends. */
  revision: z.number().int(),
});

export type Agent = z.infer<typeof agentSchema>;

/** The states of an agent application. */
export const agentApplicationStatuses = ['pending', 'approved', 'rejected'] as const;

export const agentApplicationStatusLabels: Record<(typeof agentApplicationStatuses)[number], string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};

/** A row of GET /api/admin/agent-applications: what the applicant sent (never the password), and the decision. */
export const agentApplicationRowSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  licenseNumber: z.string(),
  specialization: z.string(),
  /** Its Spanish label (the projection stores the label of the applicant's key). */
  experience: z.string(),
  certifications: z.string(),
  languages: z.string(),
  officeLocation: z.string(),
  status: z.enum(agentApplicationStatuses),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected (the applicant receives it by e-mail). */
  reason: z.string().nullable(),
  /** The agent approval created. */
  agentId: z.string().nullable(),
});

export type AgentApplicationRow = z.infer<typeof agentApplicationRowSchema>;

export const agentApplicationRejectionSchema = z.object({
  reason: text(10, v.rejectionReason, 1000),
});
