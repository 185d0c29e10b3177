import { z } from 'zod';
import { validation as v } from '../messages.js';
import { normalizeUsername } from '../usernames.js';
// Every schema built from these fields answers in Spanish, even where it gives no message of its own.
import './spanish-errors.js';

/** Building blocks shared by the forms and the API payloads. Every field trims and carries its Spanish message. */

/**
 * Trimmed text of `min` to `max` characters. A required one (min ≥ 1) must hold something visible: only spaces,
 * zero-width or control characters (`\u200b`, `\0`) count as empty.
 */
export const text = (min: number, message: string, max = 200) => {
  const base = z.string({ error: message }).trim().min(min, message).max(max, v.tooLong);
  return min > 0 ? base.refine((s) => !/^[\s\p{Cf}\p{Cc}]*$/u.test(s), message) : base;
};

export const optionalText = (max = 5000) => z.string().trim().max(max, v.tooLong).optional().default('');

export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** Normalized first (NFKC, lower case, trimmed: see normalizeUsername), then checked: what is stored is what was checked. */
export const username = z
  .string({ error: v.username })
  .overwrite(normalizeUsername)
  .min(3, v.username)
  .max(50, v.tooLong)
  .regex(/^[\p{L}\p{N}._@-]+$/u, v.usernameCharacters);

/**
 * A password a person chooses (registration, a staff member creating an account, a change): at least six
 * characters, not only spaces or invisible characters, and well-formed text. A lone UTF-16 surrogate (what
 * String.prototype.isWellFormed refuses; in a `u` regex `\p{Cs}` matches only unpaired ones) would be stored as
 * U+FFFD, so `Clave\ud800\ud800\ud800` and `Clave\udfff\udc00\ufffd` would be the same password.
 */
export const newPassword = (message: string = v.password) =>
  z
    .string({ error: message })
    .min(6, message)
    .max(128, v.tooLong)
    .refine((s) => !/^[\s\p{Cf}]*$/u.test(s), v.passwordBlank)
    .refine((s) => !/\p{Cs}/u.test(s), v.passwordMalformed);

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

const MAX_AMOUNT = 1e12;

/**
 * A plain decimal as a person writes it: digits, and optionally a point or a comma with one or two decimals.
 * No spaces, signs, exponents nor thousands separators (`",,,5"`, `" 5 "`, `"1e3"`, `"25,000.50"` are refused),
 * at most 10^12. The comma becomes a point: `"5,50"` is stored as `"5.50"`.
 */
const plainDecimal = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(24, v.lossAmountFormat)
    .regex(/^\d+(?:[.,]\d{1,2})?$/, v.lossAmountFormat)
    .transform((s) => s.replace(',', '.'))
    .refine((s) => Number(s) <= MAX_AMOUNT, v.amountTooLarge);

/** An amount greater than zero (see plainDecimal). */
export const amount = (requiredMessage: string) =>
  plainDecimal(requiredMessage).refine((s) => Number(s) > 0, v.amountPositive);

/** Like `amount` but zero is allowed (recovered and pending amounts start at zero). */
export const nonNegativeAmount = (requiredMessage: string) => plainDecimal(requiredMessage);

/**
 * A whole number from `min` to `max`: a JSON integer, or the digits a form's text field sends ('25'), nothing
 * else (`true`, '0x10', '1e2', ' ', '2.5' were coerced to numbers before). `message` for every refusal.
 */
export const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** A calendar date as YYYY-MM-DD that exists (`message` when missing, `invalidMessage` when it is not one). */
export const isoDate = (message: string, invalidMessage: string = message) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((s) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
      const date = new Date(`${s}T00:00:00Z`);
      // 2026-02-30 parses as 2026-03-02: a date that exists prints back as itself.
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
    }, invalidMessage);

/** A date of something that happened: an existing calendar date, not before 1900-01-01. */
export const pastDate = (message: string, tooOldMessage: string, invalidMessage: string = message) =>
  isoDate(message, invalidMessage).refine(
    (s) => !/^\d{4}-\d{2}-\d{2}$/.test(s) || s >= '1900-01-01',
    tooOldMessage,
  );
