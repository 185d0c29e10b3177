import { type RecoveryPhase, screenTexts } from '@portal/contracts';

/**
 * The phases every case starts with (the four steps of the service) and the documents every case needs.
 * The first phase, the review of the case, starts when the case is registered.
 */
export function initialPhases(startedAt: string): RecoveryPhase[] {
  return [
    {
      id: 'analysis',
      name: 'Análisis del caso',
      description: 'Revisión de su caso y de la evidencia por nuestros especialistas.',
      status: 'in_progress',
      responsible: 'Equipo de análisis de casos',
      startedAt,
      completedAt: null,
      estimatedDays: '3-5 días',
    },
    {
      id: 'forensic',
      name: 'Investigación forense',
      description: 'Rastreo de los fondos y de las cuentas que los recibieron.',
      status: 'pending',
      responsible: screenTexts.assignedAgentPlaceholder,
      startedAt: null,
      completedAt: null,
      estimatedDays: '10-15 días',
    },
    {
      id: 'legal',
      name: 'Acciones legales',
      description: 'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
      status: 'pending',
      responsible: screenTexts.assignedAgentPlaceholder,
      startedAt: null,
      completedAt: null,
      estimatedDays: '20-30 días',
    },
    {
      id: 'recovery',
      name: 'Negociación y recuperación',
      description: 'Negociación con las partes y recuperación de los fondos.',
      status: 'pending',
      responsible: screenTexts.assignedAgentPlaceholder,
      startedAt: null,
      completedAt: null,
      estimatedDays: '30-60 días',
    },
  ];
}

export const requiredDocuments = [
  { name: 'Identificación oficial', description: 'INE o pasaporte vigente.', required: true },
  {
    name: 'Comprobantes de pago o transferencia',
    description: 'Recibos, transferencias o movimientos con los que envió el dinero.',
    required: true,
  },
  { name: 'Estados de cuenta', description: 'Estados de cuenta donde se vean los cargos.', required: true },
  {
    name: 'Comunicaciones con la plataforma',
    description: 'Correos, chats o capturas de pantalla con la plataforma o sus representantes.',
    required: true,
  },
  {
    name: 'Denuncia ante autoridades',
    description: 'Si ya presentó una denuncia, su acuse.',
    required: false,
  },
];
