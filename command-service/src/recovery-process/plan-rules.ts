import {
  type CasePriority,
  caseErrors,
  caseValidation,
  DomainError,
  type RecoveryProcessEvent,
  type RequiredDocumentKey,
} from '@portal/contracts';
import { refused } from '../errors.js';
import { todayInMexico } from '../fraud-case/decider.js';
import { type OpenProcess, processKeys } from './state.js';

/** A milestone staff record on the case's timeline (POST /api/cases/:caseId/timeline). */
export interface RecordMilestone {
  type: 'RecordMilestone';
  milestoneId: string;
  title: string;
  description: string;
  occurredOn: string;
}

/** A document the case asks for: one of the catalog (its id is its key) or one staff name. */
export interface AddRequiredDocument {
  type: 'AddRequiredDocument';
  documentId: string;
  documentKey: RequiredDocumentKey | null;
  title: string | null;
  description: string | null;
  required: boolean;
}

export interface RemoveRequiredDocument {
  type: 'RemoveRequiredDocument';
  documentId: string;
}

/** Priority and estimated completion (null: not estimated). */
export interface RevisePlan {
  type: 'RevisePlan';
  priority: CasePriority;
  estimatedCompletion: string | null;
}

/** A milestone happened: it cannot be dated after today (Mexico City). */
export function decideRecordMilestone(
  command: RecordMilestone,
  state: OpenProcess,
  now: Date,
): RecoveryProcessEvent[] {
  if (state.milestoneIds.includes(command.milestoneId)) return [];
  if (command.occurredOn > todayInMexico(now)) {
    throw refused.invalid({ occurredOn: caseValidation.milestoneDateFuture });
  }
  const { milestoneId, title, description, occurredOn } = command;
  return [
    {
      type: 'CaseMilestoneRecorded',
      data: { ...processKeys(state), milestoneId, title, description, occurredOn },
    },
  ];
}

/** A catalog document is asked for once; a named one already there is the same request again. */
export function decideAddRequiredDocument(
  command: AddRequiredDocument,
  state: OpenProcess,
): RecoveryProcessEvent[] {
  if (state.requiredDocumentIds.includes(command.documentId)) {
    if (command.documentKey !== null) {
      throw new DomainError('document_already_required', caseErrors.documentAlreadyRequired);
    }
    return [];
  }
  const { documentId, documentKey, title, description, required } = command;
  return [
    {
      type: 'RequiredDocumentAdded',
      data: { ...processKeys(state), documentId, documentKey, title, description, required },
    },
  ];
}

export function decideRemoveRequiredDocument(
  command: RemoveRequiredDocument,
  state: OpenProcess,
): RecoveryProcessEvent[] {
  if (!state.requiredDocumentIds.includes(command.documentId)) {
    throw new DomainError('not_found', caseErrors.documentNotRequired);
  }
  return [
    { type: 'RequiredDocumentRemoved', data: { ...processKeys(state), documentId: command.documentId } },
  ];
}

/** The furthest an estimate may reach: five years from today (a later date is a typo, and the client reads it). */
const ESTIMATE_HORIZON_YEARS = 5;

function horizonOf(today: string): string {
  const year = Number(today.slice(0, 4)) + ESTIMATE_HORIZON_YEARS;
  return `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * A new estimated completion cannot be before today (Mexico City) nor more than five years after it; one kept
 * as it was is not checked again, so a change of priority alone is never refused for a date that has passed since.
 */
export function decideRevisePlan(command: RevisePlan, state: OpenProcess, now: Date): RecoveryProcessEvent[] {
  const { priority, estimatedCompletion } = command;
  const dateChanged = estimatedCompletion !== state.estimatedCompletion;
  if (priority === state.priority && !dateChanged) return [];
  if (dateChanged && estimatedCompletion !== null) {
    const today = todayInMexico(now);
    if (estimatedCompletion < today)
      throw refused.invalid({ estimatedCompletion: caseValidation.estimatedCompletionPast });
    if (estimatedCompletion > horizonOf(today))
      throw refused.invalid({ estimatedCompletion: caseValidation.estimatedCompletionTooFar });
  }
  return [{ type: 'RecoveryPlanRevised', data: { ...processKeys(state), priority, estimatedCompletion } }];
}
