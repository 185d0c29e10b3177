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

/** What the stored document and the answer share: everything but the recovery process. */
const person = {
  user: { fullName: 'Lucía Hernández', email: 'lucia@correo.mx' },
  client: { accountNumber: 'CL-000123', contactPhone: '+52 55 1234 5678', address: null },
  fraudCase: {
    id: 'case-1',
    fraudType: 'investment',
    platform: 'WhatsApp',
    fraudDate: '2026-10-01',
    urgencyLevel: 'high',
    description: 'Me ofrecieron rendimientos.',
    lossAmount: '15000.00',
    currency: 'MXN',
  },
};
const process = {
  caseNumber: 'EXP-2026-00000001',
  assignedAgent: 'Mario Ruiz',
  agentPhone: '5511112222',
  agentEmail: 'mario@firma.mx',
  priority: 'high',
  estimatedCompletion: null,
  servicePlan: null,
};

/** The stored document: keys where the answer shows labels, plus what the projector keeps for itself. */
const stored = {
  ...person,
  recoveryProcess: {
    ...process,
    phases: [
      {
        key: 'analysis',
        status: 'completed',
        progress: null,
        nextSteps: [],
        startedAt: '2026-10-02T10:00:00.000Z',
        completedAt: '2026-10-04T10:00:00.000Z',
      },
      {
        key: 'legal',
        status: 'in_progress',
        progress: 30,
        nextSteps: ['Enviar identificación'],
        startedAt: '2026-10-04T10:00:00.000Z',
        completedAt: null,
      },
    ],
    documents: {
      required: [
        { documentId: 'officialId', documentKey: 'officialId', required: true, answered: false },
        {
          documentId: 'r-7',
          name: 'Contrato firmado',
          description: 'El que firmó.',
          required: false,
          answered: true,
        },
      ],
      submitted: [],
    },
    timeline: [
      { kind: 'caseOpened', date: '2026-10-02T10:00:00.000Z', facts: { caseNumber: 'EXP-2026-00000001' } },
      {
        kind: 'phaseCompleted',
        date: '2026-10-04T10:00:00.000Z',
        facts: { phaseName: 'Análisis del caso', responsible: 'Equipo de análisis de casos' },
      },
      {
        kind: 'milestone',
        date: '2026-10-05',
        facts: { title: 'Llamada', description: 'Hablamos con usted.', agentName: 'Mario Ruiz' },
      },
    ],
  },
  pendingAgent: { name: 'Agente', phone: '555', email: 'agente@firma.mx' },
  phaseResponsibles: ['analysisTeam', 'assignedAgent'],
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

/** The answer, written out: what GET /api/clients/my-dashboard must send for the stored document above. */
const answer = {
  ...person,
  recoveryProcess: {
    caseNumber: 'EXP-2026-00000001',
    assignedAgent: 'Mario Ruiz',
    agentPhone: '5511112222',
    agentEmail: 'mario@firma.mx',
    priority: 'high',
    estimatedCompletion: null,
    phases: [
      {
        name: 'Análisis del caso',
        status: 'completed',
        responsible: 'Equipo de análisis de casos',
        date: '2026-10-04T10:00:00.000Z',
        key: 'analysis',
        description: 'Revisión de su caso y de la evidencia por nuestros especialistas.',
        progress: null,
        nextSteps: [],
        estimatedDuration: '3-5 días hábiles',
        estimatedDays: 5,
        startedAt: '2026-10-02T10:00:00.000Z',
        completedAt: '2026-10-04T10:00:00.000Z',
      },
      {
        name: 'Acciones legales',
        status: 'in_progress',
        responsible: 'Mario Ruiz',
        date: '2026-10-04T10:00:00.000Z',
        key: 'legal',
        description: 'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
        progress: 30,
        nextSteps: ['Enviar identificación'],
        estimatedDuration: '20-30 días hábiles',
        estimatedDays: 30,
        startedAt: '2026-10-04T10:00:00.000Z',
        completedAt: null,
      },
    ],
    documents: {
      required: [
        {
          documentId: 'officialId',
          name: 'Identificación oficial',
          description: 'INE o pasaporte vigente.',
          required: true,
          answered: false,
        },
        {
          documentId: 'r-7',
          name: 'Contrato firmado',
          description: 'El que firmó.',
          required: false,
          answered: true,
        },
      ],
      submitted: [],
    },
    timeline: [
      {
        type: 'milestone',
        event: 'Caso registrado',
        date: '2026-10-02T10:00:00.000Z',
        description: 'Se abrió el expediente EXP-2026-00000001 y comenzó el análisis de su caso.',
        responsible: 'Sistema',
      },
      {
        type: 'completed',
        event: 'Fase completada: Análisis del caso',
        date: '2026-10-04T10:00:00.000Z',
        description: 'Se completó la fase «Análisis del caso» de su proceso.',
        responsible: 'Equipo de análisis de casos',
      },
      {
        type: 'milestone',
        event: 'Llamada',
        date: '2026-10-05',
        description: 'Hablamos con usted.',
        responsible: 'Mario Ruiz',
      },
    ],
    servicePlan: null,
  },
};

describe("the client's dashboard", () => {
  it('answers JSON of exactly the response, labels applied: it parses with the schema, and the parse drops nothing', async () => {
    await documents.put(CLIENT_DASHBOARDS, 'u1', stored);
    const text = (await myDashboard(documents, 'u1')).toString('utf8');
    const parsed: unknown = JSON.parse(text);
    expect(parsed).toEqual(answer);
    // In the schema's order of keys, as the stored labels were answered before.
    expect(text).toBe(JSON.stringify(clientDashboardSchema.parse(answer)));
    expect(clientDashboardSchema.parse(parsed)).toEqual(parsed);
    for (const internal of [
      'pendingAgent',
      'phaseResponsibles',
      'agentUserId',
      'figures',
      'agent-9',
      'documentKey',
      'facts',
    ])
      expect(text).not.toContain(internal);
  });

  it('answers a changed document anew, and the same text while it stays', async () => {
    await documents.put(CLIENT_DASHBOARDS, 'u1', stored);
    const first = await myDashboard(documents, 'u1');
    expect(await myDashboard(documents, 'u1')).toBe(first);
    await documents.put(CLIENT_DASHBOARDS, 'u1', {
      ...stored,
      recoveryProcess: { ...stored.recoveryProcess, assignedAgent: 'Lic. Ana Torres' },
    });
    const changed = JSON.parse((await myDashboard(documents, 'u1')).toString('utf8'));
    expect(changed.recoveryProcess.assignedAgent).toBe('Lic. Ana Torres');
    expect(changed.recoveryProcess.phases[1].responsible).toBe('Lic. Ana Torres');
  });

  it('is not found while the registration is still being written, nor for someone without a case', async () => {
    const { recoveryProcess: _notYet, ...incomplete } = stored;
    await documents.put(CLIENT_DASHBOARDS, 'u1', incomplete);
    await expect(myDashboard(documents, 'u1')).rejects.toThrow(DomainError);
    await expect(myDashboard(documents, 'nobody')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
