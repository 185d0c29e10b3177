/**
 * What both the client's dashboard and the staff's case file show of registration 1's case and of the work on
 * it (fixtures.ts), written out literally with the Spanish labels of contracts: the expected values of their
 * projector tests. The case file adds ids and keys where the dashboard has none.
 */

/** The first phase as registration opens it: in progress since 2026-11-10. */
export const analysisPhase = {
  key: 'analysis',
  name: 'Análisis del caso',
  description: 'Revisión de su caso y de la evidencia por nuestros especialistas.',
  status: 'in_progress',
  responsible: 'Equipo de análisis de casos',
  progress: null,
  nextSteps: [],
  estimatedDuration: '3-5 días hábiles',
  estimatedDays: 5,
  startedAt: '2026-11-10T10:00:00.000Z',
  completedAt: null,
};

/** The second phase, pending, before an agent is assigned. */
export const legalPhase = {
  key: 'legal',
  name: 'Acciones legales',
  description: 'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
  status: 'pending',
  responsible: 'Agente asignado',
  progress: null,
  nextSteps: [],
  estimatedDuration: '20-30 días hábiles',
  estimatedDays: 30,
  startedAt: null,
  completedAt: null,
};

/** The documents the plan asks for, and the catalog one the work adds. */
export const requiredDocuments = {
  officialId: {
    documentId: 'officialId',
    name: 'Identificación oficial',
    description: 'INE o pasaporte vigente.',
    required: true,
  },
  policeReport: {
    documentId: 'policeReport',
    name: 'Denuncia ante autoridades',
    description: 'Si ya presentó una denuncia, su acuse.',
    required: false,
  },
  bankStatements: {
    documentId: 'bankStatements',
    name: 'Estados de cuenta',
    description: 'Estados de cuenta donde se vean los cargos.',
    required: true,
  },
};

/** The timeline: the case opened (2026-11-13), the agent assigned by an admin (2026-11-14). */
export const openedEntry = {
  type: 'milestone',
  event: 'Caso registrado',
  description: 'Se abrió el expediente EXP-2026-00000001 y comenzó el análisis de su caso.',
  date: '2026-11-13T10:00:00.000Z',
  responsible: 'Sistema',
};
export const agentAssignedEntry = {
  type: 'milestone',
  event: 'Agente asignado',
  description: 'Lic. Ana Torres atenderá su caso.',
  date: '2026-11-14T10:00:00.000Z',
  responsible: 'Administración',
};

/**
 * The entries the work adds, in date order: milestone m1 by the agent, analysis completed and legal started on
 * 2026-11-16, milestone m2 by an admin.
 */
export const workEntries = {
  m1: {
    type: 'milestone',
    event: 'Reunión con el cliente',
    description: 'Revisamos la evidencia juntos.',
    date: '2026-11-15',
    responsible: 'Lic. Ana Torres',
  },
  analysisCompleted: {
    type: 'completed',
    event: 'Fase completada: Análisis del caso',
    description: 'Se completó la fase «Análisis del caso» de su proceso.',
    date: '2026-11-16T10:00:00.000Z',
    responsible: 'Equipo de análisis de casos',
  },
  legalStarted: {
    type: 'current',
    event: 'Inicio de fase: Acciones legales',
    description: 'Comenzó la fase «Acciones legales» de su proceso.',
    date: '2026-11-16T10:00:00.000Z',
    responsible: 'Lic. Ana Torres',
  },
  m2: {
    type: 'milestone',
    event: 'Expediente revisado',
    description: 'Sin observaciones.',
    date: '2026-11-19',
    responsible: 'Administración',
  },
};
