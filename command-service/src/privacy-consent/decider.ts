import {
  type ConsentChannel,
  consentErrors,
  DomainError,
  type PrivacyConsentEvent,
  privacyConsentEvents,
} from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

/** One stream per person: every consent they gave or withdrew (an applicant's: the account approval creates). */
export const consentStream = (userId: string) => `consent-${userId}`;

/** The notice as it is now (FIRM_CONFIG): what a consent is checked against. */
export interface CurrentNotice {
  version: string;
  /** The keys of the voluntary purposes the firm declares. */
  voluntaryPurposes: readonly string[];
}

export type PrivacyConsentCommand =
  | {
      type: 'GiveConsent';
      userId: string;
      applicationId: string | null;
      channel: ConsentChannel;
      /** What the person read and chose: the notice's version and the voluntary purposes they accept. */
      noticeVersion: string;
      purposes: readonly string[];
      notice: CurrentNotice;
    }
  | { type: 'WithdrawPurpose'; userId: string; purpose: string };

/** The consent in force: the last notice accepted and the voluntary purposes consented now. */
export interface PrivacyConsentState {
  inForce: { noticeVersion: string; purposes: readonly string[] } | null;
}

const samePurposes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

export const privacyConsentDecider: Decider<PrivacyConsentCommand, PrivacyConsentEvent, PrivacyConsentState> =
  {
    events: privacyConsentEvents,
    initialState: { inForce: null },
    evolve(state, event) {
      switch (event.type) {
        case 'PrivacyConsentGiven':
          return { inForce: { noticeVersion: event.data.noticeVersion, purposes: event.data.purposes } };
        case 'PrivacyConsentWithdrawn':
          return state.inForce
            ? {
                inForce: {
                  ...state.inForce,
                  purposes: state.inForce.purposes.filter((key) => key !== event.data.purpose),
                },
              }
            : state;
      }
    },
    decide(command, state, { now }) {
      switch (command.type) {
        case 'GiveConsent': {
          // The person read another notice than the one in force now: they must read it again.
          if (command.noticeVersion !== command.notice.version)
            throw new DomainError('privacy_notice_changed', consentErrors.noticeChanged);
          if (command.purposes.some((key) => !command.notice.voluntaryPurposes.includes(key)))
            throw refused.invalid({ purposes: consentErrors.purposeUnknown });
          // The same consent is in force already (a retried request, the same choice again): nothing new.
          if (
            state.inForce?.noticeVersion === command.noticeVersion &&
            samePurposes(state.inForce.purposes, command.purposes)
          )
            return [];
          return [
            {
              type: 'PrivacyConsentGiven',
              data: {
                userId: command.userId,
                applicationId: command.applicationId,
                noticeVersion: command.noticeVersion,
                financialData: true,
                purposes: [...command.purposes],
                channel: command.channel,
                at: now.toISOString(),
              },
            },
          ];
        }
        case 'WithdrawPurpose': {
          if (!state.inForce?.purposes.includes(command.purpose))
            throw new DomainError('purpose_not_consented', consentErrors.purposeNotConsented, {
              purpose: consentErrors.purposeNotConsented,
            });
          return [
            {
              type: 'PrivacyConsentWithdrawn',
              data: {
                userId: command.userId,
                noticeVersion: state.inForce.noticeVersion,
                purpose: command.purpose,
                at: now.toISOString(),
              },
            },
          ];
        }
      }
    },
  };
