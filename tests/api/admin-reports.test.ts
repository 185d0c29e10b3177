/**
 * The reports tab's CSV exports (issue 10) against the real portal: a download named with the day, UTF-8 with a
 * byte order mark, Spanish headings, es-MX dates and amounts, one row per item, no formula a spreadsheet would
 * run; an unknown report is not found.
 */
import { demoAccounts } from '@portal/command-service';
import { call, login, registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let admin: string;

const download = async (file: string) => {
  const res = await fetch(`${running.baseUrl}/api/admin/reports/${file}`, { headers: { cookie: admin } });
  return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

beforeAll(async () => {
  admin = (await login(running.baseUrl, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
}, 60_000);

describe('CSV reports', () => {
  it('exports the cases with Spanish headings, es-MX dates and amounts, and no runnable formula', async () => {
    const { payload } = await registerClient(running.baseUrl, {
      platform: '=HYPERLINK("http://fraude.example")',
      lossAmount: '1234567.5',
      fraudDate: '2026-03-01',
    });
    const { res, text } = await download('cases.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="casos-${today()}.csv"; filename*=UTF-8''casos-${today()}.csv`,
    );
    expect(
      text.startsWith(
        '\uFEFFCliente,Correo electrónico,Tipo de fraude,Plataforma,Monto perdido,Moneda,Urgencia,Procesado,Fecha del fraude,Registrado\r\n',
      ),
    ).toBe(true);
    const row = text.split('\r\n').find((line) => line.includes(payload.email)) ?? '';
    expect(row).toContain(`"'=HYPERLINK(""http://fraude.example"")"`);
    expect(row).toContain('"1,234,567.50"');
    expect(row).toContain('01/03/2026');
    expect(row).toContain(',No,');
  });

  it('exports the clients and the recovery of every case, one row each', async () => {
    const clients = await download('clients.csv');
    const lines = clients.text.split('\r\n').filter(Boolean);
    const listed = await call<unknown[]>(running.baseUrl, 'GET', '/api/admin/clients', { cookie: admin });
    expect(lines.length - 1).toBe(listed.json.length);
    const demo = lines.find((line) => line.includes(demoAccounts.client.fullName)) ?? '';
    expect(demo).toContain('Activo');
    expect(demo).toContain(demoAccounts.agent.fullName);

    const recovery = await download('recovery.csv');
    expect(recovery.res.status).toBe(200);
    expect(recovery.text).toContain('Número de caso,Cliente,Agente,Prioridad,Avance (%)');
    expect(recovery.text).toContain(demoAccounts.client.fullName);
  });

  it('answers 404 for a report that does not exist', async () => {
    const { res } = await download('usuarios.csv');
    expect(res.status).toBe(404);
  });
});
