import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_DASHBOARDS, type FirmTerms, recoveryHomeSchema } from '@portal/contracts';
import { CachedDocumentStore, SqliteDocumentStore } from '@portal/platform';
import { recoveryCase } from './home.js';

let dir: string;
let documents: CachedDocumentStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'home-'));
  documents = new CachedDocumentStore(new SqliteDocumentStore(join(dir, 'docs.sqlite')));
});
afterEach(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A client's stored dashboard document (keys where the answer shows labels): a case in dollars, an agent assigned, one document sent and one asked. */
const stored = {
  user: { fullName: 'Lucía Hernández', email: 'lucia@correo.mx' },
  client: { accountNumber: 'CL-000123', contactPhone: '5512345678', address: null },
  fraudCase: {
    id: 'case-1',
    fraudType: 'investment',
    platform: 'WhatsApp',
    fraudDate: '2026-10-01',
    urgencyLevel: 'high',
    description: 'Me ofrecieron rendimientos.',
    lossAmount: '1000.00',
    currency: 'USD',
  },
  recoveryProcess: {
    caseNumber: 'EXP-2026-00000007',
    assignedAgent: 'Lic. Ana Torres',
    agentPhone: '5587654321',
    agentEmail: 'ana@firma.mx',
    priority: 'high',
    estimatedCompletion: '2027-01-15',
    phases: [
      {
        key: 'analysis',
        status: 'completed',
        progress: null,
        nextSteps: [],
        startedAt: '2026-10-02T10:00:00.000Z',
        completedAt: '2026-10-05T10:00:00.000Z',
      },
      {
        key: 'legal',
        status: 'in_progress',
        progress: 40,
        nextSteps: ['Presentar la denuncia'],
        startedAt: '2026-10-05T10:00:00.000Z',
        completedAt: null,
      },
    ],
    documents: {
      required: [
        { documentId: 'officialId', documentKey: 'officialId', required: true, answered: true },
        {
          documentId: 'complaint',
          name: 'Denuncia',
          description: 'Ante el MP',
          required: true,
          answered: false,
        },
      ],
      submitted: [
        {
          name: 'ine.pdf',
          uploadedAt: '2026-10-03T10:00:00.000Z',
          status: 'in_review',
          url: '/api/documents/d1/download',
          documentId: 'd1',
          size: 1200,
          rejectionReason: null,
          requiredDocumentId: 'officialId',
        },
      ],
    },
    timeline: [
      { kind: 'caseOpened', date: '2026-10-02T10:00:00.000Z', facts: { caseNumber: 'EXP-2026-00000007' } },
    ],
    servicePlan: 'premium',
  },
  phaseResponsibles: ['analysisTeam', 'assignedAgent'],
  agentUserId: 'agent-9',
  caseId: 'case-1',
  openedAt: '2026-10-02T10:00:00.000Z',
  figures: { originalAmount: '1000.00', recoveredAmount: '250.00', pendingAmount: '750.00', currency: 'USD' },
  cancelled: false,
  servicePlan: 'premium',
};

/** The home of that document, written out (amounts at 17.25 pesos the dollar). */
const home = {
  userId: 'u1',
  caseId: 'case-1',
  caseNumber: 'EXP-2026-00000007',
  status: 'in_progress',
  priority: 'high',
  currentPhase: 'legal',
  phases: {
    analysis: {
      name: 'Análisis del caso',
      description: 'Revisión de su caso y de la evidencia por nuestros especialistas.',
      status: 'completed',
      progress: null,
      agent: 'Equipo de análisis de casos',
      startedAt: '2026-10-02T10:00:00.000Z',
      completedAt: '2026-10-05T10:00:00.000Z',
      estimatedDuration: '3-5 días hábiles',
      estimatedDays: 5,
      documents: [],
      nextSteps: [],
    },
    legal: {
      name: 'Acciones legales',
      description: 'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
      status: 'in_progress',
      progress: 40,
      agent: 'Lic. Ana Torres',
      startedAt: '2026-10-05T10:00:00.000Z',
      completedAt: null,
      estimatedDuration: '20-30 días hábiles',
      estimatedDays: 30,
      documents: [],
      nextSteps: ['Presentar la denuncia'],
    },
  },
  phaseOrder: ['analysis', 'legal'],
  estimatedCompletion: '2027-01-15',
  createdAt: '2026-10-02T10:00:00.000Z',
  assignedAgent: 'Lic. Ana Torres',
  agentContact: { email: 'ana@firma.mx', phone: '5587654321' },
  originalAmount: '17250.00',
  recoveredAmount: '4312.50',
  pendingAmount: '12937.50',
  currency: 'MXN',
  conversion: { from: 'USD', rate: '17.25', asOf: '2026-11-01' },
  recoveryRate: '25.0',
  servicePlan: 'premium',
  documents: {
    submitted: [{ name: 'ine.pdf', status: 'pending', uploadedAt: '2026-10-03T10:00:00.000Z' }],
    pending: [{ name: 'Denuncia', requiredBy: null }],
  },
  timeline: [
    {
      event: 'Caso registrado',
      description: 'Se abrió el expediente EXP-2026-00000007 y comenzó el análisis de su caso.',
      date: '2026-10-02T10:00:00.000Z',
      type: 'milestone',
    },
  ],
};

const rates: FirmTerms['exchangeRates'] = { USD: { mxn: '17.25', asOf: '2026-11-01' } };
const client = { userId: 'u1', role: 'client' } as const;
const read = async (actor: { userId: string; role: 'client' | 'agent' | 'admin' }, at = rates) =>
  JSON.parse((await recoveryCase(documents, actor, 'u1', at)).toString('utf8')) as unknown;

describe("the client's home (GET /api/recovery/:userId), made from the stored dashboard when read", () => {
  it('is the home shape of the dashboard document, in pesos at the configured rate, key for key', async () => {
    await documents.put(CLIENT_DASHBOARDS, 'u1', stored);
    const answer = await read(client);
    expect(answer).toEqual(home);
    expect(JSON.stringify(answer)).toBe(JSON.stringify(home));
    expect(recoveryHomeSchema.parse(answer)).toEqual(home);
    expect(await read({ userId: 'agent-9', role: 'agent' })).toEqual(home);
  });

  it('stays in the case currency without a configured rate, and says cancelled once the firm stops', async () => {
    await documents.put(CLIENT_DASHBOARDS, 'u1', { ...stored, cancelled: true });
    expect(await read({ userId: 'admin-1', role: 'admin' }, {})).toMatchObject({
      originalAmount: '1000.00',
      recoveredAmount: '250.00',
      pendingAmount: '750.00',
      currency: 'USD',
      conversion: null,
      status: 'cancelled',
    });
  });

  it("refuses another client and another agent's reader; no complete case is not found", async () => {
    await documents.put(CLIENT_DASHBOARDS, 'u1', stored);
    await expect(read({ userId: 'u2', role: 'client' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(read({ userId: 'agent-2', role: 'agent' })).rejects.toMatchObject({
      code: 'case_not_assigned',
    });
    const { recoveryProcess: _notYet, ...incomplete } = stored;
    await documents.put(CLIENT_DASHBOARDS, 'u1', incomplete);
    await expect(read(client)).rejects.toMatchObject({ code: 'not_found' });
    const admin = { userId: 'admin-1', role: 'admin' } as const;
    await expect(recoveryCase(documents, admin, 'nobody', rates)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
