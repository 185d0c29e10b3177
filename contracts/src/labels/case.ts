import { sharedScreenTexts } from '../messages.js';

/**
 * The keys a recovery case is made of, and their Spanish labels. Events store the keys (facts); the labels are
 * applied when a read model is built, so a wording change needs a rebuild, never a new event.
 */

/** The four steps of the service, in order. */
export const recoveryPhaseKeys = ['analysis', 'forensic', 'legal', 'recovery'] as const;
export type RecoveryPhaseKey = (typeof recoveryPhaseKeys)[number];

export const recoveryPhaseLabels: Record<
  RecoveryPhaseKey,
  { name: string; description: string; estimatedDuration: string; estimatedDays: number }
> = {
  analysis: {
    name: 'Análisis del caso',
    description: 'Revisión de su caso y de la evidencia por nuestros especialistas.',
    estimatedDuration: '3-5 días hábiles',
    estimatedDays: 5,
  },
  forensic: {
    name: 'Investigación forense',
    description: 'Rastreo de los fondos y de las cuentas que los recibieron.',
    estimatedDuration: '10-15 días hábiles',
    estimatedDays: 15,
  },
  legal: {
    name: 'Acciones legales',
    description: 'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
    estimatedDuration: '20-30 días hábiles',
    estimatedDays: 30,
  },
  recovery: {
    name: 'Negociación y recuperación',
    description: 'Negociación con las partes y recuperación de los fondos.',
    estimatedDuration: '30-60 días hábiles',
    estimatedDays: 60,
  },
};

/** Who answers for a phase: the firm's case-analysis team, or the agent assigned to the client. */
export const phaseResponsibleKinds = ['analysisTeam', 'assignedAgent'] as const;
export type PhaseResponsibleKind = (typeof phaseResponsibleKinds)[number];

/** The responsible shown for a phase; an agent phase shows the agent's name once there is one. */
export function phaseResponsibleLabel(kind: PhaseResponsibleKind, agentName: string | null): string {
  if (kind === 'analysisTeam') return 'Equipo de análisis de casos';
  return agentName ?? sharedScreenTexts.assignedAgentPlaceholder;
}

/** The documents a case asks the client for. */
export const requiredDocumentKeys = [
  'officialId',
  'paymentProofs',
  'bankStatements',
  'platformCommunications',
  'policeReport',
] as const;
export type RequiredDocumentKey = (typeof requiredDocumentKeys)[number];

export const requiredDocumentLabels: Record<RequiredDocumentKey, { name: string; description: string }> = {
  officialId: { name: 'Identificación oficial', description: 'INE o pasaporte vigente.' },
  paymentProofs: {
    name: 'Comprobantes de pago o transferencia',
    description: 'Recibos, transferencias o movimientos con los que envió el dinero.',
  },
  bankStatements: { name: 'Estados de cuenta', description: 'Estados de cuenta donde se vean los cargos.' },
  platformCommunications: {
    name: 'Comunicaciones con la plataforma',
    description: 'Correos, chats o capturas de pantalla con la plataforma o sus representantes.',
  },
  policeReport: { name: 'Denuncia ante autoridades', description: 'Si ya presentó una denuncia, su acuse.' },
};

/** What the client's case history (dashboard timeline) records, and with which facts. */
export interface CaseTimelineFacts {
  caseOpened: { caseNumber: string };
  agentAssigned: { agentName: string };
  phaseStarted: { phaseName: string; responsible: string };
  phaseCompleted: { phaseName: string; responsible: string };
  /** Recorded by staff: their own title and description; the assigned agent's name when it was them. */
  milestone: { title: string; description: string; agentName: string | null };
}
export type CaseTimelineKind = keyof CaseTimelineFacts;

/**
 * Type (client-portal.md §4: completed, current, milestone), title, description and responsible of each
 * timeline entry, from its facts. A milestone staff recorded shows their own title and description.
 */
export const caseTimelineLabels: {
  [K in CaseTimelineKind]: {
    type: 'completed' | 'current' | 'milestone';
    event: (facts: CaseTimelineFacts[K]) => string;
    description: (facts: CaseTimelineFacts[K]) => string;
    responsible: (facts: CaseTimelineFacts[K]) => string;
  };
} = {
  caseOpened: {
    type: 'milestone',
    event: () => 'Caso registrado',
    description: ({ caseNumber }) => `Se abrió el expediente ${caseNumber} y comenzó el análisis de su caso.`,
    responsible: () => 'Sistema',
  },
  agentAssigned: {
    type: 'milestone',
    event: () => 'Agente asignado',
    description: ({ agentName }) => `${agentName} atenderá su caso.`,
    responsible: () => 'Administración',
  },
  phaseStarted: {
    type: 'current',
    event: ({ phaseName }) => `Inicio de fase: ${phaseName}`,
    description: ({ phaseName }) => `Comenzó la fase «${phaseName}» de su proceso.`,
    responsible: ({ responsible }) => responsible,
  },
  phaseCompleted: {
    type: 'completed',
    event: ({ phaseName }) => `Fase completada: ${phaseName}`,
    description: ({ phaseName }) => `Se completó la fase «${phaseName}» de su proceso.`,
    responsible: ({ responsible }) => responsible,
  },
  milestone: {
    type: 'milestone',
    event: ({ title }) => title,
    description: ({ description }) => description,
    responsible: ({ agentName }) => agentName ?? 'Administración',
  },
};

/** The name and description shown for a required document: the catalog's, or what staff typed. */
export function requiredDocumentText(doc: {
  documentKey: RequiredDocumentKey | null;
  title: string | null;
  description: string | null;
}): { name: string; description: string } {
  const catalog = doc.documentKey ? requiredDocumentLabels[doc.documentKey] : undefined;
  return {
    name: doc.title ?? catalog?.name ?? '',
    description: doc.description ?? catalog?.description ?? '',
  };
}
