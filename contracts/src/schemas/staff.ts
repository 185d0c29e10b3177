import { z } from 'zod';
import {
  adminCurrencies,
  agentAvailabilities,
  allCurrencies,
  clientStatuses,
  commentTypes,
  countries,
  DEFAULT_MAX_CLIENTS,
  recoveryPriorities,
  recoveryStatuses,
  securityCategories,
  securityPriorities,
  urgencyLevels,
} from '../enums.js';
import { validation as v } from '../messages.js';
import { roleSchema } from './enums.js';
import {
  amount,
  choice,
  email,
  isoDate,
  newPassword,
  nonNegativeAmount,
  phone,
  text,
  username,
  wholeNumber,
} from './fields.js';

/** Request bodies of the staff and administration area (staff-admin.md §5, §7). */

export const userUpdateSchema = z
  .object({
    isActive: z.boolean(),
    fullName: text(2, v.fullName, 160),
    email,
    username,
    /** Issue 10: a superadministrator moves a staff member between the administering roles. */
    role: roleSchema,
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, v.invalidOption);

/** POST /api/admin/users (issue 10): a staff account that is not an agent (agents come with their record). */
export const staffUserCreationSchema = z.object({
  username,
  email,
  fullName: text(2, v.fullName, 160),
  password: newPassword(),
  role: choice(['admin', 'superadmin', 'compliance'], v.invalidOption),
});

/** The simple user edit form: password optional. */
export const userEditFormSchema = z.object({
  username,
  email,
  fullName: text(2, v.fullName, 160),
  password: z.union([z.literal(''), newPassword(v.adminNewPassword)]).optional(),
});

export const adminPasswordSchema = z.object({
  newPassword: newPassword(v.adminNewPassword),
});
export const adminPasswordFormSchema = adminPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((f) => f.newPassword === f.confirmPassword, {
    path: ['confirmPassword'],
    message: v.passwordsMismatch,
  });

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

export const fraudCaseUpdateSchema = z
  .object({
    lossAmount: amount(v.lossAmount),
    currency: choice(adminCurrencies, v.currency),
    adminComments: z.string().trim().max(5000, v.tooLong),
    isProcessed: z.boolean(),
    urgencyLevel: choice(urgencyLevels, v.urgencyLevel),
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, v.invalidOption);

export const fraudCommentSchema = z.object({
  content: text(1, v.commentContent, 5000),
  /** Ignored, whatever it holds: the author is the session's user. */
  authorId: z.unknown().optional(),
  /** Optional: the author's role decides it (admin, agent); one that does not match the role is refused. */
  commentType: choice(commentTypes, v.invalidOption).optional(),
  isVisibleToClient: z.boolean().default(true),
});

export const securityCommentSchema = z.object({
  title: text(5, v.securityTitle, 200),
  content: text(10, v.securityContent, 5000),
  category: choice(securityCategories, v.invalidOption),
  priority: choice(securityPriorities, v.invalidOption),
  isActive: z.boolean().default(true),
  isPublic: z.boolean().default(true),
  /** Ignored, whatever it holds: the author is the session's user. */
  authorId: z.unknown().optional(),
});
export const securityCommentUpdateSchema = securityCommentSchema.omit({ authorId: true });

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

/** PUT /api/admin/agents/:id (If-Match, issue 10): how the agent works; the whole profile, as the form shows it. */
export const agentUpdateSchema = z.object({
  availability: choice(agentAvailabilities, v.invalidOption),
  maxClients: wholeNumber(1, 500, v.maxClients),
  phoneNumber: phone(v.phoneNumber),
  extension: z.string().trim().max(10, v.tooLong).optional(),
  specialization: text(5, v.specialization, 120),
});

export const recoveryUpdateSchema = z.object({
  originalAmount: nonNegativeAmount(v.originalAmount),
  recoveredAmount: nonNegativeAmount(v.recoveredAmount),
  pendingAmount: nonNegativeAmount(v.pendingAmount),
  status: choice(recoveryStatuses, v.invalidOption),
  priority: choice(recoveryPriorities, v.invalidOption),
  estimatedCompletion: z.union([z.literal(''), isoDate(v.invalidOption)]).optional(),
});

export const assignmentSchema = z.object({
  agentId: z.string({ error: v.agentId }).min(1, v.agentId),
});

/** Read models of the staff area. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  activeClients: z.number(),
  totalAgents: z.number(),
  /** Recovered in pesos (MXN) only: amounts in different currencies are never added (see `byCurrency`). */
  totalRecovered: z.number(),
  // Issue 10: what the charts of the full panel draw, projected from events.
  /** Per currency of the cases: the loss the processes opened with, recovered and pending (decimal strings). */
  byCurrency: z.array(
    z.object({ currency: z.string(), original: z.string(), recovered: z.string(), pending: z.string() }),
  ),
  /** Cases reported per week (Monday in Mexico City), oldest first. */
  newCasesByWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  casesByFraudType: z.array(z.object({ fraudType: z.string(), count: z.number().int() })),
  /** Each case in its current phase (the one in progress, else the next pending), or 'completed'. */
  casesByPhase: z.array(z.object({ phaseKey: z.string(), count: z.number().int() })),
  /** Documents clients sent per day (Mexico City), the last 60 days with any, oldest first. */
  documentsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Documents sent and not verified nor rejected yet. */
  documentsAwaitingReview: z.number().int(),
  /** From the agents read model: clients against capacity. */
  clientsPerAgent: z.array(
    z.object({
      agentId: z.string(),
      name: z.string(),
      clients: z.number().int(),
      maxClients: z.number().int(),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A row of GET /api/fraud-cases (staff-admin.md §3 'Fraud case'), with the review's revision (-1: none yet). */
export const adminFraudCaseSchema = z.object({
  id: z.string(),
  client: z.object({ user: z.object({ fullName: z.string(), email: z.string() }) }),
  fraudType: z.string(),
  lossAmount: z.string(),
  currency: z.string(),
  platform: z.string(),
  description: z.string(),
  evidence: z.string(),
  adminComments: z.string(),
  isProcessed: z.boolean(),
  urgencyLevel: z.string(),
  fraudDate: z.string(),
  preferredContact: z.string(),
  createdAt: z.string(),
  revision: z.number().int(),
});
export type AdminFraudCase = z.infer<typeof adminFraudCaseSchema>;

/**
 * A row of GET /api/recovery-processes (staff-admin.md §3 'Recovery process'): the case's recovery, its status
 * from its phases, and the revision of the process stream (the plan's If-Match).
 */
export const recoveryProcessRowSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  client: z.object({ user: z.object({ fullName: z.string(), email: z.string() }) }),
  assignedAgent: z.string().nullable(),
  /** pending (no phase started), in_progress, completed (every phase). */
  status: z.string(),
  priority: z.string(),
  originalAmount: z.string(),
  recoveredAmount: z.string(),
  pendingAmount: z.string(),
  currency: z.string(),
  /** Recovered over original × 100, one decimal (0 when nothing was lost on record). */
  recoveryRate: z.number(),
  estimatedCompletion: z.string().nullable(),
  revision: z.number().int(),
});
export type RecoveryProcessRow = z.infer<typeof recoveryProcessRowSchema>;

/** A row of GET /api/admin/clients (staff-admin.md §3 'Client record'), with the revision an edit's If-Match sends. */
export const adminClientSchema = z.object({
  id: z.string(),
  accountNumber: z.string(),
  contactPhone: z.string().nullable(),
  registrationDate: z.string(),
  status: z.enum(clientStatuses),
  address: z.string().nullable(),
  country: z.string(),
  city: z.string(),
  lossDescription: z.string(),
  lossAmount: z.string(),
  currency: z.string(),
  fraudType: z.string(),
  isVerified: z.boolean(),
  user: z.object({ fullName: z.string(), email: z.string() }),
  assignedAgentId: z.string().nullable(),
  agent: z.object({ user: z.object({ fullName: z.string() }) }).nullable(),
  caseId: z.string(),
  revision: z.number().int(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  /** The user stream's revision: what an edit's If-Match sends (issue 10). */
  revision: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const agentSchema = z.object({
  id: z.string(),
  user: z.object({ fullName: z.string(), email: z.string() }),
  licenseNumber: z.string(),
  specialization: z.string(),
  phoneNumber: z.string(),
  extension: z.string().nullable(),
  maxClients: z.number(),
  availability: z.enum(agentAvailabilities),
  /** How many clients the agent has now (issue 10). */
  clientCount: z.number().int(),
  /** The agent stream's revision: what an edit's If-Match sends (issue 10). */
  revision: z.number().int(),
});
export type Agent = z.infer<typeof agentSchema>;

/** The states of an agent application (issue 10). */
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

/** The rows of a staff list's page when the caller does not say (`limit`), and the most one page holds. */
export const LIST_PAGE = 100;
export const LIST_PAGE_MAX = 500;

/**
 * The paging of the admin lists (issue 10): `q` searches, `sort` names a column of the list (a leading '-' sorts
 * descending), `limit` (LIST_PAGE unless said, at most LIST_PAGE_MAX) and `offset` page: no list answers every
 * row at once. The answer stays the array, and the count of everything that matches travels in X-Total-Count.
 */
export const listQuerySchema = z.object({
  q: z.string().trim().max(100, v.tooLong).optional(),
  sort: z
    .string()
    .regex(/^-?[A-Za-z]{1,40}$/, v.listSort)
    .optional(),
  limit: wholeNumber(1, LIST_PAGE_MAX, v.listPage).optional(),
  offset: wholeNumber(0, 999_999_999, v.listPage).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** GET /api/admin/demo-accounts: the demo credentials, in demo mode only (an empty list otherwise). */
export const demoAccountSchema = z.object({
  role: roleSchema,
  username: z.string(),
  password: z.string(),
  fullName: z.string(),
});
