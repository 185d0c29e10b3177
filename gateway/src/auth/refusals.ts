import { dynamicTexts } from '@portal/contracts';
import { HttpError } from '../http/errors.js';

/** 429 with the wait in the Retry-After header and in the Spanish message. */
export const tooManyAttempts = (retryAfterS: number) =>
  new HttpError(429, 'too_many_attempts', dynamicTexts.tooManyAttemptsWait(retryAfterS), {
    'Retry-After': String(retryAfterS),
  });

export const tooManyRegistrations = (retryAfterS: number) =>
  new HttpError(429, 'too_many_registrations', dynamicTexts.tooManyRegistrationsWait(retryAfterS), {
    'Retry-After': String(retryAfterS),
  });
