import { randomUUID } from 'node:crypto';
import {
  type ClientRegistration,
  type ClientRegistrationResult,
  isRefusal,
  normalizeUsername,
  priorityForUrgency,
} from '@portal/contracts';
import { digitsFrom, idSource } from '@portal/platform';
import { type ClientCommand, clientDecider, clientStream } from '../client/decider.js';
import {
  type CommandMeta,
  commandOn,
  handleCommands,
  readAggregate,
  type StreamCommand,
} from '../command-handler.js';
import { type CommandDeps, latest, metaOf, type RequestInfo } from '../context.js';
import { type FraudCaseCommand, fraudCaseDecider, fraudCaseStream } from '../fraud-case/decider.js';
import {
  type AcceptRequest,
  fingerprintOf,
  idempotencyDecider,
  idempotencyStream,
} from '../idempotency/decider.js';
import { type ConsentGiven, checkConsent, giveConsentOn } from '../privacy-consent/give-consent.js';
import {
  type RecoveryProcessCommand,
  recoveryProcessDecider,
  recoveryProcessStream,
} from '../recovery-process/decider.js';
import { initialPhases, requiredDocuments } from '../recovery-process/initial-plan.js';
import { type ReservationCommand, reservationDecider, reservationStream } from '../reservation/decider.js';
import { release, reservationCommand, reserveCommand } from '../reservation/reservations.js';
import { checkAccountAvailable, type NewAccount, registerUserOn } from '../user/register-account.js';

const ACCOUNT_NUMBER_ATTEMPTS = 8;

/** A registration as the route receives it; the demo seed's has no `privacy` (it gives the consent apart). */
export type RegistrationInput = Omit<ClientRegistration, 'privacy'> &
  Partial<Pick<ClientRegistration, 'privacy'>>;

/**
 * RegisterClient: a victim registers. Creates the user (role client), the client record with a unique account
 * number, the fraud case and its recovery process, and records the privacy consent given with it.
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
  const account: NewAccount = {
    userId,
    username: normalizeUsername(input.username),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'client',
    password: input.password,
  };

  // First the Idempotency-Key's record and the username and e-mail reservations, together: the appends decide
  // between concurrent registrations, and on the SQLite log the one that loses writes nothing at all.
  const reserved = await reserveNames(deps, meta, account, () =>
    request.idempotencyKey
      ? [
          commandOn(
            idempotencyDecider,
            idempotencyStream(request.idempotencyKey),
            (): AcceptRequest => ({
              type: 'AcceptRequest',
              operation: 'registerClient',
              ...fingerprintOf(input, deps.portalSecret),
            }),
          ),
        ]
      : [],
  );

  // Then, with the password hashed, everything else in one more append: the user, the consent, the account number,
  // the client, the case and its process, and last the confirmation of the username and the e-mail. A crash before
  // it leaves the reservations unconfirmed: the same request (its key) completes the registration, and after the
  // abandonment window another may take them. Every id derives from the key, so a retry re-decides to nothing new.
  let accountNumber = '';
  const written = await handleCommands(
    deps.events,
    async () => {
      accountNumber = await freeAccountNumber(deps, clientId);
      const caseNumber = caseNumberOf(request.now, accountNumber);
      return [
        registerUserOn(deps, account),
        ...(consent ? [giveConsentOn(deps, consent)] : []),
        commandOn(
          reservationDecider,
          reservationStream(deps.portalSecret, 'accountNumber', accountNumber),
          (): ReservationCommand => ({
            type: 'Reserve',
            kind: 'accountNumber',
            value: accountNumber,
            ownerId: clientId,
          }),
        ),
        commandOn(
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
        ),
        commandOn(fraudCaseDecider, fraudCaseStream(caseId), () => fraudCase),
        commandOn(
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
        ),
        await reservationCommand(deps, 'username', account.username, userId, {
          type: 'Confirm',
          ownerId: userId,
        }),
        await reservationCommand(deps, 'email', account.email, userId, { type: 'Confirm', ownerId: userId }),
      ];
    },
    meta,
    { retryOnConflict: true },
  );

  return {
    result: { userId, clientId, caseId, accountNumber, caseNumber: caseNumberOf(request.now, accountNumber) },
    position: latest(reserved, written),
  };
}

const caseNumberOf = (now: Date, accountNumber: string) =>
  `EXP-${now.getUTCFullYear()}-${accountNumber.slice(3)}`;

/**
 * Reserves the account's username and e-mail for its user, with `alongside` (commands appended in the same
 * append). Should the e-mail be refused after the username was reserved (a store without a transaction across
 * streams, or this user's own earlier reservation of the username), the username is released.
 */
async function reserveNames(
  deps: CommandDeps,
  meta: CommandMeta,
  account: NewAccount,
  alongside: () => StreamCommand[],
): Promise<string | undefined> {
  const { userId, username, email } = account;
  try {
    return await handleCommands(
      deps.events,
      async () => [
        ...alongside(),
        await reservationCommand(
          deps,
          'username',
          username,
          userId,
          reserveCommand(deps, 'username', username, userId),
        ),
        await reservationCommand(deps, 'email', email, userId, reserveCommand(deps, 'email', email, userId)),
      ],
      meta,
      { retryOnConflict: true },
    );
  } catch (error) {
    if (isRefusal(error, 'email_taken'))
      await release(deps, meta, 'username', username, userId, 'email_taken');
    throw error;
  }
}

/**
 * CR- and eight digits derived from the client id: the first candidate free or already this client's (a retry).
 * Only read here: the append of its reservation (expecting the revision read) decides against a concurrent client.
 */
async function freeAccountNumber(deps: CommandDeps, clientId: string): Promise<string> {
  for (let attempt = 0; attempt < ACCOUNT_NUMBER_ATTEMPTS; attempt++) {
    const candidate = `CR-${digitsFrom(`${clientId}:${attempt}`, 8)}`;
    const { state } = await readAggregate(
      deps.events,
      reservationDecider,
      reservationStream(deps.portalSecret, 'accountNumber', candidate),
    );
    if (state.ownerId === null || state.ownerId === clientId) return candidate;
  }
  throw new Error('No free account number after several attempts');
}
