import { waitTexts } from '@portal/contracts';
import { HttpError } from '../http/errors.js';

/** 429 with the wait in the Retry-After header and in the Spanish message. */
export const tooManyAttempts = (retryAfterS: number) =>
  new HttpError(429, 'too_many_attempts', waitTexts.tooManyAttempts(retryAfterS), {
    'Retry-After': String(retryAfterS),
  });

export const tooManyRegistrations = (retryAfterS: number) =>
  new HttpError(429, 'too_many_registrations', waitTexts.tooManyRegistrations(retryAfterS), {
    'Retry-After': String(retryAfterS),
  });
