import { labelOf } from '../enums.js';
import type { EventData, EventType } from './index.js';

/**
 * Which fields of each event hold a person's data, and whose (crypto-shredding). The event store seals
 * each declared field under the key of its subject (platform/src/privacy/); erasing a person destroys their key,
 * and from then on those fields read as ERASED_TEXT while the events stay. Ids, keys, amounts, dates and
 * statuses are not declared: a projection, a counter or a search needs them, and alone they identify nobody.
 *
 * Every event type of the catalog is either declared in `personalData` or listed in `withoutPersonalData`
 * (personal.test.ts): a new event must say which.
 */

type TextField<D> = {
  [K in keyof D & string]: NonNullable<D[K]> extends string | readonly string[] ? K : never;
}[keyof D & string];
/** A string (or string list) field of the data, or one of an object field (`facts.clientName`), by its path. */
type FieldPath<D> =
  | TextField<D>
  | {
      [K in keyof D & string]: NonNullable<D[K]> extends readonly unknown[]
        ? never
        : NonNullable<D[K]> extends object
          ? `${K}.${TextField<NonNullable<D[K]>>}`
          : never;
    }[keyof D & string];

/** One person's data in an event of type T. */
export interface PersonalFields<T extends EventType = EventType> {
  /**
   * The field holding the person's id (the subject of the key): the first of these present with a non-empty
   * string. Ids are never sealed, so a reader finds the subject as the writer did.
   */
  subject: FieldPath<EventData<T>> | readonly FieldPath<EventData<T>>[];
  /** The fields holding their data: a string (null and absent stay as they are) or a list of strings (each sealed). */
  fields: readonly FieldPath<EventData<T>>[];
}

export const personalData: { [T in EventType]?: readonly PersonalFields<T>[] } = {
  UsernameReserved: [{ subject: 'userId', fields: ['username'] }],
  EmailReserved: [{ subject: 'userId', fields: ['email'] }],
  // The username is declared too: people make it of their name (josé.peña).
  UserRegistered: [
    { subject: 'userId', fields: ['username', 'email', 'firstName', 'lastName', 'fullName', 'passwordHash'] },
  ],
  PasswordChanged: [{ subject: 'userId', fields: ['passwordHash'] }],
  UserNameChanged: [{ subject: 'userId', fields: ['fullName', 'firstName', 'lastName'] }],
  UsernameChanged: [{ subject: 'userId', fields: ['username', 'previousUsername'] }],
  UserEmailChanged: [{ subject: 'userId', fields: ['email', 'previousEmail'] }],
  // The country stays: a key of a list, which identifies nobody.
  ClientRegistered: [{ subject: 'userId', fields: ['contactPhone', 'city', 'address'] }],
  ClientContactRevised: [{ subject: 'userId', fields: ['contactPhone', 'address', 'city'] }],
  // The agent's contact as the assignment recorded it is the agent's.
  ClientAssignedToAgent: [{ subject: 'agentUserId', fields: ['agentName', 'agentPhone', 'agentEmail'] }],
  // What the victim wrote; the amounts and dates stay for the figures.
  FraudCaseReported: [
    { subject: 'userId', fields: ['platform', 'description', 'evidence', 'previousAttempts'] },
  ],
  // Staff's words about the client's case are the client's (the person the case is about).
  CaseCommentAdded: [{ subject: 'userId', fields: ['content'] }],
  FraudCaseReviewed: [{ subject: 'userId', fields: ['adminComments'] }],
  RecoveryPhaseProgressSet: [{ subject: 'userId', fields: ['nextSteps'] }],
  CaseMilestoneRecorded: [{ subject: 'userId', fields: ['title', 'description'] }],
  RequiredDocumentAdded: [{ subject: 'userId', fields: ['title', 'description'] }],
  // The agent record's own id: AgentProfileRevised names no user. Erasing an agent destroys both keys.
  RecoveryAgentAssigned: [{ subject: 'agentId', fields: ['agentName'] }],
  AgentCreated: [
    { subject: 'agentId', fields: ['fullName', 'email', 'licenseNumber', 'phoneNumber', 'extension'] },
  ],
  AgentProfileRevised: [{ subject: 'agentId', fields: ['phoneNumber', 'extension'] }],
  // The applicant has no account yet: the application's id is the subject.
  AgentApplicationSubmitted: [
    {
      subject: 'applicationId',
      fields: [
        'username',
        'email',
        'firstName',
        'lastName',
        'phone',
        'licenseNumber',
        'certifications',
        'languages',
        'officeLocation',
        'passwordHash',
      ],
    },
  ],
  AgentApplicationRejected: [{ subject: 'applicationId', fields: ['reason'] }],
  // The name of the file on the client's device (INE_Juan_Perez.pdf) and staff's reason are the client's.
  DocumentUploaded: [{ subject: 'userId', fields: ['fileName'] }],
  DocumentVerified: [{ subject: 'userId', fields: ['fileName'] }],
  DocumentRejected: [{ subject: 'userId', fields: ['fileName', 'reason'] }],
  // A notification to an agent names the client (facts.clientUserId), one to a client names their agent
  // (facts.agentUserId); what else it quotes is its recipient's case. Posted before those ids were carried,
  // the recipient is the subject.
  NotificationPosted: [
    { subject: ['facts.clientUserId', 'userId'], fields: ['facts.clientName', 'facts.fileName'] },
    {
      subject: ['facts.agentUserId', 'userId'],
      fields: ['facts.agentName', 'facts.agentPhone', 'facts.agentEmail'],
    },
    {
      subject: 'userId',
      fields: ['facts.reason', 'facts.milestoneTitle', 'facts.requiredDocumentTitle'],
    },
  ],
  // ARCO requests: the person's own words and staff's answer to them; a legal hold's reason is about the client.
  PrivacyRequestFiled: [{ subject: 'userId', fields: ['reason'] }],
  PrivacyRequestAnswered: [{ subject: 'userId', fields: ['answer'] }],
  LegalHoldPlaced: [{ subject: 'userId', fields: ['reason'] }],
  // The TOTP secret: never readable in the log. The recovery codes are stored as keyed hashes only.
  SecondFactorEnrolled: [{ subject: 'userId', fields: ['secret'] }],
};

/** The event types that hold no personal data (ids, keys, amounts, statuses, dates, the firm's own texts). */
export const withoutPersonalData = [
  'ReservationReleased',
  'ReservationConfirmed',
  // The firm's account number for the client, generated by the portal.
  'AccountNumberReserved',
  // A SHA-256 of the request's visible fields and an HMAC of its secrets, never the values.
  'RequestAccepted',
  'UserDeactivated',
  'UserReactivated',
  'UserRoleChanged',
  'ClientServicePlanChosen',
  'ClientStatusChanged',
  'ClientVerificationSet',
  'RecoveryProcessOpened',
  'RecoveryPhaseStarted',
  'RecoveryPhaseCompleted',
  'RequiredDocumentRemoved',
  'RecoveryFiguresRevised',
  'RecoveryProcessCancelled',
  'RecoveryProcessReopened',
  'RecoveryPlanRevised',
  'AgentClientAdded',
  'AgentClientReleased',
  'AgentApplicationApproved',
  'NotificationRead',
  // The firm's notices to the public, written by staff for everyone.
  'SecurityCommentPublished',
  'SecurityCommentRevised',
  'SecurityCommentDeleted',
  'DocumentLinkedToRequirement',
  'IndicatorPublished',
  'IndicatorRevised',
  'IndicatorDeleted',
  'NewsArticleWritten',
  'NewsArticleRevised',
  'NewsArticleDeleted',
  'PersonalDataErased',
  'PersonalDataExported',
  'LegalHoldLifted',
  // The second factor's other facts: an index, who reset it, when.
  'RecoveryCodeUsed',
  'SecondFactorReset',
  'SecondFactorRemoved',
  // A person's consents to the privacy notice: ids, the notice's version, purpose keys, the channel, dates.
  'PrivacyConsentGiven',
  'PrivacyConsentWithdrawn',
] as const satisfies readonly EventType[];

const none: readonly PersonalFields[] = [];

/** The personal data declared for an event type (none for a type without, or unknown). */
export function personalFieldsOf(type: string): readonly PersonalFields[] {
  return labelOf(personalData, type) ?? none;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** A declared field's value in an event's data: the field itself, or one level down (`facts.clientName`). */
export function fieldValue(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (!isObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** The subject of a declaration in an event's data: the first of its fields holding a non-empty string. */
export function subjectOf(data: unknown, declared: PersonalFields): string | undefined {
  const candidates: readonly string[] =
    typeof declared.subject === 'string' ? [declared.subject] : declared.subject;
  for (const path of candidates) {
    const value = fieldValue(data, path);
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
