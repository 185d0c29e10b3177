import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  ADMIN_CLIENTS,
  ADMIN_FRAUD_CASES,
  CASE_FILES,
  CASE_ROWS,
  type CaseFileDoc,
  caseRowOf,
} from '@portal/contracts';
import { type DocumentStore, type DocWrite, type ListOptions, SqliteDocumentStore } from '@portal/platform';
import { csvCell, csvOf, REPORT_PAGE_SIZE, reportCsv } from './reports.js';

/** Clients enough that a report read whole would show: many pages of the report. */
const CLIENTS = 20_000;

describe('CSV exports', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Pérez, Ana')).toBe('"Pérez, Ana"');
    expect(csvCell('dijo "urgente"')).toBe('"dijo ""urgente"""');
    expect(csvCell('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvCell('Sin comas')).toBe('Sin comas');
    expect(csvCell(42)).toBe('42');
  });

  it('never lets a spreadsheet run a cell as a formula, but keeps negative numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+52 55 1234')).toBe("'+52 55 1234");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1,250.00')).toBe('"-1,250.00"');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
  });

  it('neutralises the full-width formula characters too, and nothing that only contains one', () => {
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('＋52 55 1234')).toBe("'＋52 55 1234");
    expect(csvCell('－2')).toBe("'－2");
    expect(csvCell('＠SUM(A1)')).toBe("'＠SUM(A1)");
    expect(csvCell('55 1234 5678')).toBe('55 1234 5678');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('quotes a cell with a semicolon, the separator where the decimal mark is a comma', () => {
    expect(csvCell('Monterrey;Nuevo León')).toBe('"Monterrey;Nuevo León"');
    expect(csvCell('=1;2')).toBe('"\'=1;2"');
  });

  it('writes a byte order mark, the head, and CRLF line ends', () => {
    expect(csvOf(['Nombre', 'Ciudad'], [['Ana', 'Mérida']])).toBe('\uFEFFNombre,Ciudad\r\nAna,Mérida\r\n');
  });
});

/** A case of the administration's list and its case file (same id), registered on day `n` of November. */
function fraudCase(n: number) {
  return {
    id: `c${n}`,
    client: { user: { fullName: `Cliente ${n}`, email: `cliente${n}@example.mx` } },
    fraudType: 'forex',
    lossAmount: '25000.5',
    currency: 'MXN',
    platform: n === 3 ? 'Inversiones "Seguras"; S.A.' : 'FX Global',
    description: 'Me ofrecieron rendimientos garantizados.',
    evidence: '',
    adminComments: '',
    isProcessed: n === 2,
    urgencyLevel: 'high',
    fraudDate: '2026-09-01',
    preferredContact: 'email',
    createdAt: `2026-11-0${n}T18:00:00.000Z`,
    revision: 1,
  };
}
function caseFile(n: number) {
  const client = {
    clientId: `cl${n}`,
    userId: `u${n}`,
    fullName: `Cliente ${n}`,
    email: `cliente${n}@example.mx`,
    accountNumber: `CR-0000000${n}`,
    contactPhone: null,
    address: null,
    city: 'Puebla',
    country: 'mexico',
    preferredContact: 'email',
  };
  return {
    caseId: `c${n}`,
    caseNumber: `EXP-2026-0000000${n}`,
    revision: 2,
    openedAt: `2026-11-0${n}T18:00:00.000Z`,
    client,
    fraudCase: {
      fraudType: 'forex',
      platform: 'FX Global',
      fraudDate: '2026-09-01',
      urgencyLevel: 'high',
      description: 'Me ofrecieron rendimientos garantizados.',
      evidence: '',
      previousAttempts: '',
      lossAmount: '25000.50',
      currency: 'MXN',
    },
    agent:
      n === 1
        ? { agentId: 'a1', userId: 'ua', name: 'Lic. Ana Torres', phone: '5587654321', email: 'a@firma.mx' }
        : null,
    priority: 'high',
    estimatedCompletion: n === 1 ? '2027-03-01' : null,
    progress: 0,
    currentPhaseKey: 'legal',
    phases: [
      {
        key: 'legal',
        name: 'Acciones legales',
        description: 'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
        status: 'in_progress',
        responsible: 'Agente asignado',
        progress: null,
        nextSteps: [],
        estimatedDuration: '20-30 días hábiles',
        estimatedDays: 30,
        startedAt: `2026-11-0${n}T18:00:00.000Z`,
        completedAt: null,
      },
    ],
    requiredDocuments: [],
    timeline: [],
    recovery: {
      originalAmount: '25000.50',
      recoveredAmount: n === 1 ? '1200' : '0',
      pendingAmount: n === 1 ? '23800.50' : '25000.50',
      currency: 'MXN',
      cancelled: false,
    },
    commentCount: 0,
    lastActivityAt: `2026-11-0${n}T18:00:00.000Z`,
    documentsAwaitingReview: 0,
    unreadClientActivity: 0,
  };
}

/** A client of the administration's list, registered `i` seconds after 2026-01-01 00:00 (Mexico's 31/12/2025). */
function client(i: number) {
  return {
    id: `cl${i}`,
    accountNumber: `CR-${String(i).padStart(8, '0')}`,
    contactPhone: '+52 33 1234 5678',
    registrationDate: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    status: 'active',
    address: null,
    country: 'mexico',
    city: 'Monterrey;Nuevo León',
    lossDescription: 'Me ofrecieron rendimientos garantizados y no pude retirar mi dinero.',
    lossAmount: '1000',
    currency: 'MXN',
    fraudType: 'forex',
    isVerified: false,
    user: { fullName: `Cliente Número ${i}`, email: `cliente${i}@example.mx` },
    assignedAgentId: null,
    agent: null,
    caseId: `c${i}`,
    revision: 1,
  };
}

/** The store, with every `list` it answers recorded (collection and options). */
function recording(documents: DocumentStore) {
  const lists: { collection: string; options: ListOptions | undefined }[] = [];
  const store = Object.create(documents) as DocumentStore;
  store.list = (collection, options) => {
    lists.push({ collection, options });
    return documents.list(collection, options);
  };
  return { store, lists };
}

const textOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('the reports, read page by page', () => {
  let dir: string;
  let documents: SqliteDocumentStore;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reports-'));
    documents = new SqliteDocumentStore(join(dir, 'docs.sqlite'));
    const writes: DocWrite[] = [1, 2, 3, 4, 5].flatMap((n) => [
      { kind: 'put', collection: ADMIN_FRAUD_CASES, id: `c${n}`, body: fraudCase(n) },
      { kind: 'put', collection: CASE_FILES, id: `c${n}`, body: caseFile(n) },
      // The case file's list row, as the caseFiles projection writes it beside the file.
      { kind: 'put', collection: CASE_ROWS, id: `c${n}`, body: { ...caseRowOf(caseFile(n) as CaseFileDoc) } },
    ]);
    for (let i = 1; i <= CLIENTS; i++)
      writes.push({ kind: 'put', collection: ADMIN_CLIENTS, id: `cl${i}`, body: client(i) });
    await documents.commitProjection('test', writes, '1');
  });
  afterAll(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes the cases newest first across pages, each joined to its case file's row by the ids of its page", async () => {
    const { store, lists } = recording(documents);
    const text = await textOf(await reportCsv(store, 'cases', 2));
    const row = (n: number, processed: string, agent: string, platform = 'FX Global') =>
      `EXP-2026-0000000${n},Cliente ${n},cliente${n}@example.mx,Forex / Trading,${platform},25000.50,MXN,Alto,Acciones legales,${agent},En Progreso,${processed},01/09/2026,0${n}/11/2026\r\n`;
    expect(text).toBe(
      '\uFEFFNúmero de caso,Cliente,Correo electrónico,Tipo de fraude,Plataforma,Monto perdido,Moneda,Urgencia,Fase actual,Agente,Estado,Procesado,Fecha del fraude,Registrado\r\n' +
        row(5, 'No', 'Sin asignar') +
        row(4, 'No', 'Sin asignar') +
        row(3, 'No', 'Sin asignar', '"Inversiones ""Seguras""; S.A."') +
        row(2, 'Sí', 'Sin asignar') +
        row(1, 'No', 'Lic. Ana Torres'),
    );
    // Three pages of cases (2, 2, 1), each followed by one read of its own cases' rows: never every case.
    expect(lists.map((l) => [l.collection, l.options?.offset ?? null, l.options?.ids ?? null])).toEqual([
      [ADMIN_FRAUD_CASES, 0, null],
      [CASE_ROWS, null, ['c5', 'c4']],
      [ADMIN_FRAUD_CASES, 2, null],
      [CASE_ROWS, null, ['c3', 'c2']],
      [ADMIN_FRAUD_CASES, 4, null],
      [CASE_ROWS, null, ['c1']],
    ]);
  });

  it('writes the recovery of every case file, amounts as plain numbers', async () => {
    const text = await textOf(await reportCsv(documents, 'recovery', 2));
    expect(text.split('\r\n')).toEqual([
      '\uFEFFNúmero de caso,Cliente,Agente,Prioridad,Avance (%),Monto original,Monto recuperado,Monto pendiente,Moneda,Finalización estimada',
      'EXP-2026-00000005,Cliente 5,Sin asignar,Alta,0,25000.50,0.00,25000.50,MXN,Por definir',
      'EXP-2026-00000004,Cliente 4,Sin asignar,Alta,0,25000.50,0.00,25000.50,MXN,Por definir',
      'EXP-2026-00000003,Cliente 3,Sin asignar,Alta,0,25000.50,0.00,25000.50,MXN,Por definir',
      'EXP-2026-00000002,Cliente 2,Sin asignar,Alta,0,25000.50,0.00,25000.50,MXN,Por definir',
      'EXP-2026-00000001,Cliente 1,Lic. Ana Torres,Alta,0,25000.50,1200.00,23800.50,MXN,01/03/2027',
      '',
    ]);
  });

  it(`streams ${CLIENTS} clients: the first bytes come after one page, the rest only as they are taken`, async () => {
    const { store, lists } = recording(documents);
    const stream = await reportCsv(store, 'clients');
    const reader = stream[Symbol.asyncIterator]();
    const first = (await reader.next()).value as Buffer;
    expect(first.toString('utf8')).toMatch(
      /^\uFEFFNúmero de cuenta,Nombre,.*\r\nCR-00020000,Cliente Número 20000,cliente20000@example\.mx,'\+52 33 1234 5678,"Monterrey;Nuevo León",México,Activo,No,Sin asignar,1000\.00,MXN,31\/12\/2025\r\n/,
    );
    // Nobody reads for a while: the stream does not run ahead (its buffer holds about a page).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pages = CLIENTS / REPORT_PAGE_SIZE;
    expect(lists.length).toBeLessThanOrEqual(3);
    let text = first.toString('utf8');
    for (let next = await reader.next(); !next.done; next = await reader.next())
      text += (next.value as Buffer).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines.length).toBe(CLIENTS + 2); // the head, every client, the empty text after the last line end
    expect(lines[CLIENTS]).toMatch(/^CR-00000001,Cliente Número 1,/);
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(CLIENTS + 2);
    // Every page read once, in order, and one more that came back short.
    expect(lists.map((l) => l.options?.offset)).toEqual(
      Array.from({ length: pages + 1 }, (_, i) => i * REPORT_PAGE_SIZE),
    );
  }, 60_000);
});
