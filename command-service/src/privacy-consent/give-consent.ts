import {
  type ConsentChannel,
  DomainError,
  type PrivacyChoice,
  type PrivacyNoticeConfig,
  privacyNoticeVersion,
} from '@portal/contracts';
import type { Actor } from '@portal/platform';
import {
  type CommandMeta,
  commandOn,
  handleCommand,
  readAggregate,
  type StreamCommand,
} from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import {
  type CurrentNotice,
  consentStream,
  type PrivacyConsentCommand,
  type PrivacyConsentState,
  privacyConsentDecider,
} from './decider.js';

/** The notice in force: the configured one, or the unpublished notice's version when the deps name none. */
export function currentNotice(deps: Pick<CommandDeps, 'privacyNotice'>): CurrentNotice {
  const notice: PrivacyNoticeConfig = deps.privacyNotice ?? {
    version: privacyNoticeVersion(null),
    published: null,
  };
  return {
    version: notice.version,
    voluntaryPurposes: notice.published?.voluntaryPurposes.map((p) => p.key) ?? [],
  };
}

/** The person's consent in force, read from their stream. */
export async function consentOf(
  deps: Pick<CommandDeps, 'events'>,
  userId: string,
): Promise<PrivacyConsentState> {
  return (await readAggregate(deps.events, privacyConsentDecider, consentStream(userId))).state;
}

export interface ConsentGiven {
  userId: string;
  applicationId: string | null;
  channel: ConsentChannel;
  choice: PrivacyChoice;
}

function giveConsentCommand(
  deps: Pick<CommandDeps, 'privacyNotice'>,
  given: ConsentGiven,
): PrivacyConsentCommand {
  return {
    type: 'GiveConsent',
    userId: given.userId,
    applicationId: given.applicationId,
    channel: given.channel,
    noticeVersion: given.choice.noticeVersion,
    purposes: given.choice.purposes,
    notice: currentNotice(deps),
  };
}

/**
 * The consent of a form that collects data (a registration, an agent application), decided on no history before
 * anything is written: a notice changed since the person read it, or a purpose it does not declare, refuses the
 * whole request and leaves nothing behind (not even the Idempotency-Key's record). Field errors name the body's
 * `privacy` part.
 */
export function checkConsent(deps: Pick<CommandDeps, 'privacyNotice'>, given: ConsentGiven, now: Date): void {
  try {
    privacyConsentDecider.decide(giveConsentCommand(deps, given), privacyConsentDecider.initialState, {
      now,
    });
  } catch (error) {
    if (error instanceof DomainError && error.fieldErrors)
      throw new DomainError(
        error.code,
        error.message,
        Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, message]) => [`privacy.${field}`, message]),
        ),
      );
    throw error;
  }
}

/** GiveConsent on the person's consent stream, for handleCommands (a retried request finds it in force: nothing new). */
export const giveConsentOn = (deps: Pick<CommandDeps, 'privacyNotice'>, given: ConsentGiven): StreamCommand =>
  commandOn(privacyConsentDecider, consentStream(given.userId), () => giveConsentCommand(deps, given));

/** GiveConsent on the person's consent stream (a retried request finds it in force: nothing new). */
export async function giveConsent(
  deps: Pick<CommandDeps, 'events' | 'privacyNotice'>,
  meta: CommandMeta,
  given: ConsentGiven,
): Promise<string | undefined> {
  const outcome = await handleCommand(
    deps.events,
    privacyConsentDecider,
    consentStream(given.userId),
    () => giveConsentCommand(deps, given),
    meta,
  );
  return outcome.position;
}

/**
 * POST /api/privacy/my-consents: the signed-in person accepts the notice in force with the voluntary purposes they
 * choose. Asked by a new notice (their last consent names another version, or they gave none): channel `renewal`;
 * otherwise a change of their voluntary purposes in Mi Perfil: `profile`.
 */
export async function giveOwnConsent(
  deps: CommandDeps,
  request: RequestInfo & { actor: Actor },
  choice: PrivacyChoice,
): Promise<string | undefined> {
  const { userId } = request.actor;
  const notice = currentNotice(deps);
  const outcome = await handleCommand(
    deps.events,
    privacyConsentDecider,
    consentStream(userId),
    (state): PrivacyConsentCommand => ({
      ...giveConsentCommand(deps, {
        userId,
        applicationId: null,
        channel: state.inForce?.noticeVersion === notice.version ? 'profile' : 'renewal',
        choice,
      }),
    }),
    metaOf(request),
  );
  return outcome.position;
}
