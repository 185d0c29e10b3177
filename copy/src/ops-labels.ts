import { labelOf } from '@portal/contracts/texts';

/**
 * The read models (projections) and the reactors as operators read them on /operaciones and the admin panels'
 * 'Sistema' tab: in Spanish, by what each one serves. A name not listed (a new projection) shows as it is.
 */
export const projectionLabels: Readonly<Record<string, string>> = {
  users: 'Usuarios y sesiones',
  clientDashboard: 'Panel del cliente',
  caseFiles: 'Expedientes de casos',
  caseDocuments: 'Documentos de los casos',
  adminClients: 'Clientes (administración)',
  adminFraudCases: 'Casos de fraude (administración)',
  adminStats: 'Estadísticas',
  agentApplications: 'Solicitudes de abogados',
  agents: 'Agentes',
  notifications: 'Avisos de la campana',
  securityComments: 'Avisos de seguridad',
  siteContent: 'Contenido del sitio',
  privacyConsents: 'Consentimientos de privacidad',
};

export const reactorLabels: Readonly<Record<string, string>> = {
  mail: 'Envío de correos',
  notifications: 'Avisos a los clientes',
};

/** The states of a projection or reactor (contracts/src/schemas/ops.ts). */
export const projectionStateLabels: Readonly<Record<string, string>> = {
  live: 'Al día',
  'catching-up': 'Poniéndose al día',
  rebuilding: 'Reconstruyendo',
  parked: 'Detenida',
  stopped: 'Detenida',
};

/** A projection's Spanish name (its key when it has none). */
export const projectionLabel = (name: string): string => labelOf(projectionLabels, name) ?? name;
/** A reactor's Spanish name (its key when it has none). */
export const reactorLabel = (name: string): string => labelOf(reactorLabels, name) ?? name;
/** A projection's or reactor's state in Spanish. */
export const projectionStateLabel = (state: string): string => labelOf(projectionStateLabels, state) ?? state;
