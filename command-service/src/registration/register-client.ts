import { randomUUID } from 'node:crypto';
import {
  type ClientRegistration,
  type ClientRegistrationResult,
  isRefusal,
  priorityForUrgency,
} from '@portal/contracts';
import { digitsFrom, idSource } from '@portal/platform';
import { type ClientCommand, clientDecider, clientStream } from '../client/decider.js';
import { type CommandMeta, handleCommand } from '../command-handler.js';
import { type CommandDeps, latest, metaOf, type RequestInfo } from '../context.js';
import { type FraudCaseCommand, fraudCaseDecider, fraudCaseStream } from '../fraud-case/decider.js';
import {
  type AcceptRequest,
  fingerprintOf,
  idempotencyDecider,
  idempotencyStream,
} from '../identity/idempotency.js';
import { reserve } from '../identity/reservations.js';
import { type ConsentGiven, checkConsent, giveConsent } from '../privacy-consent/give-consent.js';
import {
  type RecoveryProcessCommand,
  recoveryProcessDecider,
  recoveryProcessStream,
} from '../recovery-process/decider.js';
import { initialPhases, requiredDocuments } from '../recovery-process/initial-plan.js';
import { checkAccountAvailable, confirmAccount, registerAccount } from '../user/register-account.js';

const ACCOUNT_NUMBER_ATTEMPTS = 8;

/** A registration as the route receives it; the demo seed's has no `privacy` (it gives the consent apart). */
export type RegistrationInput = Omit<ClientRegistration, 'privacy'> &
  Partial<Pick<ClientRegistration, 'privacy'>>;

/**
 * RegisterClient: a victim registers. Creates the user (role client), the client record with a unique account
 * number, the fraud case and its recovery process, and records the privacy consent given with it (issue 21).
 * Every id derives from the Idempotency-Key when there is one, so a retried request re-appends the same events
 * (no-ops) and answers as the first time.
 */
export async function registerClient(
  deps: CommandDeps,
  input: RegistrationInput,
  request: RequestInfo,
): Promise<{ result: ClientRegistrationResult; position: string | undefined }> {
  const seed = request.idempotencyKey
    ? `registerClient:${request.idempotencyKey}`
    : `registerClient:${randomUUID()}`;
  const meta = metaOf(request, seed);
  const id = idSource(seed);
  const userId = id('user');
  const clientId = id('client');
  const caseId = id('case');
  const processId = id('process');
  const registeredAt = request.now.toISOString();

  const fraudCase: FraudCaseCommand = {
    type: 'ReportFraudCase',
    fraudCase: {
      caseId,
      clientId,
      userId,
      fraudType: input.fraudType,
      lossAmount: input.lossAmount,
      currency: input.currency,
      fraudDate: input.fraudDate,
      platform: input.platform,
      description: input.description,
      evidence: input.evidence,
      previousAttempts: input.previousAttempts,
      preferredContact: input.preferredContact,
      urgencyLevel: input.urgencyLevel,
    },
  };
  const consent: ConsentGiven | null = input.privacy
    ? { userId, applicationId: null, channel: 'registration', choice: input.privacy }
    : null;
  // The deciders are pure: a dry run refuses a bad case, or a consent to a notice that changed since the person
  // read it, before anything is reserved.
  fraudCaseDecider.decide(fraudCase, fraudCaseDecider.initialState, { now: request.now });
  if (consent) checkConsent(deps, consent, request.now);
  // A taken username or e-mail is refused before the first write (the key's record included).
  await checkAccountAvailable(deps, meta, { userId, username: input.username, email: input.email });

  if (request.idempotencyKey) {
    await handleCommand(
      deps.events,
      idempotencyDecider,
      idempotencyStream(request.idempotencyKey),
      (): AcceptRequest => ({
        type: 'AcceptRequest',
        operation: 'registerClient',
        ...fingerprintOf(input, deps.portalSecret),
      }),
      meta,
      { retryOnConflict: true },
    );
  }

  const accountPosition = await registerAccount(deps, meta, {
    userId,
    username: input.username,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'client',
    password: input.password,
  });

  const consented = consent ? await giveConsent(deps, meta, consent) : undefined;
  const accountNumber = await reserveAccountNumber(deps, meta, clientId);
  const caseNumber = `EXP-${request.now.getUTCFullYear()}-${accountNumber.slice(3)}`;

  const client = await handleCommand(
    deps.events,
    clientDecider,
    clientStream(clientId),
    (): ClientCommand => ({
      type: 'RegisterClient',
      client: {
        clientId,
        userId,
        caseId,
        processId,
        accountNumber,
        contactPhone: input.phone,
        country: input.country,
        city: input.city,
        address: null,
        preferredContact: input.preferredContact,
        registeredAt,
      },
    }),
    meta,
  );
  const reported = await handleCommand(
    deps.events,
    fraudCaseDecider,
    fraudCaseStream(caseId),
    () => fraudCase,
    meta,
  );
  const opened = await handleCommand(
    deps.events,
    recoveryProcessDecider,
    recoveryProcessStream(processId),
    (): RecoveryProcessCommand => ({
      type: 'OpenRecoveryProcess',
      process: {
        processId,
        caseId,
        clientId,
        userId,
        caseNumber,
        priority: priorityForUrgency(input.urgencyLevel),
        originalAmount: input.lossAmount,
        currency: input.currency,
        phases: initialPhases(registeredAt),
        requiredDocuments,
      },
    }),
    meta,
  );

  const confirmed = await confirmAccount(deps, meta, {
    userId,
    username: input.username,
    email: input.email,
  });

  return {
    result: { userId, clientId, caseId, accountNumber, caseNumber },
    position: latest(
      accountPosition,
      consented,
      client.position,
      reported.position,
      opened.position,
      confirmed,
    ),
  };
}

/** CR- and eight digits derived from the client id; a number some other client holds moves to the next candidate. */
async function reserveAccountNumber(deps: CommandDeps, meta: CommandMeta, clientId: string): Promise<string> {
  for (let attempt = 0; attempt < ACCOUNT_NUMBER_ATTEMPTS; attempt++) {
    const candidate = `CR-${digitsFrom(`${clientId}:${attempt}`, 8)}`;
    try {
      await reserve(deps, meta, 'accountNumber', candidate, clientId);
      return candidate;
    } catch (error) {
      if (!isRefusal(error, 'account_number_taken')) throw error;
    }
  }
  throw new Error('No free account number after several attempts');
}
