import { z } from 'zod';
import { RECOVERY_CODE_COUNT } from '../events/second-factor.js';
import { secondFactorErrors as e } from '../messages.js';
import { loginResultSchema, sessionUserSchema } from './auth.js';

/**
 * POST /api/auth/login: the user, or a session that waits for the second factor: its code
 * (`required`) or its enrolment first (`enrol`).
 */
export const loginAnswerSchema = z.union([
  loginResultSchema,
  z.object({ secondFactor: z.enum(['required', 'enrol']) }),
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A code of the authenticator app (6 digits) or one of the recovery codes; spaces and dashes do not count. */
export const secondFactorCodeSchema = z.object({
  code: z.string({ error: e.codeRequired }).trim().min(1, e.codeRequired).max(64, e.codeWrong),
});
export type SecondFactorCodeInput = z.infer<typeof secondFactorCodeSchema>;

/** POST /api/auth/second-factor/enrolment: the new secret, as text, as an otpauth:// URI and as a QR code. */
export const secondFactorEnrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The URI as a QR code (an SVG document). */
  qrSvg: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** POST /api/auth/second-factor/enrolment/confirm: signed in, with the recovery codes shown this once. */
export const secondFactorEnrolledSchema = z.object({
  user: sessionUserSchema,
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type SecondFactorEnrolledResult = z.infer<typeof secondFactorEnrolledSchema>;

/** GET /api/auth/me: whether the person enrolled a factor, and whether their role requires one. */
export const secondFactorStatusSchema = z.object({ enrolled: z.boolean(), required: z.boolean() });
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
