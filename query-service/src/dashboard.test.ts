import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_DASHBOARDS, clientDashboardSchema, DomainError } from '@portal/contracts';
import { CachedDocumentStore, SqliteDocumentStore } from '@portal/platform';
import { myDashboard } from './dashboard.js';

let dir: string;
let documents: CachedDocumentStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dashboard-'));
  documents = new CachedDocumentStore(new SqliteDocumentStore(join(dir, 'docs.sqlite')));
});
afterEach(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The answer, written out: what GET /api/clients/my-dashboard must send for the stored document below. */
const answer = {
  user: { fullName: 'Lucía Hernández', email: 'lucia@correo.mx' },
  client: { accountNumber: 'CL-000123', contactPhone: '+52 55 1234 5678', address: null },
  fraudCase: {
    id: 'case-1',
    fraudType: 'Inversión falsa',
    platform: 'WhatsApp',
    fraudDate: '2026-10-01',
    urgencyLevel: 'Alta',
    description: 'Me ofrecieron rendimientos.',
    lossAmount: '15000.00',
    currency: 'MXN',
  },
  recoveryProcess: {
    caseNumber: 'REC-2026-0001',
    assignedAgent: null,
    agentPhone: null,
    agentEmail: null,
    priority: 'Alta',
    estimatedCompletion: null,
    phases: [
      {
        name: 'Evaluación inicial',
        status: 'En curso',
        responsible: 'Equipo de evaluación',
        date: '2026-10-02',
        key: 'evaluation',
        description: 'Revisamos su caso.',
        progress: null,
        nextSteps: ['Enviar identificación'],
        estimatedDuration: '3 días hábiles',
        estimatedDays: 3,
        startedAt: '2026-10-02',
        completedAt: null,
      },
    ],
    documents: { required: [], submitted: [] },
    timeline: [],
    servicePlan: null,
  },
};

/** The stored document: the answer plus what the projector keeps for itself, which must never leave. */
const stored = {
  ...answer,
  pendingAgent: { name: 'Agente', phone: '555', email: 'agente@firma.mx' },
  phaseResponsibles: ['team'],
  agentUserId: 'agent-9',
  caseId: 'case-1',
  openedAt: '2026-10-02T10:00:00.000Z',
  figures: {
    originalAmount: '15000.00',
    recoveredAmount: '0.00',
    pendingAmount: '15000.00',
    currency: 'MXN',
  },
  cancelled: false,
  servicePlan: 'basic',
};

describe("the client's dashboard", () => {
  it('answers JSON of exactly the response: it parses with the schema, and the parse drops nothing', async () => {
    await documents.put(CLIENT_DASHBOARDS, 'u1', stored);
    const text = (await myDashboard(documents, 'u1')).toString('utf8');
    const parsed: unknown = JSON.parse(text);
    expect(parsed).toEqual(answer);
    expect(clientDashboardSchema.parse(parsed)).toEqual(parsed);
    for (const internal of ['pendingAgent', 'phaseResponsibles', 'agentUserId', 'figures', 'agent-9'])
      expect(text).not.toContain(internal);
  });

  it('answers a changed document anew, and the same text while it stays', async () => {
    await documents.put(CLIENT_DASHBOARDS, 'u1', stored);
    const first = await myDashboard(documents, 'u1');
    expect(await myDashboard(documents, 'u1')).toBe(first);
    await documents.put(CLIENT_DASHBOARDS, 'u1', {
      ...stored,
      recoveryProcess: { ...answer.recoveryProcess, assignedAgent: 'Mario Ruiz' },
    });
    expect(
      JSON.parse((await myDashboard(documents, 'u1')).toString('utf8')).recoveryProcess.assignedAgent,
    ).toBe('Mario Ruiz');
  });

  it('is not found while the registration is still being written, nor for someone without a case', async () => {
    const { recoveryProcess: _notYet, ...incomplete } = stored;
    await documents.put(CLIENT_DASHBOARDS, 'u1', incomplete);
    await expect(myDashboard(documents, 'u1')).rejects.toThrow(DomainError);
    await expect(myDashboard(documents, 'nobody')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
