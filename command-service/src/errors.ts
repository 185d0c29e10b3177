import { apiErrors } from '@portal/contracts';
import { HttpError } from '@portal/platform';

/** A command refused by the domain: the HTTP status it maps to and the Spanish message. */
export class DomainError extends HttpError {}

export const refused = {
  notFound: () => new DomainError(404, 'not_found', apiErrors.notFound),
  conflict: () => new DomainError(409, 'conflict', apiErrors.conflict),
  usernameTaken: () =>
    new DomainError(409, 'username_taken', apiErrors.usernameTaken, { username: apiErrors.usernameTaken }),
  emailTaken: () =>
    new DomainError(409, 'email_taken', apiErrors.emailTaken, { email: apiErrors.emailTaken }),
  idempotencyKeyReused: () => new DomainError(422, 'idempotency_key_reused', apiErrors.idempotencyKeyReused),
  currentPasswordWrong: () =>
    new DomainError(400, 'current_password_wrong', apiErrors.currentPasswordWrong, {
      currentPassword: apiErrors.currentPasswordWrong,
    }),
  samePassword: () =>
    new DomainError(400, 'same_password', apiErrors.samePassword, { newPassword: apiErrors.samePassword }),
};
