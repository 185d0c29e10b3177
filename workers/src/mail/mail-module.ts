import type { Job, NewJob } from '../queue/port.js';
import type { MailContext, RenderedMail } from './templates/layout.js';

/** The job kind whose handler sends e-mail. */
export const mailJobKind = 'mail';

export interface Recipient {
  email: string;
  fullName: string;
  /** The user stream's revision the read model has reached (a mail about a change waits for it). */
  revision?: number;
}

/** An applicant as the applications read model has them: where to write and what the mail names. */
export interface Applicant extends Recipient {
  username: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
}

/**
 * A stored job's payload, read field by field: each read checks its field or throws naming it (the job then ends
 * as a dead letter). A stored job must still run: a mail's reader accepts what its `job` wrote.
 */
export interface PayloadFields {
  /** A non-empty string. */
  text(key: string): string;
  /** A string that may be empty (an agent's contact the record did not have). */
  optionalText(key: string): string;
  /** An ISO 8601 date, as a string. */
  isoDate(key: string): string;
  flag(key: string): boolean;
  /** A stream revision: an integer from 0. */
  revision(key: string): number;
  /** One of `values`; `expected` says which in the error (`<key> must be <expected>`). */
  oneOf<T extends string>(key: string, values: readonly T[], expected: string): T;
  /** Whether the field holds null. */
  isNull(key: string): boolean;
}

/** What sending one job's mail takes, once its payload is read: who receives it and how it renders. */
export type Letter =
  | {
      audience: 'user';
      userId: string;
      /** The user stream's revision the users read model must reach first (a mail about that change). */
      userRevision: number | undefined;
      /** Whether it names the client's case number (read from their dashboard when the job runs). */
      needsCaseNumber: boolean;
      /** Where it goes instead of the recipient's address (the old address of a changed e-mail). */
      address: string | undefined;
      render(context: MailContext, to: { fullName: string; caseNumber: string }): RenderedMail;
    }
  | {
      /** A person without an account yet: the address is their application's. */
      audience: 'applicant';
      applicationId: string;
      /** The status the application must show in its read model first (the decision the mail tells). */
      awaits: Applicant['status'] | undefined;
      render(context: MailContext, applicant: Applicant): RenderedMail;
    };

/** One mail the portal sends: its template's name in the job, the job an effects rule enqueues, and its reader. */
export interface Mail<T extends string, P extends object> {
  readonly template: T;
  /** The job of this mail: its payload is the template's name, then `payload`'s fields in their order. */
  job(id: string, payload: P): NewJob;
  /** The letter of a stored job's payload (a malformed one throws). */
  letter(fields: PayloadFields): Letter;
}

/** The payload type of a mail's jobs, as stored. */
export type JobPayloadOf<M> = M extends Mail<infer T, infer P> ? { template: T } & P : never;

function mail<T extends string, P extends object>(
  template: T,
  letter: (fields: PayloadFields) => Letter,
): Mail<T, P> {
  return {
    template,
    job: (id, payload) => ({ id, kind: mailJobKind, payload: { template, ...payload } }),
    letter,
  };
}

/** A mail to a user of the portal: the address and name are read from the users read model when the job runs. */
export function userMail<T extends string, P extends { userId: string }>(spec: {
  template: T;
  /** The payload's fields (its type is what this returns). */
  read(fields: PayloadFields): P;
  needsCaseNumber: boolean;
  render(context: MailContext, payload: P, to: { fullName: string; caseNumber: string }): RenderedMail;
  userRevision?(payload: P): number;
  address?(payload: P): string;
}): Mail<T, P> {
  return mail(spec.template, (fields) => {
    const payload = spec.read(fields);
    return {
      audience: 'user',
      userId: payload.userId,
      userRevision: spec.userRevision?.(payload),
      needsCaseNumber: spec.needsCaseNumber,
      address: spec.address?.(payload),
      render: (context, to) => spec.render(context, payload, to),
    };
  });
}

/** A mail to an applicant, who has no account while the application waits: the address is the application's. */
export function applicantMail<T extends string, P extends { applicationId: string }>(spec: {
  template: T;
  read(fields: PayloadFields): P;
  awaits(payload: P): Applicant['status'] | undefined;
  render(context: MailContext, payload: P, applicant: Applicant): RenderedMail;
}): Mail<T, P> {
  return mail(spec.template, (fields) => {
    const payload = spec.read(fields);
    return {
      audience: 'applicant',
      applicationId: payload.applicationId,
      awaits: spec.awaits(payload),
      render: (context, applicant) => spec.render(context, payload, applicant),
    };
  });
}

/** The fields of a job's payload; a bad one throws, naming the job, its template and the field. */
export function payloadFields(job: Job): PayloadFields {
  const p = job.payload;
  const bad = (why: string) =>
    new Error(`Mail job ${job.id}: bad payload for template ${String(p.template)}: ${why}`);
  const text = (key: string) => {
    const value = p[key];
    if (typeof value !== 'string' || value === '') throw bad(`${key} must be a non-empty string`);
    return value;
  };
  return {
    text,
    optionalText: (key) => {
      const value = p[key];
      if (typeof value !== 'string') throw bad(`${key} must be a string`);
      return value;
    },
    isoDate: (key) => {
      const value = text(key);
      if (Number.isNaN(Date.parse(value))) throw bad(`${key} must be an ISO 8601 date`);
      return value;
    },
    flag: (key) => {
      const value = p[key];
      if (typeof value !== 'boolean') throw bad(`${key} must be a boolean`);
      return value;
    },
    revision: (key) => {
      const value = p[key];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
        throw bad(`${key} must be a revision`);
      return value;
    },
    oneOf: (key, values, expected) => {
      const found = values.find((v) => v === p[key]);
      if (!found) throw bad(`${key} must be ${expected}`);
      return found;
    },
    isNull: (key) => p[key] === null,
  };
}
