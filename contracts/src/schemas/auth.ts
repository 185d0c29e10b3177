import { z } from 'zod';
import { loginLimits } from '../config.js';
import { validation as v } from '../messages.js';
import { roleSchema } from './enums.js';
import { newPassword } from './fields.js';

export const loginSchema = z.object({
  username: z
    .string({ error: v.loginUsername })
    .trim()
    .min(1, v.loginUsername)
    .max(loginLimits.username, v.tooLong),
  password: z.string({ error: v.loginPassword }).min(1, v.loginPassword).max(loginLimits.password, v.tooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The signed-in user as the browser stores it under the key `user`. */
export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResultSchema = z.object({ user: sessionUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /api/users/change-password. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: v.currentPassword }).min(1, v.currentPassword).max(128, v.tooLong),
  newPassword: newPassword(v.newPassword),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The form adds the confirmation; a mismatch is shown on the confirmation field. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, v.confirmPassword) })
  .refine((f) => f.newPassword === f.confirmPassword, {
    path: ['confirmPassword'],
    message: v.passwordsMismatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const okSchema = z.object({ ok: z.literal(true), message: z.string() });
