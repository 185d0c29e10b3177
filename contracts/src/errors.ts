/**
 * Errors by kind (design.md §7). Domain code (deciders, command handlers, queries) throws a DomainError with
 * a kind, a machine code and a Spanish message; only the gateway turns kinds into HTTP statuses. The codes
 * are a closed list, so code that reacts to one refusal (e.g. a taken account number) is checked by tsc.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'illegal_state'
  | 'too_many';

export const errorCodes = {
  validation: 'invalid',
  unauthenticated: 'unauthenticated',
  invalid_credentials: 'unauthenticated',
  forbidden: 'forbidden',
  user_mismatch: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  username_taken: 'conflict',
  email_taken: 'conflict',
  account_number_taken: 'conflict',
  idempotency_key_reused: 'illegal_state',
  current_password_wrong: 'invalid',
  same_password: 'invalid',
  agent_unavailable: 'illegal_state',
  agent_full: 'illegal_state',
  stale_revision: 'conflict',
  case_not_assigned: 'forbidden',
  phase_order: 'illegal_state',
  phase_completed: 'illegal_state',
  phase_not_started: 'illegal_state',
  document_already_required: 'conflict',
  plan_terms_changed: 'conflict',
  upload_refused: 'invalid',
  self_change: 'illegal_state',
  last_superadmin: 'illegal_state',
  role_not_assignable: 'illegal_state',
  not_yet: 'illegal_state',
  max_below_clients: 'illegal_state',
  client_suspended: 'illegal_state',
  recovery_status_from_phases: 'illegal_state',
  application_not_pending: 'illegal_state',
  upload_url_refused: 'forbidden',
  upload_not_received: 'illegal_state',
  required_document_unknown: 'invalid',
  document_rejected: 'illegal_state',
  requirement_already_linked: 'conflict',
  too_many_attempts: 'too_many',
  // The privacy notice's consents.
  privacy_notice_changed: 'conflict',
  purpose_not_consented: 'illegal_state',
  // The second factor.
  second_factor_required: 'unauthenticated',
  second_factor_code_wrong: 'unauthenticated',
  second_factor_not_due: 'illegal_state',
  second_factor_enrolled: 'conflict',
  second_factor_not_started: 'illegal_state',
  second_factor_not_enrolled: 'illegal_state',
  // ARCO requests and the legal hold of a case.
  privacy_request_open: 'conflict',
  privacy_request_answered: 'conflict',
  legal_hold: 'illegal_state',
  not_under_legal_hold: 'conflict',
  busy: 'too_many',
} as const satisfies Record<string, ErrorKind>;
export type ErrorCode = keyof typeof errorCodes;

export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name = 'DomainError';
  readonly kind: ErrorKind;
  constructor(
    readonly code: C,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.kind = errorCodes[code];
  }
}

/** Whether `error` is the domain's refusal `code` (a typo in the code fails the type check). */
export function isRefusal<C extends ErrorCode>(error: unknown, code: C): error is DomainError<C> {
  return error instanceof DomainError && error.code === code;
}
