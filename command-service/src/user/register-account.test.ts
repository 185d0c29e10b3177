import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRefusal } from '@portal/contracts';
import { hashedReservationStream, SqliteEventStore } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { reservationStream } from '../reservation/decider.js';
import { type NewAccount, registerAccount } from './register-account.js';

let dir: string;
let store: SqliteEventStore;
let deps: CommandDeps;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'register-account-'));
  store = new SqliteEventStore(join(dir, 'events.sqlite'));
  deps = { events: store, scryptLog2N: 10, portalSecret: 'secreto-de-prueba-de-32-caracteres' };
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const meta = (seed?: string) => ({
  actorId: null,
  actorRole: 'public' as const,
  correlationId: 'corr-1',
  now: new Date('2026-11-21T12:00:00Z'),
  ...(seed ? { eventIdSeed: seed } : {}),
});
const account = (over: Partial<NewAccount>): NewAccount => ({
  userId: 'u1',
  username: 'admin',
  email: 'admin@demo.mx',
  firstName: 'Carlos',
  lastName: 'Mendoza',
  role: 'admin',
  password: 'Clave-Segura-2026',
  ...over,
});

/** How many events the store holds. */
async function eventCount(): Promise<number> {
  return (await store.readAll({ limit: 100_000 })).length;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isRefusal(error, 'username_taken')) return 'username_taken';
    if (isRefusal(error, 'email_taken')) return 'email_taken';
    throw error;
  }
  return 'accepted';
}

describe('registerAccount: uniqueness by confusable skeleton, refusals that write nothing', () => {
  it('refuses full-width, Cyrillic and upper-case look-alikes of a taken username, appending nothing', async () => {
    await registerAccount(deps, meta(), account({}));
    await registerAccount(
      deps,
      meta(),
      account({ userId: 'u9', username: 'superadmin', email: 's@demo.mx' }),
    );
    const before = await eventCount();
    const lookAlikes = [
      '\uff41\uff44\uff4d\uff49\uff4e', // ａｄｍｉｎ (full width)
      '\u0430dmin', // аdmin (Cyrillic а)
      'ADMIN',
      'adrnin',
      '\u0455uperadmin', // ѕuperadmin (Cyrillic ѕ)
    ];
    for (const [i, username] of lookAlikes.entries()) {
      const attempt = registerAccount(
        deps,
        meta(),
        account({ userId: `u${i + 2}`, username, email: `${i}@x.mx` }),
      );
      expect({ username, outcome: await refusal(attempt) }).toEqual({ username, outcome: 'username_taken' });
    }
    expect(await eventCount()).toBe(before);
  });

  it('refuses a taken e-mail without reserving (nor releasing) the new username', async () => {
    await registerAccount(deps, meta(), account({}));
    const before = await eventCount();
    const attempt = registerAccount(
      deps,
      meta(),
      account({ userId: 'u2', username: 'otro', email: 'ADMIN@demo.mx' }),
    );
    expect(await refusal(attempt)).toBe('email_taken');
    expect(await eventCount()).toBe(before);
    expect(await store.readStream(reservationStream(deps.portalSecret, 'username', 'otro'))).toEqual([]);
  });

  it('names no reservation stream by the e-mail or the username: their keys are hashed with the portal secret', async () => {
    await registerAccount(deps, meta(), account({ username: 'josé.peña', email: 'Jose.Pena@Correo.mx' }));
    const streams = [...new Set((await store.readAll()).map((e) => e.streamId))];
    expect(streams.filter((s) => /jos|pe[ñn]a|correo/i.test(s))).toEqual([]);
    expect(streams).toContain(hashedReservationStream(deps.portalSecret, 'email', 'jose.pena@correo.mx'));
    expect(streams.filter((s) => /^(usernameKey|emailKey)-[0-9a-f]{64}$/.test(s))).toHaveLength(2);
    // Another secret, other names: the hash cannot be recomputed from the e-mail alone.
    expect(
      hashedReservationStream('otro-secreto-de-prueba-de-32-caracteres', 'email', 'jose.pena@correo.mx'),
    ).not.toBe(hashedReservationStream(deps.portalSecret, 'email', 'jose.pena@correo.mx'));
  });

  it('stores the normalized username', async () => {
    await registerAccount(deps, meta(), account({ username: ' Ａna.Ruiz ' }));
    const [registered] = await store.readStream('user-u1');
    expect(registered?.data).toMatchObject({ username: 'ana.ruiz' });
  });
});

describe('registerAccount on a log from before the skeleton (streams keyed on the lower case)', () => {
  const metadata = {
    actorId: null,
    actorRole: 'system',
    correlationId: 'c',
    occurredAt: '2026-11-20T12:00:00.000Z',
    schemaVersion: 1,
  };
  /** Starts `streamId` with `events`, written as a log from before the confusable skeleton holds them. */
  const appendOld = (streamId: string, events: { type: string; data: Record<string, unknown> }[]) =>
    store.append(
      streamId,
      events.map((event) => ({ id: crypto.randomUUID(), ...event, metadata })),
      'no_stream',
    );
  beforeEach(async () => {
    // `admin` of u1, registered and confirmed before the skeleton: its stream is `username-admin`.
    await appendOld('username-admin', [
      {
        type: 'UsernameReserved',
        data: { username: 'admin', userId: 'u1', reservedAt: '2026-11-20T12:00:00.000Z' },
      },
      { type: 'ReservationConfirmed', data: { ownerId: 'u1' } },
    ]);
  });

  it('keeps the old username taken, in any letter case or width', async () => {
    const before = await eventCount();
    for (const username of ['admin', 'Admin', '\uff41\uff44\uff4d\uff49\uff4e']) {
      const attempt = registerAccount(deps, meta(), account({ userId: 'u2', username, email: 'otro@x.mx' }));
      expect({ username, outcome: await refusal(attempt) }).toEqual({ username, outcome: 'username_taken' });
    }
    expect(await eventCount()).toBe(before);
  });

  it('lets its owner register again (a retry, the demo seed) without a new reservation', async () => {
    await appendOld('email-admin@demo.mx', [
      {
        type: 'EmailReserved',
        data: { email: 'admin@demo.mx', userId: 'u1', reservedAt: '2026-11-20T12:00:00.000Z' },
      },
    ]);
    await registerAccount(deps, meta('demo:admin'), account({}));
    // Only the user was written: no reservation on the stream of the skeleton `adrnin`.
    expect(await store.readStream(reservationStream(deps.portalSecret, 'username', 'adrnin'))).toEqual([]);
    expect((await store.readAll()).map((e) => e.type)).toEqual([
      'UsernameReserved',
      'ReservationConfirmed',
      'EmailReserved',
      'UserRegistered',
    ]);
  });
});

describe('registerAccount on a log migrated by npm run migrate-personal-data (clear stream ids hashed)', () => {
  const metadata = {
    actorId: null,
    actorRole: 'system',
    correlationId: 'c',
    occurredAt: '2026-11-20T12:00:00.000Z',
    schemaVersion: 1,
  };
  beforeEach(async () => {
    // `admin` of u1 from before the skeleton (stream `username-admin`, its lower case), renamed by the migration to
    // the hash of that key, not of its skeleton `adrnin`.
    await store.append(
      hashedReservationStream(deps.portalSecret, 'username', 'admin'),
      [
        {
          id: crypto.randomUUID(),
          type: 'UsernameReserved',
          data: { username: 'admin', userId: 'u1', reservedAt: '2026-11-20T12:00:00.000Z' },
          metadata,
        },
        { id: crypto.randomUUID(), type: 'ReservationConfirmed', data: { ownerId: 'u1' }, metadata },
      ],
      'no_stream',
    );
  });

  it('keeps the old username taken for others, and its owner registers again without a new reservation', async () => {
    const before = await eventCount();
    const attempt = registerAccount(
      deps,
      meta(),
      account({ userId: 'u2', username: 'Admin', email: 'otro@x.mx' }),
    );
    expect(await refusal(attempt)).toBe('username_taken');
    expect(await eventCount()).toBe(before);
    await registerAccount(deps, meta('demo:admin'), account({}));
    expect(await store.readStream(reservationStream(deps.portalSecret, 'username', 'admin'))).toEqual([]);
  });
});
