import { z } from 'zod';
import { validation as v } from '../messages.js';

/** Building blocks shared by the forms and the API payloads. Every field trims and carries its Spanish message. */

export const text = (min: number, message: string, max = 200) =>
  z.string({ error: message }).trim().min(min, message).max(max, v.tooLong);

export const optionalText = (max = 5000) => z.string().trim().max(max, v.tooLong).optional().default('');

export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const username = z
  .string({ error: v.username })
  .trim()
  .min(3, v.username)
  .max(50, v.tooLong)
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'Usuario solo puede contener letras, números, punto, guion, guion bajo y @');

export const password = z.string({ error: v.password }).min(6, v.password).max(128, v.tooLong);

export const email = z
  .string({ error: v.email })
  .trim()
  .max(254, v.tooLong)
  .pipe(z.email({ error: v.email }));

/** At least ten digits; spaces, dashes, parentheses and a leading + are allowed. */
export const phone = (message: string = v.phone) =>
  z
    .string({ error: message })
    .trim()
    .max(25, v.tooLong)
    .refine((s) => /^\+?[\d\s().-]*$/.test(s) && s.replace(/\D/g, '').length >= 10, message);

/** A positive amount written with a decimal point; thousands commas are accepted and removed. */
export const amount = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((s) => s.replace(/,/g, ''))
    .refine((s) => /^\d{1,15}(\.\d{1,8})?$/.test(s) && Number(s) > 0, v.lossAmountFormat);

/** Like `amount` but zero is allowed (recovered and pending amounts start at zero). */
export const nonNegativeAmount = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((s) => s.replace(/,/g, ''))
    .refine((s) => /^\d{1,15}(\.\d{1,8})?$/.test(s), v.lossAmountFormat);

/** A calendar date as YYYY-MM-DD that exists. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((s) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
      const date = new Date(`${s}T00:00:00Z`);
      // 2026-02-30 parses as 2026-03-02: a date that exists prints back as itself.
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
    }, message);
