import { CLIENT_DASHBOARDS, clientDashboardSchema } from '@portal/contracts';
import { project } from '../../testing.js';
import { assignment, registrationEvents } from '../fixtures.js';
import { clientDashboardProjector } from './index.js';

const dashboardOf = async (events: Parameters<typeof project>[1]) =>
  (await project([clientDashboardProjector], events).then((v) => v.get(CLIENT_DASHBOARDS, 'u1'))) as object;

describe('client dashboard projector', () => {
  it('builds the documented dashboard from a registration, with the Spanish labels of the keys', async () => {
    const doc = clientDashboardSchema.parse(await dashboardOf(registrationEvents()));
    expect(doc.user).toEqual({ fullName: 'Ana Ruiz', email: 'user1@example.mx' });
    expect(doc.client).toEqual({
      accountNumber: 'CR-00000001',
      contactPhone: '5512345678',
      address: 'Puebla, México',
    });
    expect(doc.fraudCase).toMatchObject({
      id: 'c1',
      fraudType: 'forex',
      lossAmount: '25000.50',
      currency: 'MXN',
      urgencyLevel: 'medium',
    });
    expect(doc.recoveryProcess).toMatchObject({
      caseNumber: 'EXP-2026-00000001',
      assignedAgent: null,
      priority: 'normal',
    });
    expect(doc.recoveryProcess.phases).toEqual([
      {
        name: 'Análisis del caso',
        status: 'in_progress',
        responsible: 'Equipo de análisis de casos',
        date: '2026-11-10T10:00:00.000Z',
      },
      { name: 'Acciones legales', status: 'pending', responsible: 'Agente asignado', date: null },
    ]);
    expect(doc.recoveryProcess.documents).toEqual({
      required: [
        { name: 'Identificación oficial', description: 'INE o pasaporte vigente.', required: true },
        {
          name: 'Denuncia ante autoridades',
          description: 'Si ya presentó una denuncia, su acuse.',
          required: false,
        },
      ],
      submitted: [],
    });
    expect(doc.recoveryProcess.timeline).toEqual([
      {
        event: 'Caso registrado',
        date: '2026-11-13T10:00:00.000Z',
        description: 'Se abrió el expediente EXP-2026-00000001 y comenzó el análisis de su caso.',
        responsible: 'Sistema',
      },
    ]);
  });

  it('is not a complete dashboard until the recovery process is open', async () => {
    const partial = await dashboardOf(registrationEvents().slice(0, 3));
    expect(clientDashboardSchema.safeParse(partial).success).toBe(false);
  });

  it('names the assigned agent, as responsible of the agent phases only and in the timeline', async () => {
    const doc = clientDashboardSchema.parse(await dashboardOf([...registrationEvents(), assignment()]));
    expect(doc.recoveryProcess).toMatchObject({
      assignedAgent: 'Lic. Ana Torres',
      agentPhone: '5587654321',
      agentEmail: 'ana@firma.mx',
    });
    expect(doc.recoveryProcess.phases.map((p) => p.responsible)).toEqual([
      'Equipo de análisis de casos',
      'Lic. Ana Torres',
    ]);
    expect(doc.recoveryProcess.timeline.at(-1)).toEqual({
      event: 'Agente asignado',
      date: '2026-11-14T10:00:00.000Z',
      description: 'Lic. Ana Torres atenderá su caso.',
      responsible: 'Administración',
    });
  });

  it('keeps an assignment that arrives before the process and applies it when the process opens', async () => {
    const events = registrationEvents();
    const reordered = [...events.slice(0, 3), assignment(), ...events.slice(3)];
    const doc = clientDashboardSchema.parse(await dashboardOf(reordered));
    expect(doc.recoveryProcess.assignedAgent).toBe('Lic. Ana Torres');
    expect(doc.recoveryProcess.phases.map((p) => p.responsible)).toEqual([
      'Equipo de análisis de casos',
      'Lic. Ana Torres',
    ]);
    expect(doc.recoveryProcess.timeline.map((t) => t.event)).toEqual(['Caso registrado', 'Agente asignado']);
  });

  it('keeps no dashboard for staff users', async () => {
    const view = await project(
      [clientDashboardProjector],
      [
        {
          type: 'UserRegistered',
          data: {
            userId: 'u1',
            username: 'adm',
            email: 'a@b.mx',
            firstName: 'A',
            lastName: 'B',
            fullName: 'A B',
            role: 'admin',
            passwordHash: 'h',
          },
        },
      ],
    );
    expect(await view.get(CLIENT_DASHBOARDS, 'u1')).toBeUndefined();
  });
});
