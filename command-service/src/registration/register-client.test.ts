import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRefusal } from '@portal/contracts';
import {
  type AppendResult,
  type EventStore,
  hashedReservationStream,
  SqliteEventStore,
  type StreamAppend,
} from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { idempotencyStream } from '../idempotency/decider.js';
import { reserve } from '../reservation/reservations.js';
import { type RegistrationInput, registerClient } from './register-client.js';

const SECRET = 'secreto-de-prueba-de-32-caracteres';
const NOW = new Date('2026-11-21T12:00:00Z');

/**
 * The SQLite log, with a hook that runs once, just before the first appendMany whose parts `when` picks: the write
 * of a concurrent registration that read the same state and got there first.
 */
class RacedStore implements EventStore {
  private raced = false;
  /** The event types of each appendMany, in order. */
  readonly appends: string[][] = [];
  constructor(
    readonly inner: SqliteEventStore,
    private readonly when: (writes: StreamAppend[]) => boolean,
    private readonly competitor: (writes: StreamAppend[]) => Promise<void>,
    readonly atomicAppendMany = true,
  ) {}
  async appendMany(writes: StreamAppend[]): Promise<AppendResult[]> {
    this.appends.push(writes.flatMap((w) => w.events.map((e) => e.type)));
    if (!this.raced && this.when(writes)) {
      this.raced = true;
      await this.competitor(writes);
    }
    if (this.atomicAppendMany) return this.inner.appendMany(writes);
    // A store without a transaction across streams (EventStoreDB): one append after the other.
    const results: AppendResult[] = [];
    for (const w of writes) results.push(await this.inner.append(w.streamId, w.events, w.expected));
    return results;
  }
  append: EventStore['append'] = (...args) => this.inner.append(...args);
  readStream: EventStore['readStream'] = (...args) => this.inner.readStream(...args);
  readAll: EventStore['readAll'] = (...args) => this.inner.readAll(...args);
  subscribeAll: EventStore['subscribeAll'] = (...args) => this.inner.subscribeAll(...args);
  lastPosition: EventStore['lastPosition'] = () => this.inner.lastPosition();
  close: EventStore['close'] = () => this.inner.close();
}

let dir: string;
let log: SqliteEventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'register-client-'));
  log = new SqliteEventStore(join(dir, 'events.sqlite'));
});
afterEach(async () => {
  await log.close();
  rmSync(dir, { recursive: true, force: true });
});

const depsOf = (events: EventStore): CommandDeps => ({ events, scryptLog2N: 10, portalSecret: SECRET });
const meta = { actorId: null, actorRole: 'public' as const, correlationId: 'otra', now: NOW };

const input = (over: Partial<RegistrationInput> = {}): RegistrationInput => ({
  username: 'lucia.hernandez',
  password: 'Clave-Segura-2026',
  email: 'lucia@correo-pruebas.mx',
  firstName: 'Lucía',
  lastName: 'Hernández Soto',
  phone: '+52 33 1234 5678',
  country: 'mexico',
  city: 'Guadalajara',
  fraudType: 'forex',
  lossAmount: '25000.50',
  currency: 'USD',
  fraudDate: '2025-11-03',
  platform: 'FX Global Markets',
  description:
    'Un asesor me convenció por teléfono de invertir en divisas y la plataforma bloqueó mi cuenta.',
  evidence: 'Comprobantes de transferencia.',
  previousAttempts: 'Reclamación ante mi banco.',
  preferredContact: 'email',
  urgencyLevel: 'critical',
  ...over,
});

const request = (idempotencyKey: string) => ({ actor: null, correlationId: 'c-1', now: NOW, idempotencyKey });
const emailStream = (email: string) => hashedReservationStream(SECRET, 'email', email.toLowerCase());
const isReservation = (writes: StreamAppend[]) => writes.some((w) => w.streamId.startsWith('emailKey-'));

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    for (const code of ['username_taken', 'email_taken'] as const) if (isRefusal(error, code)) return code;
    throw error;
  }
  return 'accepted';
}

describe('registerClient: a registration that loses a race', () => {
  it('writes nothing on the SQLite log: no key record, no username reserved (the e-mail taken meanwhile)', async () => {
    const { email } = input();
    // Another registration reserves the e-mail after this one checked it was free, before its first append.
    const raced = new RacedStore(log, isReservation, () =>
      reserve(depsOf(log), meta, 'email', email, 'otra-persona').then(() => undefined),
    );
    expect(await refusalOf(registerClient(depsOf(raced), input(), request('clave-1')))).toBe('email_taken');
    const all = await log.readAll({ limit: 1000 });
    expect(all.map((e) => [e.streamId, e.type])).toEqual([[emailStream(email), 'EmailReserved']]);
    expect(await log.readStream(idempotencyStream('clave-1'))).toEqual([]);
  });

  it('without a transaction across streams, releases the username it reserved before the e-mail was refused', async () => {
    const raced = new RacedStore(
      log,
      isReservation,
      () => reserve(depsOf(log), meta, 'email', input().email, 'otra-persona').then(() => undefined),
      false,
    );
    expect(await refusalOf(registerClient(depsOf(raced), input(), request('clave-1')))).toBe('email_taken');
    const types = (await log.readAll({ limit: 1000 })).map((e) => e.type);
    expect(types.filter((t) => t === 'UsernameReserved')).toHaveLength(1);
    expect(types.filter((t) => t === 'ReservationReleased')).toHaveLength(1);
    // The username is free again: the same person registers it with another e-mail.
    const again = await registerClient(
      depsOf(log),
      input({ email: 'lucia.otra@correo-pruebas.mx' }),
      request('clave-2'),
    );
    expect(again.result.accountNumber).toMatch(/^CR-\d{8}$/);
  });

  it('takes the next account number when another client took the first candidate between the read and the append', async () => {
    let stolen = '';
    const raced = new RacedStore(
      log,
      (writes) => writes.some((w) => w.streamId.startsWith('accountNumber-')),
      async (writes) => {
        const part = writes.find((w) => w.streamId.startsWith('accountNumber-')) as StreamAppend;
        const [event] = part.events as [StreamAppend['events'][number]];
        stolen = (event.data as { accountNumber: string }).accountNumber;
        await log.append(
          part.streamId,
          [{ ...event, id: randomUUID(), data: { accountNumber: stolen, clientId: 'otro-cliente' } }],
          'no_stream',
        );
      },
    );
    const { result } = await registerClient(depsOf(raced), input(), request('clave-1'));
    expect(stolen).toMatch(/^CR-\d{8}$/);
    expect(result.accountNumber).toMatch(/^CR-\d{8}$/);
    expect(result.accountNumber).not.toBe(stolen);
    expect(result.caseNumber).toBe(`EXP-2026-${result.accountNumber.slice(3)}`);
    const all = await log.readAll({ limit: 1000 });
    // The stolen number keeps its one reservation; the registration's facts are each written once.
    expect(all.filter((e) => e.streamId === `accountNumber-${stolen.toLowerCase()}`)).toHaveLength(1);
    for (const type of ['UserRegistered', 'ClientRegistered', 'FraudCaseReported', 'RecoveryProcessOpened'])
      expect(all.filter((e) => e.type === type)).toHaveLength(1);
    expect(all.filter((e) => e.type === 'ReservationConfirmed')).toHaveLength(2);
  });
});

describe('registerClient: two appends', () => {
  it('appends the key record and the reservations together, then everything else together', async () => {
    const watched = new RacedStore(
      log,
      () => false,
      async () => {},
    );
    const { result } = await registerClient(depsOf(watched), input(), request('clave-1'));
    expect(watched.appends).toEqual([
      ['RequestAccepted', 'UsernameReserved', 'EmailReserved'],
      [
        'UserRegistered',
        'AccountNumberReserved',
        'ClientRegistered',
        'FraudCaseReported',
        'RecoveryProcessOpened',
        'ReservationConfirmed',
        'ReservationConfirmed',
      ],
    ]);
    const written = (await log.readAll({ limit: 1000 })).length;
    expect(written).toBe(10);
    // Sent again with its key: the same answer, nothing new appended.
    const again = await registerClient(depsOf(watched), input(), request('clave-1'));
    expect(again.result).toEqual(result);
    expect(watched.appends).toHaveLength(2);
    expect(await log.readAll({ limit: 1000 })).toHaveLength(written);
  });
});
