import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@portal/platform';
import { handleCommand, UnreadableStreamError } from './command-handler.js';
import { type ReservationCommand, reservationDecider } from './reservation/decider.js';
import { type UserCommand, userDecider } from './user/decider.js';

let dir: string;
let store: SqliteEventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'handler-'));
  store = new SqliteEventStore(join(dir, 'events.sqlite'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const meta = (seed?: string) => ({
  actorId: 'actor-1',
  actorRole: 'admin' as const,
  correlationId: 'corr-1',
  now: new Date('2026-11-21T12:00:00Z'),
  ...(seed ? { eventIdSeed: seed } : {}),
});
const storedMetadata = {
  actorId: null,
  actorRole: 'system',
  correlationId: 'c',
  occurredAt: '2026-11-21T12:00:00.000Z',
  schemaVersion: 1,
};
/** Writes an event as it might lie in a store, past the deciders. */
const appendRaw = (stream: string, type: string, data: unknown, metadata: unknown = storedMetadata) =>
  store.append(stream, [{ id: crypto.randomUUID(), type, data, metadata }], 'no_stream');
const changeTo = (newPasswordHash: string) => (): UserCommand => ({
  type: 'ChangePassword',
  userId: 'u1',
  currentPasswordVerified: true,
  samePassword: false,
  newPasswordHash,
});
const reserve = (ownerId: string) => (): ReservationCommand => ({
  type: 'Reserve',
  kind: 'username',
  value: 'ana',
  ownerId,
});

/** User u1 (ana) registered with password hash h0: revision 0 of user-u1. */
const registerAna = () =>
  handleCommand(
    store,
    userDecider,
    'user-u1',
    (): UserCommand => ({
      type: 'RegisterUser',
      user: {
        userId: 'u1',
        username: 'ana',
        email: 'a@b.mx',
        firstName: 'A',
        lastName: 'B',
        fullName: 'A B',
        role: 'client',
        passwordHash: 'h0',
      },
    }),
    meta(),
  );
const hashes = async () =>
  (await store.readStream('user-u1')).map((e) => (e.data as { passwordHash: string }).passwordHash);

/** Holds a command between its read and its decision until `release` (another writer goes first meanwhile). */
function gate() {
  let release: () => void = () => {};
  const opened = new Promise<void>((r) => {
    release = r;
  });
  return { opened, release };
}

describe('handleCommand', () => {
  it('appends the decided events with the metadata of the command', async () => {
    const outcome = await handleCommand(store, reservationDecider, 'username-ana', reserve('u1'), meta());
    expect(outcome.events).toHaveLength(1);
    const [stored] = await store.readStream('username-ana');
    expect(stored?.metadata).toEqual({
      actorId: 'actor-1',
      actorRole: 'admin',
      correlationId: 'corr-1',
      occurredAt: '2026-11-21T12:00:00.000Z',
      schemaVersion: 1,
    });
    expect(outcome.position).toBe(stored?.position);
  });

  it('derives the same event ids from the same seed, so a retry appends nothing new', async () => {
    await handleCommand(store, reservationDecider, 'username-ana', reserve('u1'), meta('seed-1'));
    const again = await handleCommand(
      store,
      reservationDecider,
      'username-ana',
      reserve('u1'),
      meta('seed-1'),
    );
    expect(again.events).toEqual([]);
    expect(await store.readStream('username-ana')).toHaveLength(1);
  });

  it('turns a concurrent write into a 409 and keeps the first write', async () => {
    await registerAna();
    // Both writers read revision 0; the second append must be refused, not overwrite the first.
    const held = gate();
    const slow = handleCommand(
      store,
      userDecider,
      'user-u1',
      async (): Promise<UserCommand> => {
        await held.opened;
        return changeTo('slow')();
      },
      meta(),
    );
    await new Promise((r) => setTimeout(r, 10));
    await handleCommand(store, userDecider, 'user-u1', changeTo('fast'), meta());
    held.release();
    await expect(slow).rejects.toMatchObject({ kind: 'conflict', code: 'conflict' });
    expect(await hashes()).toEqual(['h0', 'fast']);
  });

  it('decides again after a conflict when the command may be retried', async () => {
    const held = gate();
    let prepared = 0;
    const slow = handleCommand(
      store,
      reservationDecider,
      'username-ana',
      async () => {
        prepared += 1;
        if (prepared === 1) await held.opened;
        return reserve('u2')();
      },
      meta(),
      { retryOnConflict: true },
    );
    await new Promise((r) => setTimeout(r, 10));
    await handleCommand(store, reservationDecider, 'username-ana', reserve('u1'), meta());
    held.release();
    // On the second attempt the decider sees u1's reservation and refuses with the domain's own message.
    await expect(slow).rejects.toMatchObject({ code: 'username_taken' });
    expect(prepared).toBe(2);
  });

  describe('with the revision the caller read (If-Match)', () => {
    it('appends when the stream is at that revision, and answers the new revision', async () => {
      await registerAna();
      const outcome = await handleCommand(store, userDecider, 'user-u1', changeTo('h1'), meta(), {
        expectedRevision: 0,
      });
      expect(outcome.revision).toBe(1);
      expect(await hashes()).toEqual(['h0', 'h1']);
    });

    it('refuses a stale revision with stale_revision (409) and the given message, and appends nothing', async () => {
      await registerAna();
      await handleCommand(store, userDecider, 'user-u1', changeTo('h1'), meta());
      const stale = handleCommand(store, userDecider, 'user-u1', changeTo('h2'), meta(), {
        expectedRevision: 0,
        staleMessage: 'Otra persona modificó esto.',
      });
      await expect(stale).rejects.toMatchObject({
        kind: 'conflict',
        code: 'stale_revision',
        message: 'Otra persona modificó esto.',
      });
      expect(await hashes()).toEqual(['h0', 'h1']);
    });

    it('takes a missing stream as revision -1', async () => {
      await expect(
        handleCommand(store, reservationDecider, 'username-ana', reserve('u1'), meta(), {
          expectedRevision: 0,
        }),
      ).rejects.toMatchObject({ code: 'stale_revision' });
      expect(await store.readStream('username-ana')).toEqual([]);
      const outcome = await handleCommand(store, reservationDecider, 'username-ana', reserve('u1'), meta(), {
        expectedRevision: -1,
      });
      expect(outcome.revision).toBe(0);
    });

    it('answers the current revision when the decider appends nothing', async () => {
      await handleCommand(store, reservationDecider, 'username-ana', reserve('u1'), meta());
      const repeat = await handleCommand(store, reservationDecider, 'username-ana', reserve('u1'), meta(), {
        expectedRevision: 0,
      });
      expect(repeat.events).toEqual([]);
      expect(repeat.revision).toBe(0);
      expect(await store.readStream('username-ana')).toHaveLength(1);
    });

    it('ends in stale_revision when another writer appends between the read and the append, even with retries allowed', async () => {
      await registerAna();
      const held = gate();
      let prepared = 0;
      const slow = handleCommand(
        store,
        userDecider,
        'user-u1',
        async (): Promise<UserCommand> => {
          prepared += 1;
          await held.opened;
          return changeTo('slow')();
        },
        meta(),
        { expectedRevision: 0, retryOnConflict: true },
      );
      await new Promise((r) => setTimeout(r, 10));
      await handleCommand(store, userDecider, 'user-u1', changeTo('fast'), meta());
      held.release();
      await expect(slow).rejects.toMatchObject({ kind: 'conflict', code: 'stale_revision' });
      expect(prepared).toBe(1);
      expect(await hashes()).toEqual(['h0', 'fast']);
    });
  });

  it('refuses to decide on a stream holding an event it cannot read, and appends nothing', async () => {
    await appendRaw('user-u1', 'UserRegistered', { userId: 'u1', username: 'ana' }); // fails its schema: no e-mail, names, role, hash
    const change = handleCommand(store, userDecider, 'user-u1', changeTo('h1'), meta());
    await expect(change).rejects.toBeInstanceOf(UnreadableStreamError);
    expect(await store.readStream('user-u1')).toHaveLength(1);
  });

  it("refuses a stream holding another aggregate's event", async () => {
    await appendRaw('username-ana', 'PasswordChanged', {
      userId: 'u1',
      passwordHash: 'h',
      changedBy: 'self',
    });
    await expect(
      handleCommand(store, reservationDecider, 'username-ana', reserve('u1'), meta()),
    ).rejects.toThrow(/username-ana holds an event this aggregate cannot read: PasswordChanged/);
  });

  it('refuses a stream whose event metadata cannot be read (no schema version to read the data with)', async () => {
    await appendRaw(
      'username-ana',
      'UsernameReserved',
      { username: 'ana', userId: 'u1', reservedAt: '2026-11-21T12:00:00.000Z' },
      { note: 'no actor, no time, no version' },
    );
    await expect(
      handleCommand(store, reservationDecider, 'username-ana', reserve('u2'), meta()),
    ).rejects.toThrow(/UsernameReserved .* its metadata fails its schema$/);
  });
});
