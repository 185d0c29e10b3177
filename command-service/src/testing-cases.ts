import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Actor, SqliteEventStore } from '@portal/platform';
import type { CommandDeps } from './context.js';
import { opened } from './recovery-process/test-fixtures.js';

/** A fresh SQLite event store per test, in a temporary folder (for handler tests). */
export function useEventStore(prefix: string) {
  const state = {} as { store: SqliteEventStore; deps: CommandDeps; dir: string };
  beforeEach(() => {
    state.dir = mkdtempSync(join(tmpdir(), prefix));
    state.store = new SqliteEventStore(join(state.dir, 'events.sqlite'));
    state.deps = { events: state.store, scryptLog2N: 10, portalSecret: 'secreto-de-prueba' };
  });
  afterEach(async () => {
    await state.store.close();
    rmSync(state.dir, { recursive: true, force: true });
  });
  return state;
}

const metadata = {
  actorId: null,
  actorRole: 'system',
  correlationId: 'c',
  occurredAt: '2026-11-21T12:00:00.000Z',
  schemaVersion: 1,
};

/** Appends an event as a store would hold it (literal data, past the deciders). */
export const putEvent = (store: SqliteEventStore, stream: string, type: string, data: unknown, version = 1) =>
  store.append(
    stream,
    [{ id: crypto.randomUUID(), type, data, metadata: { ...metadata, schemaVersion: version } }],
    'any',
  );

export const reportedCase = {
  caseId: 'c1',
  clientId: 'cl1',
  userId: 'u1',
  fraudType: 'forex',
  lossAmount: '1000',
  currency: 'MXN',
  fraudDate: '2026-01-01',
  platform: 'FX',
  description: 'x'.repeat(60),
  evidence: '',
  previousAttempts: '',
  preferredContact: 'email',
  urgencyLevel: 'low',
} as const;

export const registeredClient = {
  clientId: 'cl1',
  userId: 'u1',
  caseId: 'c1',
  processId: 'p1',
  accountNumber: 'CR-12345678',
  contactPhone: '5512345678',
  country: 'mexico',
  city: 'Puebla',
  address: null,
  preferredContact: 'email',
  registeredAt: '2026-11-21T12:00:00.000Z',
} as const;

export const assignment = (agentUserId: string) => ({
  clientId: 'cl1',
  userId: 'u1',
  agentId: `agent-of-${agentUserId}`,
  agentUserId,
  agentName: 'Lic. Ana Torres',
  agentPhone: '5587654321',
  agentEmail: 'ana@firma.mx',
});

/**
 * Case c1 of client cl1 (user u1): its fraud case, the client (assigned to `assignedTo`'s agent, if any) and,
 * with `process`, its recovery process p1 as registration opens it (revision 0).
 */
export async function givenCase(
  store: SqliteEventStore,
  { assignedTo, process = false }: { assignedTo: string | null; process?: boolean },
) {
  await putEvent(store, 'fraudCase-c1', 'FraudCaseReported', reportedCase);
  await putEvent(store, 'client-cl1', 'ClientRegistered', registeredClient);
  if (assignedTo) await putEvent(store, 'client-cl1', 'ClientAssignedToAgent', assignment(assignedTo));
  if (process) await putEvent(store, 'recoveryProcess-p1', 'RecoveryProcessOpened', opened.data, 2);
}

export const staff = {
  admin: { userId: 'admin-1', role: 'admin' },
  agent: { userId: 'agent-user-1', role: 'agent' },
  otherAgent: { userId: 'agent-user-2', role: 'agent' },
} as const satisfies Record<string, Actor>;
