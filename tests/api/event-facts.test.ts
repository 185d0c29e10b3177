/**
 * Events store facts (keys, ids, amounts), never display text: after a registration through the real portal
 * no event of the log holds the Spanish names or descriptions of the recovery plan, and the recovery process
 * is written with schema version 2.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ serveFrontend: false });

/** The plan's texts as RecoveryProcessOpened v1 stored them (and as the dashboard shows them). */
const forbidden = [
  'Análisis del caso',
  'Investigación forense',
  'Acciones legales',
  'Negociación y recuperación',
  'Revisión de su caso y de la evidencia por nuestros especialistas.',
  'Rastreo de los fondos y de las cuentas que los recibieron.',
  'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
  'Negociación con las partes y recuperación de los fondos.',
  'Equipo de análisis de casos',
  'Agente asignado',
  'días',
  'Identificación oficial',
  'INE o pasaporte vigente.',
  'Comprobantes de pago o transferencia',
  'Estados de cuenta',
  'Comunicaciones con la plataforma',
  'Denuncia ante autoridades',
  'Caso registrado',
  'Se abrió el expediente',
];

function storedEvents(dataDir: string): { type: string; data: string; metadata: string }[] {
  const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT type, data, metadata FROM events ORDER BY position').all() as {
      type: string;
      data: string;
      metadata: string;
    }[];
  } finally {
    db.close();
  }
}

describe('the events of a registration', () => {
  it('hold keys, not the Spanish texts of the plan', async () => {
    await registerClient(running.baseUrl);
    const events = storedEvents(running.portal.dataDir);
    expect(events.map((e) => e.type)).toContain('RecoveryProcessOpened');
    for (const event of events) for (const text of forbidden) expect(event.data).not.toContain(text);

    const opened = events.find((e) => e.type === 'RecoveryProcessOpened');
    expect(JSON.parse(opened?.metadata ?? '{}')).toMatchObject({ schemaVersion: 2 });
    expect(JSON.parse(opened?.data ?? '{}')).toMatchObject({
      phases: [
        { phaseKey: 'analysis', status: 'in_progress', responsibleKind: 'analysisTeam', completedAt: null },
        { phaseKey: 'forensic', status: 'pending', responsibleKind: 'assignedAgent', startedAt: null },
        { phaseKey: 'legal', status: 'pending', responsibleKind: 'assignedAgent', startedAt: null },
        { phaseKey: 'recovery', status: 'pending', responsibleKind: 'assignedAgent', startedAt: null },
      ],
      requiredDocuments: [
        { documentKey: 'officialId', required: true },
        { documentKey: 'paymentProofs', required: true },
        { documentKey: 'bankStatements', required: true },
        { documentKey: 'platformCommunications', required: true },
        { documentKey: 'policeReport', required: false },
      ],
    });
  });
});
