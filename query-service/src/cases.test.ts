import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CASE_COMMENTS,
  CASE_FILES,
  CASE_ROWS,
  type CaseCommentsDoc,
  type CaseFileDoc,
  caseRowOf,
  type StaffCaseComment,
} from '@portal/contracts';
import { type Actor, SqliteDocumentStore } from '@portal/platform';
import { agentClients, caseCommentCounts, caseComments, caseFile, clientCaseComments } from './cases.js';

let dir: string;
let documents: SqliteDocumentStore;

const agentA: Actor = { userId: 'ua', role: 'agent' };
const agentB: Actor = { userId: 'ub', role: 'agent' };
const admin: Actor = { userId: 'adm', role: 'admin' };
const superadmin: Actor = { userId: 'root', role: 'superadmin' };
const clientOne: Actor = { userId: 'u1', role: 'client' };
const clientTwo: Actor = { userId: 'u2', role: 'client' };

/** A complete case file as the caseFiles projection stores it (with the fields only the projector reads). */
function caseFileDoc(n: number, agent: { userId: string; name: string } | null, lastActivityAt: string) {
  const clientRecord = {
    clientId: `cl${n}`,
    userId: `u${n}`,
    accountNumber: `CR-0000000${n}`,
    contactPhone: '5512345678',
    address: null,
    city: 'Puebla',
    country: 'mexico',
    preferredContact: 'email',
  } satisfies CaseFileDoc['clientRecord'];
  return {
    caseId: `c${n}`,
    caseNumber: `EXP-2026-0000000${n}`,
    revision: 3,
    openedAt: '2026-11-10T10:00:00.000Z',
    clientRecord,
    client: {
      ...clientRecord,
      fullName: n === 1 ? 'Ana Ruiz' : 'Luis Pérez',
      email: `user${n}@example.mx`,
    },
    fraudCase: {
      fraudType: 'forex',
      platform: 'FX Global',
      fraudDate: '2026-09-01',
      urgencyLevel: n === 1 ? 'high' : 'low',
      description: 'Me ofrecieron rendimientos garantizados y no pude retirar mi dinero.',
      evidence: '',
      previousAttempts: '',
      lossAmount: '25000.50',
      currency: 'MXN',
    },
    agent: agent && { agentId: `a-${agent.userId}`, phone: '5587654321', email: 'agente@firma.mx', ...agent },
    agentUserId: agent?.userId ?? null,
    priority: 'normal',
    estimatedCompletion: null,
    progress: 50,
    currentPhaseKey: 'legal',
    phases: [
      {
        key: 'analysis',
        name: 'Análisis del caso',
        description: 'Revisión de su caso y de la evidencia por nuestros especialistas.',
        status: 'completed',
        responsible: 'Equipo de análisis de casos',
        progress: null,
        nextSteps: [],
        estimatedDuration: '3-5 días hábiles',
        estimatedDays: 5,
        startedAt: '2026-11-10T10:00:00.000Z',
        completedAt: '2026-11-12T10:00:00.000Z',
      },
      {
        key: 'legal',
        name: 'Acciones legales',
        description: 'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
        status: 'in_progress',
        responsible: agent?.name ?? 'Agente asignado',
        progress: 10,
        nextSteps: ['Presentar la denuncia'],
        estimatedDuration: '20-30 días hábiles',
        estimatedDays: 30,
        startedAt: '2026-11-12T10:00:00.000Z',
        completedAt: null,
      },
    ],
    phaseResponsibles: ['analysisTeam', 'assignedAgent'],
    requiredDocuments: [],
    timeline: [],
    recovery: {
      originalAmount: '25000.50',
      recoveredAmount: '0',
      pendingAmount: '25000.50',
      currency: 'MXN',
      cancelled: false,
    },
    commentCount: n === 1 ? 3 : 0,
    lastActivityAt,
    lastStaffActionAt: lastActivityAt,
    documentsAwaitingReview: 0,
    unreadClientActivity: 0,
  } satisfies CaseFileDoc;
}

/** Case c1's three comments as staff read them (with the author's name, without the author's id). */
const staffRead = {
  k1: {
    id: 'k1',
    content: 'Recibimos su evidencia.',
    commentType: 'agent',
    isVisibleToClient: true,
    createdAt: '2026-11-11T10:00:00.000Z',
    authorName: 'Lic. Ana Torres',
  },
  k2: {
    id: 'k2',
    content: 'Nota interna: verificar la cuenta receptora.',
    commentType: 'admin',
    isVisibleToClient: false,
    createdAt: '2026-11-12T10:00:00.000Z',
    authorName: 'Carlos Mendoza Ruiz',
  },
  k3: {
    id: 'k3',
    content: 'Enviamos la solicitud a su banco.',
    commentType: 'agent',
    isVisibleToClient: true,
    createdAt: '2026-11-13T10:00:00.000Z',
    authorName: 'Lic. Ana Torres',
  },
} satisfies Record<string, StaffCaseComment>;

/** As the caseFiles projection stores them: oldest first, each with its author's id too. */
const comments: CaseCommentsDoc = {
  caseId: 'c1',
  clientUserId: 'u1',
  comments: [
    { ...staffRead.k1, authorId: 'ua' },
    { ...staffRead.k2, authorId: 'adm' },
    { ...staffRead.k3, authorId: 'ua' },
  ],
};

/** A case file and, when complete, its list row, as the caseFiles projection writes them. */
async function putCase(id: string, doc: CaseFileDoc) {
  await documents.put(CASE_FILES, id, doc);
  const row = caseRowOf(doc);
  if (row) await documents.put(CASE_ROWS, id, { ...row });
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'query-cases-'));
  documents = new SqliteDocumentStore(join(dir, 'docs.sqlite'));
  await putCase('c1', caseFileDoc(1, { userId: 'ua', name: 'Lic. Ana Torres' }, '2026-11-13T10:00:00.000Z'));
  await putCase('c2', caseFileDoc(2, { userId: 'ub', name: 'Lic. Bruno Salas' }, '2026-11-15T10:00:00.000Z'));
  // A registration still being written: no case number, no client yet.
  await putCase('c3', { caseId: 'c3', agent: null, agentUserId: 'ua', commentCount: 0 });
  await documents.put(CASE_COMMENTS, 'c1', { ...comments });
  await documents.put(CASE_COMMENTS, 'c2', { caseId: 'c2', clientUserId: 'u2', comments: [] });
});
afterEach(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

const notFound = { code: 'not_found', message: 'No se encontró el caso.' };
const notAssigned = { code: 'case_not_assigned', message: 'Este caso no está asignado a usted.' };

describe('agent clients', () => {
  it("lists an agent's own complete cases only", async () => {
    const page = await agentClients(documents, agentA, undefined);
    expect(page.total).toBe(1);
    expect(page.rows).toEqual([
      {
        caseId: 'c1',
        caseNumber: 'EXP-2026-00000001',
        clientName: 'Ana Ruiz',
        urgencyLevel: 'high',
        priority: 'normal',
        currentPhase: 'Acciones legales',
        progress: 50,
        lastActivityAt: '2026-11-13T10:00:00.000Z',
        documentsAwaitingReview: 0,
        unreadClientActivity: 0,
        agentName: 'Lic. Ana Torres',
      },
    ]);
  });

  it('lists every complete case for administration, the most recent activity first', async () => {
    for (const actor of [admin, superadmin])
      expect((await agentClients(documents, actor, {})).rows.map((r) => [r.caseNumber, r.agentName])).toEqual(
        [
          ['EXP-2026-00000002', 'Lic. Bruno Salas'],
          ['EXP-2026-00000001', 'Lic. Ana Torres'],
        ],
      );
  });
});

describe('case file', () => {
  it('answers the assigned agent by case id or by case number, without the fields only the projector reads', async () => {
    const byId = await caseFile(documents, agentA, 'c1');
    expect(byId).toMatchObject({ caseId: 'c1', caseNumber: 'EXP-2026-00000001', revision: 3 });
    expect(byId).not.toHaveProperty('agentUserId');
    expect(byId).not.toHaveProperty('clientRecord');
    expect(await caseFile(documents, agentA, 'EXP-2026-00000001')).toEqual(byId);
    expect(await caseFile(documents, admin, 'EXP-2026-00000002')).toMatchObject({ caseId: 'c2' });
  });

  it("refuses another agent's case, by id and by number, and does not find a missing or unfinished one", async () => {
    await expect(caseFile(documents, agentB, 'c1')).rejects.toMatchObject(notAssigned);
    await expect(caseFile(documents, agentB, 'EXP-2026-00000001')).rejects.toMatchObject(notAssigned);
    await expect(caseFile(documents, admin, 'no-existe')).rejects.toMatchObject(notFound);
    await expect(caseFile(documents, agentA, 'c3')).rejects.toMatchObject(notFound);
  });
});

describe('case comments (staff)', () => {
  it('gives every comment, newest first, with its author, to whoever may work the case', async () => {
    const expected = [staffRead.k3, staffRead.k2, staffRead.k1];
    expect(await caseComments(documents, agentA, 'c1')).toEqual(expected);
    expect(await caseComments(documents, admin, 'c1')).toEqual(expected);
    await expect(caseComments(documents, agentB, 'c1')).rejects.toMatchObject(notAssigned);
    expect(await caseComments(documents, agentB, 'c2')).toEqual([]);
  });

  it("counts the comments of the cases asked for: an agent's own only, any for administration", async () => {
    const asked = ['c1', 'c2', 'c3', 'no-existe'];
    expect(await caseCommentCounts(documents, agentA, asked)).toEqual({ c1: 3 });
    expect(await caseCommentCounts(documents, agentB, asked)).toEqual({ c2: 0 });
    expect(await caseCommentCounts(documents, admin, asked)).toEqual({ c1: 3, c2: 0 });
    expect(await caseCommentCounts(documents, admin, ['c2'])).toEqual({ c2: 0 });
    expect(await caseCommentCounts(documents, admin, undefined)).toEqual({});
    expect(await caseCommentCounts(documents, clientOne, asked)).toEqual({});
  });
});

describe('case comments (client)', () => {
  it('gives the client of the case the visible comments only, newest first, without authors', async () => {
    expect(await clientCaseComments(documents, clientOne, 'c1')).toEqual([
      {
        id: 'k3',
        content: 'Enviamos la solicitud a su banco.',
        commentType: 'agent',
        isVisibleToClient: true,
        createdAt: '2026-11-13T10:00:00.000Z',
      },
      {
        id: 'k1',
        content: 'Recibimos su evidencia.',
        commentType: 'agent',
        isVisibleToClient: true,
        createdAt: '2026-11-11T10:00:00.000Z',
      },
    ]);
    expect(await clientCaseComments(documents, clientTwo, 'c2')).toEqual([]);
  });

  it("answers another client's case exactly as a case that does not exist", async () => {
    await expect(clientCaseComments(documents, clientTwo, 'c1')).rejects.toMatchObject(notFound);
    await expect(clientCaseComments(documents, clientTwo, 'no-existe')).rejects.toMatchObject(notFound);
  });
});
