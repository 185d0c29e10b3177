/**
 * A client's case as GET /api/clients/my-dashboard answers it, written out literally, for the browser tests of
 * the client's screens that stage the answer (page.route): the screens are then checked against known values
 * (a phase in progress since a known Monday, an assigned agent, a timeline in the order the server sends it).
 */
import { type ClientDashboard, clientDashboardSchema } from '@portal/contracts';
import type { Page, Route } from 'playwright-core';

export const FRAUD_CASE_ID = '5d1c8f0e-7a2b-4c3d-9e8f-0a1b2c3d4e5f';

export function sampleDashboard(
  overrides: Partial<ClientDashboard['recoveryProcess']> = {},
): ClientDashboard {
  const dashboard: ClientDashboard = {
    user: { fullName: 'Rosa Díaz Pérez', email: 'rosa.diaz@correo-pruebas.mx' },
    client: { accountNumber: 'CTA-2026-000123', contactPhone: '5512345678', address: null },
    fraudCase: {
      id: FRAUD_CASE_ID,
      fraudType: 'cryptocurrency',
      platform: 'CriptoGanancias Pro',
      fraudDate: '2026-01-15',
      urgencyLevel: 'high',
      description:
        'Deposité en una plataforma que prometía rendimientos y ya no me permite retirar mi dinero.',
      lossAmount: '250000',
      currency: 'MXN',
    },
    recoveryProcess: {
      caseNumber: 'EXP-2026-00000123',
      assignedAgent: 'Laura Méndez Ruiz',
      agentPhone: '5587654321',
      agentEmail: 'laura.mendez@despacho-pruebas.mx',
      priority: 'high',
      estimatedCompletion: '2026-09-30',
      phases: [
        {
          key: 'analysis',
          name: 'Análisis del caso',
          description: 'Revisión de su caso y de la evidencia por nuestros especialistas.',
          status: 'completed',
          responsible: 'Equipo de análisis de casos',
          date: '2026-02-27T17:00:00.000Z',
          progress: null,
          nextSteps: [],
          estimatedDuration: '3-5 días hábiles',
          estimatedDays: 5,
          startedAt: '2026-02-23T16:00:00.000Z',
          completedAt: '2026-02-27T17:00:00.000Z',
        },
        {
          key: 'forensic',
          name: 'Investigación forense',
          description: 'Rastreo de los fondos y de las cuentas que los recibieron.',
          status: 'in_progress',
          responsible: 'Laura Méndez Ruiz',
          date: '2026-03-02T16:00:00.000Z',
          progress: 40,
          nextSteps: ['Solicitar información al banco receptor', 'Revisar las transferencias de enero'],
          estimatedDuration: '10-15 días hábiles',
          estimatedDays: 15,
          // Monday 2 March 2026, 10:00 in Mexico City.
          startedAt: '2026-03-02T16:00:00.000Z',
          completedAt: null,
        },
        {
          key: 'legal',
          name: 'Acciones legales',
          description: 'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
          status: 'pending',
          responsible: 'Laura Méndez Ruiz',
          date: null,
          progress: null,
          nextSteps: [],
          estimatedDuration: '20-30 días hábiles',
          estimatedDays: 30,
          startedAt: null,
          completedAt: null,
        },
        {
          key: 'recovery',
          name: 'Negociación y recuperación',
          description: 'Negociación con las partes y recuperación de los fondos.',
          status: 'pending',
          responsible: 'Laura Méndez Ruiz',
          date: null,
          progress: null,
          nextSteps: [],
          estimatedDuration: '30-60 días hábiles',
          estimatedDays: 60,
          startedAt: null,
          completedAt: null,
        },
      ],
      documents: { required: [], submitted: [] },
      // The order the server sends: oldest first.
      timeline: [
        {
          type: 'milestone',
          event: 'Caso registrado',
          date: '2026-02-23T15:30:00.000Z',
          description: 'Se abrió el expediente EXP-2026-00000123 y comenzó el análisis de su caso.',
          responsible: 'Sistema',
        },
        {
          type: 'completed',
          event: 'Fase completada: Análisis del caso',
          date: '2026-02-27T17:00:00.000Z',
          description: 'Se completó la fase «Análisis del caso» de su proceso.',
          responsible: 'Equipo de análisis de casos',
        },
        {
          type: 'current',
          event: 'Inicio de fase: Investigación forense',
          date: '2026-03-04T16:15:00.000Z',
          description: 'Comenzó la fase «Investigación forense» de su proceso.',
          responsible: 'Laura Méndez Ruiz',
        },
      ],
      servicePlan: null,
      ...overrides,
    },
  };
  // The staged answer must be one the real API could give.
  return clientDashboardSchema.parse(dashboard);
}

/** Answers the page's dashboard call with `dashboard` (JSON, 200). */
export async function serveDashboard(page: Page, dashboard: ClientDashboard): Promise<void> {
  await page.route('**/api/clients/my-dashboard', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(dashboard) }),
  );
}

/** Answers `pattern` with a 500 and the portal's error body. */
export function serverError(route: Route): Promise<void> {
  return route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ message: 'Error interno del servidor.', code: 'internal' }),
  });
}

/** Answers with `body` as JSON (200). */
export function json(body: unknown) {
  return (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
}
