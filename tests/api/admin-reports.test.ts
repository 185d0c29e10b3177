/**
 * The reports tab's CSV exports against the real portal, each file opened with a real CSV
 * parser: a download named with the day, UTF-8 with a byte order mark, Spanish headings; the cases carry their
 * number, phase, agent and status; amounts are plain numbers a spreadsheet sums, the currency in its own column;
 * a text that starts like a formula (ASCII or full-width) gets an apostrophe and nothing else does (a phone
 * without '+' stays as it is); a cell with a semicolon or a quote is quoted. The case history's 'Rol' is Spanish.
 * An unknown report is not found.
 */
import { demoAccounts } from '@portal/command-service';
import { parse } from 'csv-parse/sync';
import { call, login, registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let admin: string;

const download = async (path: string) => {
  const res = await fetch(`${running.baseUrl}${path}`, { headers: { cookie: admin } });
  return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
};
const report = (file: string) => download(`/api/admin/reports/${file}`);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

/** The file as a spreadsheet reads it: the byte order mark dropped, one array of cells per line. */
const table = (text: string): string[][] => parse(text, { bom: true, relax_column_count: false });
/** The rows as objects keyed by their heading. */
const records = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true });

/** Three clients whose texts a spreadsheet would run, or that need quoting, or that need nothing. */
let a: Awaited<ReturnType<typeof registerClient>>;
let b: Awaited<ReturnType<typeof registerClient>>;
let c: Awaited<ReturnType<typeof registerClient>>;

beforeAll(async () => {
  admin = (await login(running.baseUrl, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  a = await registerClient(running.baseUrl, {
    firstName: 'Ana',
    lastName: 'Fórmula Uno',
    platform: '=HYPERLINK("http://fraude.example")',
    lossAmount: '1234567.5',
    currency: 'USD',
    phone: '+52 33 1234 5678',
    city: 'Monterrey;Nuevo León',
    fraudDate: '2026-03-01',
  });
  b = await registerClient(running.baseUrl, {
    firstName: 'Beto',
    lastName: 'Comillas Dos',
    platform: 'Inversiones "Seguras"; S.A.',
    lossAmount: '250,25',
    currency: 'MXN',
    phone: '33 1234 5678',
    city: 'Zapopan',
  });
  c = await registerClient(running.baseUrl, {
    firstName: 'Carla',
    lastName: 'Ancha Tres',
    platform: '＝HYPERLINK("http://ancho.example")',
    lossAmount: '1000',
    currency: 'EUR',
    phone: '(55) 1234-5678',
    city: '＠Ciudad',
  });
}, 60_000);

describe('the cases report', () => {
  it('is a download named with the day, with Spanish headings including case number, phase, agent and status', async () => {
    const { res, text } = await report('cases.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="casos-${today()}.csv"; filename*=UTF-8''casos-${today()}.csv`,
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(table(text)[0]).toEqual([
      'Número de caso',
      'Cliente',
      'Correo electrónico',
      'Tipo de fraude',
      'Plataforma',
      'Monto perdido',
      'Moneda',
      'Urgencia',
      'Fase actual',
      'Agente',
      'Estado',
      'Procesado',
      'Fecha del fraude',
      'Registrado',
    ]);
  });

  it('carries the case, its phase, agent and status, and amounts a spreadsheet sums', async () => {
    const rows = records((await report('cases.csv')).text);
    const rowOf = (email: string) => rows.find((r) => r['Correo electrónico'] === email);
    expect(rowOf(a.payload.email)).toMatchObject({
      'Número de caso': a.result.caseNumber,
      Cliente: 'Ana Fórmula Uno',
      'Tipo de fraude': 'Forex / Trading',
      'Monto perdido': '1234567.50',
      Moneda: 'USD',
      'Fase actual': 'Análisis del caso',
      Agente: 'Sin asignar',
      Estado: 'En Progreso',
      Procesado: 'No',
      'Fecha del fraude': '01/03/2026',
    });
    expect(rowOf(b.payload.email)).toMatchObject({ 'Monto perdido': '250.25', Moneda: 'MXN' });
    expect(rowOf(c.payload.email)).toMatchObject({ 'Monto perdido': '1000.00', Moneda: 'EUR' });
    const sum = [a, b, c].reduce(
      (total, client) => total + Number.parseFloat(rowOf(client.payload.email)?.['Monto perdido'] ?? 'NaN'),
      0,
    );
    expect(sum).toBeCloseTo(1235817.75, 2);
    // The demo client's case is assigned: its agent shows.
    expect(rows.find((r) => r.Cliente === demoAccounts.client.fullName)?.Agente).toBe(
      demoAccounts.agent.fullName,
    );
    // No amount cell has a thousands separator, a currency sign or a space.
    for (const row of rows) expect(row['Monto perdido']).toMatch(/^\d+\.\d{2}$/);
  });

  it('neutralises formulas, ASCII and full-width, and quotes a cell with a semicolon or a quote', async () => {
    const { text } = await report('cases.csv');
    const rows = records(text);
    const platformOf = (email: string) => rows.find((r) => r['Correo electrónico'] === email)?.Plataforma;
    expect(platformOf(a.payload.email)).toBe(`'=HYPERLINK("http://fraude.example")`);
    expect(platformOf(c.payload.email)).toBe(`'＝HYPERLINK("http://ancho.example")`);
    expect(platformOf(b.payload.email)).toBe('Inversiones "Seguras"; S.A.');
    // As written in the file: quoted, inner quotes doubled.
    expect(text).toContain(`,"'=HYPERLINK(""http://fraude.example"")",`);
    expect(text).toContain(`,"Inversiones ""Seguras""; S.A.",`);
  });
});

describe('every report', () => {
  it.each(['cases.csv', 'clients.csv', 'recovery.csv'])(
    '%s is sent as it is read (chunked, no length ahead), a private download never cached',
    async (file) => {
      const { res, text } = await report(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('transfer-encoding')).toBe('chunked');
      expect(res.headers.get('content-length')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(text.endsWith('\r\n')).toBe(true);
    },
  );

  it('has one row per case of the administration, newest first, each with its case number', async () => {
    const listed = await call<{ id: string }[]>(running.baseUrl, 'GET', '/api/fraud-cases?limit=100', {
      cookie: admin,
    });
    const rows = records((await report('cases.csv')).text);
    expect(rows.length).toBe(Number(listed.headers.get('x-total-count')));
    // The three cases of this file were registered last, c last of all.
    expect(rows.slice(0, 3).map((r) => r['Número de caso'])).toEqual([
      c.result.caseNumber,
      b.result.caseNumber,
      a.result.caseNumber,
    ]);
    for (const row of rows) expect(row['Número de caso']).toMatch(/^EXP-\d{4}-\d+$/);
  });
});

describe('the clients report', () => {
  it('gives phones an apostrophe only when they start with a formula character, and quotes a semicolon', async () => {
    const { text } = await report('clients.csv');
    expect(table(text)[0]).toEqual([
      'Número de cuenta',
      'Nombre',
      'Correo electrónico',
      'Teléfono',
      'Ciudad',
      'País',
      'Estado',
      'Verificado',
      'Agente',
      'Monto perdido',
      'Moneda',
      'Registrado',
    ]);
    const rows = records(text);
    const rowOf = (email: string) => rows.find((r) => r['Correo electrónico'] === email);
    expect(rowOf(a.payload.email)).toMatchObject({
      'Número de cuenta': a.result.accountNumber,
      Teléfono: "'+52 33 1234 5678",
      Ciudad: 'Monterrey;Nuevo León',
      País: 'México',
      Estado: 'Activo',
      Agente: 'Sin asignar',
      'Monto perdido': '1234567.50',
      Moneda: 'USD',
    });
    expect(rowOf(b.payload.email)).toMatchObject({ Teléfono: '33 1234 5678', Ciudad: 'Zapopan' });
    expect(rowOf(c.payload.email)).toMatchObject({ Teléfono: '(55) 1234-5678', Ciudad: "'＠Ciudad" });
    expect(text).toContain(',"Monterrey;Nuevo León",');
    // One row per client of the administration's list.
    const listed = await call<unknown[]>(running.baseUrl, 'GET', '/api/admin/clients', { cookie: admin });
    expect(rows.length).toBe(listed.json.length);
    expect(rows.find((r) => r.Nombre === demoAccounts.client.fullName)?.Agente).toBe(
      demoAccounts.agent.fullName,
    );
  });
});

describe('the recovery report', () => {
  it('has the recovery of every case, amounts as plain numbers with the currency beside them', async () => {
    const { res, text } = await report('recovery.csv');
    expect(res.status).toBe(200);
    expect(table(text)[0]).toEqual([
      'Número de caso',
      'Cliente',
      'Agente',
      'Prioridad',
      'Avance (%)',
      'Monto original',
      'Monto recuperado',
      'Monto pendiente',
      'Moneda',
      'Finalización estimada',
    ]);
    const row = records(text).find((r) => r['Número de caso'] === a.result.caseNumber);
    expect(row).toMatchObject({
      Cliente: 'Ana Fórmula Uno',
      Agente: 'Sin asignar',
      'Avance (%)': '0',
      'Monto original': '1234567.50',
      'Monto recuperado': '0.00',
      'Monto pendiente': '1234567.50',
      Moneda: 'USD',
    });
  });
});

describe("the case history's CSV", () => {
  it('names the role in Spanish, never by its key', async () => {
    const { res, text } = await download(`/api/cases/${a.result.caseId}/history.csv`);
    expect(res.status).toBe(200);
    const rows = records(text);
    expect(rows.length).toBeGreaterThan(0);
    // The registration was a public request.
    expect(rows[0]?.Rol).toBe('Solicitud pública');
    for (const row of rows)
      expect([
        'Solicitud pública',
        'Sistema',
        'Administrador',
        'Super Administrador',
        'Agente Especializado',
        'Cliente',
        'Cumplimiento',
      ]).toContain(row.Rol);
  });
});

it('answers 404 for a report that does not exist', async () => {
  const { res } = await report('usuarios.csv');
  expect(res.status).toBe(404);
});
