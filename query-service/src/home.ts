import {
  ADMIN_CLIENT_USERS,
  ADMIN_CLIENTS,
  type AdminClientDoc,
  type AdminClientUserDoc,
  apiErrors,
  CLIENT_DASHBOARDS,
  contentErrors,
  type DashboardDoc,
  DomainError,
  type FirmTerms,
  labelledDashboard,
  multiplyDecimal,
  type RecoveryHome,
  type RecoveryHomeDoc,
  type RouteResponse,
  recoveryHomeOf,
  recoveryHomeSchema,
  USERS,
  type UserDoc,
} from '@portal/contracts';
import type { Actor, DocumentStore, ResponseJson, RouteHandlers } from '@portal/platform';
import { answerMemo } from './answer-memo.js';

/**
 * The amounts of the home in pesos (client-portal.md §3): a case in MXN as it is; another currency at the
 * operator's configured rate (FIRM_CONFIG `exchangeRates`, with its date), each amount multiplied exactly and
 * rounded half up to the cent, the rate and its date answered with them; without a configured rate the amounts
 * stay in the case's currency and `currency` says which. A rate is never guessed.
 */
function inPesos(doc: RecoveryHomeDoc, rates: FirmTerms['exchangeRates']): RecoveryHome {
  const { agentUserId: _agent, ...home } = doc;
  const rate = rates[doc.currency];
  if (doc.currency === 'MXN' || !rate) return { ...home, conversion: null };
  const convert = (amount: string) => pesosOf(amount, doc.currency, rates) ?? amount;
  return {
    ...home,
    originalAmount: convert(doc.originalAmount),
    recoveredAmount: convert(doc.recoveredAmount),
    pendingAmount: convert(doc.pendingAmount),
    currency: 'MXN',
    conversion: { from: doc.currency, rate: rate.mxn, asOf: rate.asOf },
  };
}

/** An amount in pesos: as it is in MXN, converted at the configured rate otherwise, null without one. */
export function pesosOf(amount: string, currency: string, rates: FirmTerms['exchangeRates']): string | null {
  if (currency === 'MXN') return amount;
  const rate = rates[currency];
  return rate ? multiplyDecimal(amount, rate.mxn) : null;
}

/**
 * The home answers at one set of exchange rates (the firm's configuration), each made from the client's stored
 * dashboard document (none before the registration is complete), with whose case each is.
 */
const homeAnswers = (rates: FirmTerms['exchangeRates']) =>
  answerMemo<'recoveryCase', DashboardDoc, string | null>({
    schema: recoveryHomeSchema,
    shape: (doc, userId) => {
      const home = recoveryHomeOf(userId, labelledDashboard(doc));
      return home && inPesos(home, rates);
    },
    meta: (doc) => doc.agentUserId ?? null,
  });
const homesAtRates = new WeakMap<FirmTerms['exchangeRates'], ReturnType<typeof homeAnswers>>();

/**
 * GET /api/recovery/:userId: a client reads only their own (another id, existing or not: 403, so ids reveal
 * nothing); administrators any client's; an agent their clients' (another's: 403). No case yet: 404.
 * Answered as JSON bytes, made once per stored dashboard document.
 */
export async function recoveryCase(
  documents: DocumentStore,
  actor: Actor,
  userId: string,
  rates: FirmTerms['exchangeRates'],
): Promise<ResponseJson<'recoveryCase'>> {
  const staff = actor.role === 'admin' || actor.role === 'superadmin' || actor.role === 'agent';
  if (!staff && actor.userId !== userId) throw new DomainError('forbidden', contentErrors.recoveryNotYours);
  const stored = await documents.getRaw(CLIENT_DASHBOARDS, userId);
  if (stored === undefined) throw new DomainError('not_found', contentErrors.noRecovery);
  let answers = homesAtRates.get(rates);
  if (!answers) {
    answers = homeAnswers(rates);
    homesAtRates.set(rates, answers);
  }
  const answer = answers(userId, stored);
  if (answer === null) throw new DomainError('not_found', contentErrors.noRecovery);
  if (!answer) throw new Error('The home of a stored dashboard does not match its response schema');
  if (actor.role === 'agent' && answer.meta !== actor.userId)
    throw new DomainError('case_not_assigned', contentErrors.recoveryNotAssigned);
  return answer.json;
}

/** GET /api/profile: the account, and for a client the contact they may correct with its revision. */
async function profile(documents: DocumentStore, actor: Actor): Promise<RouteResponse<'profile'>> {
  const user = await documents.get<UserDoc>(USERS, actor.userId);
  if (!user) throw new DomainError('not_found', apiErrors.notFound);
  const link = await documents.get<AdminClientUserDoc>(ADMIN_CLIENT_USERS, actor.userId);
  const client = link?.clientId
    ? await documents.get<AdminClientDoc>(ADMIN_CLIENTS, link.clientId)
    : undefined;
  return {
    fullName: user.fullName,
    email: user.email,
    username: user.username,
    role: user.role,
    contact:
      client?.city !== undefined && client.country !== undefined && client.revision !== undefined
        ? {
            contactPhone: client.contactPhone ?? null,
            address: client.address ?? null,
            city: client.city,
            country: client.country,
            revision: client.revision,
          }
        : null,
  };
}

/** The client record of a client's user (what their own commands change), from the same read model. */
export async function clientOfUser(documents: DocumentStore, userId: string): Promise<string | null> {
  const link = await documents.get<AdminClientUserDoc>(ADMIN_CLIENT_USERS, userId);
  return link?.clientId ?? null;
}

/** The client's home: their recovery case (in pesos at the firm's rates) and their profile. */
export function homeRoutes(documents: DocumentStore, rates: FirmTerms['exchangeRates']) {
  return {
    recoveryCase: async ({ actor, params }) => ({
      json: await recoveryCase(documents, actor, params.userId, rates),
    }),
    profile: async ({ actor }) => ({ body: await profile(documents, actor) }),
  } satisfies RouteHandlers;
}
