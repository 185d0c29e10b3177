import { z } from 'zod';
import { experienceRanges, specializations } from '../enums.js';

/**
 * A lawyer's application to work as an agent (stream `agentApplication-<applicationId>`). No account
 * exists while it is pending: its username and e-mail are reserved for `userId` (the account approval creates),
 * and its password is kept only as a scrypt hash, which the approved account receives.
 */
export const agentApplicationEvents = {
  AgentApplicationSubmitted: {
    version: 1,
    schema: z.object({
      applicationId: z.string(),
      userId: z.string(),
      username: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      licenseNumber: z.string(),
      specialization: z.enum(specializations),
      experience: z.enum(experienceRanges),
      certifications: z.string(),
      languages: z.string(),
      officeLocation: z.string(),
      passwordHash: z.string(),
      submittedAt: z.string(),
    }),
  },
  /** An administrator approved it: the agent user `userId` and the agent record `agentId` were created. */
  AgentApplicationApproved: {
    version: 1,
    schema: z.object({
      applicationId: z.string(),
      userId: z.string(),
      agentId: z.string(),
      decidedBy: z.string(),
      decidedAt: z.string(),
    }),
  },
  /** An administrator rejected it, saying why (the applicant reads it); the username and e-mail are free again. */
  AgentApplicationRejected: {
    version: 1,
    schema: z.object({
      applicationId: z.string(),
      userId: z.string(),
      reason: z.string(),
      decidedBy: z.string(),
      decidedAt: z.string(),
    }),
  },
} as const;
