/**
 * Who may call a route, as the route table names them (superadmin passes admin). Finer rules (an agent only for
 * its own clients, a client only for its own case) are the handlers'.
 */

export const ADMIN = ['admin'] as const;
export const CLIENT = ['client'] as const;
/** Agents and administration: who works cases. */
export const STAFF = ['admin', 'agent'] as const;
/** Who may read cases: staff, and the read-only compliance role; the query narrows agents to theirs. */
export const CASE_READERS = ['admin', 'agent', 'compliance'] as const;
/** Who may read the access logs and the queue of ARCO requests: administration and compliance. */
export const AUDITORS = ['admin', 'compliance'] as const;
/** The operator's console. */
export const SUPERADMIN = ['superadmin'] as const;
/**
 * The people whose data the firm holds as such (clients, and lawyers since their application): they consent to
 * the privacy notice and file ARCO requests. Staff accounts (admin, superadmin, compliance) are the firm's own
 * people, under its notice for staff: not asked here.
 */
export const DATA_SUBJECTS = ['client', 'agent'] as const;
