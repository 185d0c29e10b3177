import { answerPrivacyRequest, type CommandDeps, recordDataExport } from '@portal/command-service';
import {
  arcoAnswerTexts,
  dayInMexico,
  type MyData,
  myDataFileName,
  privacyRequestErrors,
  readLogged,
} from '@portal/contracts';
import type { DocumentStore, EventStore } from '@portal/platform';
import { myData } from '@portal/query-service';
import { jobIdOf, mailMessageId, PRIVACY_ANSWER_MAIL_EFFECT } from '@portal/workers';
import { attachmentHeaders } from '../documents/download-headers.js';
import type { GatewayRouteHandlers } from '../http/api-router.js';
import { HttpError } from '../http/errors.js';
import type { Logger } from '../log.js';
import { ErasureRefusedError, type ErasureRequest } from '../privacy/erasure.js';

export interface PrivacyRequestRouteDeps {
  command: Pick<CommandDeps, 'events' | 'portalSecret' | 'clientOfUser'>;
  events: EventStore;
  documents: DocumentStore;
  /** Whether the mail with this Message-ID went out (the sent log of the job queue). */
  mailSent: (messageId: string) => Promise<boolean>;
  /** PUBLIC_URL: a mail's Message-ID is made with its host name. */
  publicUrl: URL | null;
  /**
   * Erases the person's data (gateway/src/privacy/erasure.ts: their keys, blobs, mail files, jobs, read models),
   * bound to this process's stores; answers the position of PersonalDataErased.
   */
  erase: (request: ErasureRequest) => Promise<{ position: string | undefined }>;
  /** How long an accepted cancellation waits for the mail that tells the person, before the erasure (ms). */
  mailWaitMs: number;
  log: Logger;
}

/** How often the sent log is read while an erasure waits for its mail. */
const MAIL_POLL_MS = 100;

/** The person's consent events (the consent helper's stream `consent-<userId>`), oldest first. */
async function consentsOf(events: EventStore, userId: string): Promise<MyData['consents']> {
  const recorded = await events.readStream(`consent-${userId}`);
  return recorded.flatMap((r) => {
    const read = readLogged(r);
    if (!('logged' in read)) return [];
    const { event, metadata } = read.logged;
    return [{ type: event.type, at: metadata.occurredAt, data: { ...event.data } }];
  });
}

/**
 * The routes of ARCO requests the gateway answers itself: the answer, because accepting a cancellation
 * erases the person (keys, blobs, the mail folder, the read models: the gateway's stores), and the person's copy of
 * their data, because it reads the event log (their consents) and records the download.
 *
 * The order of an accepted cancellation: the answer is recorded first (the fact stays, and the person must be told);
 * the reactors turn it into the bell's notification and the mail; the erasure waits until that mail is in the sent
 * log (the mail handler reads the person's address at send time, which the erasure destroys), at most `mailWaitMs`.
 * If the mail has not gone out by then (the mail service is down), nothing is erased yet: 503 with Retry-After, and
 * accepting the same request again (a no-op for the record) finishes the erasure once the mail went out. The bell's
 * notification is not waited for: the person can no longer sign in to read it.
 */
export function privacyRequestRoutes(deps: PrivacyRequestRouteDeps): GatewayRouteHandlers {
  async function mailWentOut(messageId: string): Promise<boolean> {
    const deadline = Date.now() + deps.mailWaitMs;
    for (;;) {
      if (await deps.mailSent(messageId)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
    }
  }

  return {
    answerPrivacyRequest: async (request) => {
      const requestId = request.params.id;
      const answered = await answerPrivacyRequest(deps.command, request, { requestId, answer: request.body });
      if (!answered.erase) {
        const recorded = await answered.recordKey();
        return {
          body: { ok: true, message: arcoAnswerTexts.answered.description },
          position: recorded ?? answered.position,
        };
      }
      const messageId = mailMessageId(
        jobIdOf(answered.answerEventId, PRIVACY_ANSWER_MAIL_EFFECT),
        deps.publicUrl,
      );
      if (!(await mailWentOut(messageId))) {
        deps.log.warn('an accepted cancellation waits for its mail before the erasure', { requestId });
        throw new HttpError(503, 'erasure_waits_for_mail', privacyRequestErrors.erasureWaitsForMail, {
          'Retry-After': '60',
        });
      }
      let erased: { position: string | undefined };
      try {
        erased = await deps.erase({
          userId: answered.userId,
          erasedBy: request.actor.userId,
          requestId,
          actorRole: request.actor.role,
          address: request.clientAddress,
          correlationId: request.correlationId,
        });
      } catch (error) {
        // Data written before the upgrade, in clear: destroying a key would not erase it (nothing was changed).
        if (!(error instanceof ErasureRefusedError)) throw error;
        deps.log.error('an accepted cancellation cannot erase data kept in clear', error, { requestId });
        throw new HttpError(503, 'erasure_needs_migration', privacyRequestErrors.erasureNeedsMigration);
      }
      const recorded = await answered.recordKey();
      return {
        body: { ok: true, message: arcoAnswerTexts.erased.description },
        position: recorded ?? erased.position ?? answered.position,
      };
    },

    myData: async (request) => {
      const { actor, now } = request;
      const data = await myData(deps.documents, actor, {
        consents: await consentsOf(deps.events, actor.userId),
        now,
      });
      await recordDataExport(deps.command, request);
      return {
        body: data,
        headers:
          request.query.download === '1'
            ? attachmentHeaders(myDataFileName(dayInMexico(now)), 'application/json; charset=utf-8')
            : {},
      };
    },
  };
}
