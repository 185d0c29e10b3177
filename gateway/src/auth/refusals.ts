import { waitTexts } from '@portal/contracts';
import type { RateLimiterRes } from '@portal/platform';
import { HttpError } from '../http/errors.js';

/** 429 with the wait in the Retry-After header (and, by the caller, in the Spanish message). */
export const tooMany = (code: string, message: string, retryAfterS: number) =>
  new HttpError(429, code, message, { 'Retry-After': String(retryAfterS) });

/** The whole seconds (at least one) until a rate limit's window lets the caller in again. */
export const secondsUntilNext = (refusal: RateLimiterRes) =>
  Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

export const tooManyAttempts = (retryAfterS: number) =>
  tooMany('too_many_attempts', waitTexts.tooManyAttempts(retryAfterS), retryAfterS);

export const tooManyRegistrations = (retryAfterS: number) =>
  tooMany('too_many_registrations', waitTexts.tooManyRegistrations(retryAfterS), retryAfterS);
