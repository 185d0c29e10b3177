import { z } from 'zod';
import { validation as v } from '../../messages.js';
import { roleSchema } from '../enums.js';
import { choice, email, newPassword, text, username } from '../fields.js';

/** The firm's user accounts as administration manages them, and the demo accounts. */

export const userUpdateSchema = z
  .object({
    isActive: z.boolean(),
    fullName: text(2, v.fullName, 160),
    email,
    username,
    /** A superadministrator moves a staff member between the administering roles. */
    role: roleSchema,
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, v.invalidOption);

/** POST /api/admin/users: a staff account that is not an agent (agents come with their record). */
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

export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  /** The user stream's revision: what an edit's If-Match sends. */
  revision: z.number().int(),
});

export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/demo-accounts: the demo credentials, in demo mode only (an empty list otherwise). */
export const demoAccountSchema = z.object({
  role: roleSchema,
  username: z.string(),
  password: z.string(),
  fullName: z.string(),
});
