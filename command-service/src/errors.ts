import { apiErrors, DomainError } from '@portal/contracts';

/** The refusals every aggregate shares, by kind and code (the gateway maps kinds to statuses). */
export const refused = {
  notFound: () => new DomainError('not_found', apiErrors.notFound),
  conflict: () => new DomainError('conflict', apiErrors.conflict),
  usernameTaken: () =>
    new DomainError('username_taken', apiErrors.usernameTaken, { username: apiErrors.usernameTaken }),
  emailTaken: () => new DomainError('email_taken', apiErrors.emailTaken, { email: apiErrors.emailTaken }),
  /** Taken by a registration that has not finished yet: same code, words that do not send its owner elsewhere. */
  usernamePending: () =>
    new DomainError('username_taken', apiErrors.usernamePending, { username: apiErrors.usernamePending }),
  emailPending: () =>
    new DomainError('email_taken', apiErrors.emailPending, { email: apiErrors.emailPending }),
  accountNumberTaken: () => new DomainError('account_number_taken', apiErrors.conflict),
  idempotencyKeyReused: () => new DomainError('idempotency_key_reused', apiErrors.idempotencyKeyReused),
  currentPasswordWrong: () =>
    new DomainError('current_password_wrong', apiErrors.currentPasswordWrong, {
      currentPassword: apiErrors.currentPasswordWrong,
    }),
  samePassword: () =>
    new DomainError('same_password', apiErrors.samePassword, { newPassword: apiErrors.samePassword }),
  invalid: (fieldErrors: Record<string, string>) =>
    new DomainError('validation', apiErrors.validation, fieldErrors),
  agentUnavailable: () =>
    new DomainError('agent_unavailable', apiErrors.agentUnavailable, { agentId: apiErrors.agentUnavailable }),
  agentFull: () => new DomainError('agent_full', apiErrors.agentFull, { agentId: apiErrors.agentFull }),
};
