import {
  casePriorityLabel,
  clientStatusLabels,
  countryLabels,
  currencyLabels,
  fraudTypeLabels,
  labelOf,
  preferredContactLabels,
  urgencyOptionLabels,
} from '../enums.js';
import type { EventType } from '../events/index.js';
import { roleLabels } from '../roles.js';
import { servicePlanLabels } from './plans.js';

/** What compliance reads of each event of a case (Spanish). A type not listed shows its own name. */
export const historyEventLabels: Partial<Record<EventType, string>> = {
  ClientRegistered: 'Cliente registrado',
  ClientAssignedToAgent: 'Agente asignado',
  ClientStatusChanged: 'Estado del cliente cambiado',
  ClientContactRevised: 'Datos de contacto corregidos',
  ClientVerificationSet: 'Verificación del cliente',
  ClientServicePlanChosen: 'Plan de servicio elegido',
  FraudCaseReported: 'Fraude reportado',
  CaseCommentAdded: 'Comentario de seguimiento',
  FraudCaseReviewed: 'Caso revisado por la administración',
  RecoveryProcessOpened: 'Proceso de recuperación abierto',
  RecoveryAgentAssigned: 'Agente del proceso',
  RecoveryPhaseStarted: 'Fase iniciada',
  RecoveryPhaseProgressSet: 'Avance de fase',
  RecoveryPhaseCompleted: 'Fase completada',
  CaseMilestoneRecorded: 'Hito registrado',
  RequiredDocumentAdded: 'Documento requerido agregado',
  RequiredDocumentRemoved: 'Documento requerido retirado',
  RecoveryPlanRevised: 'Plan del caso revisado',
  RecoveryFiguresRevised: 'Montos de recuperación revisados',
  RecoveryProcessCancelled: 'Recuperación cancelada',
  RecoveryProcessReopened: 'Recuperación reabierta',
  DocumentUploaded: 'Documento enviado',
  DocumentVerified: 'Documento verificado',
  DocumentRejected: 'Documento rechazado',
};

/** The label of a field a change names. A field not listed shows its own name. */
export const historyFieldLabels: Record<string, string> = {
  accountNumber: 'Número de cuenta',
  contactPhone: 'Teléfono',
  address: 'Dirección',
  city: 'Ciudad',
  country: 'País',
  preferredContact: 'Contacto preferido',
  registeredAt: 'Fecha de registro',
  agentName: 'Agente',
  agentPhone: 'Teléfono del agente',
  agentEmail: 'Correo del agente',
  status: 'Estado',
  previousStatus: 'Estado anterior',
  isVerified: 'Verificado',
  plan: 'Plan de servicio',
  terms: 'Condiciones aceptadas',
  acceptedAt: 'Condiciones aceptadas el',
  fraudType: 'Tipo de fraude',
  lossAmount: 'Monto perdido',
  currency: 'Moneda',
  fraudDate: 'Fecha del fraude',
  platform: 'Plataforma',
  description: 'Descripción',
  evidence: 'Evidencia',
  previousAttempts: 'Intentos previos',
  urgencyLevel: 'Urgencia',
  lossDescription: 'Descripción de la pérdida',
  reviewComments: 'Comentarios de la revisión',
  isProcessed: 'Procesado',
  content: 'Comentario',
  commentType: 'Tipo de comentario',
  isVisibleToClient: 'Visible para el cliente',
  caseNumber: 'Número de caso',
  priority: 'Prioridad',
  originalAmount: 'Monto original',
  recoveredAmount: 'Monto recuperado',
  pendingAmount: 'Monto pendiente',
  phases: 'Fases',
  requiredDocuments: 'Documentos requeridos',
  startedAt: 'Inicio',
  completedAt: 'Conclusión',
  progress: 'Avance',
  nextSteps: 'Próximos pasos',
  title: 'Título',
  occurredOn: 'Fecha',
  required: 'Obligatorio',
  estimatedCompletion: 'Conclusión estimada',
  fileName: 'Archivo',
  size: 'Tamaño (bytes)',
  contentType: 'Tipo de archivo',
  sha256: 'Huella SHA-256',
  receivedAt: 'Recibido',
  surface: 'Origen del envío',
  reason: 'Motivo',
  documentName: 'Documento',
};

/** The compliance screen (/cumplimiento) and its calls. */
export const caseHistoryTexts = {
  title: 'Cumplimiento: historial de casos',
  pickCase: 'Caso',
  pickPlaceholder: 'Elija un caso',
  search: 'Buscar caso',
  noCases: 'No hay casos.',
  casesFailed: 'No se pudieron cargar los casos',
  history: 'Historial',
  filters: 'Filtros',
  type: 'Tipo de evento',
  anyType: 'Todos los tipos',
  actor: 'Persona',
  anyActor: 'Todas las personas',
  from: 'Desde',
  to: 'Hasta',
  apply: 'Aplicar',
  clear: 'Limpiar filtros',
  empty: 'No hay eventos con esos filtros.',
  loading: 'Cargando historial...',
  loadFailed: 'No se pudo cargar el historial',
  field: 'Campo',
  before: 'Antes',
  yes: 'Sí',
  no: 'No',
  after: 'Después',
  none: '(vacío)',
  system: 'Sistema',
  publicActor: 'Solicitud pública',
  moment: 'Momento',
  slider: 'Mover en el tiempo',
  asOf: (when: string) => `El caso el ${when}`,
  now: 'El caso ahora',
  asOfLoading: 'Reconstruyendo el caso...',
  asOfFailed: 'No se pudo reconstruir el caso en ese momento',
  notYet: 'El caso aún no existía en ese momento.',
  exportCsv: 'Exportar CSV',
  print: 'Imprimir',
  more: 'Ver más',
  total: (shown: number, total: number) => `${shown} de ${total} eventos`,
  fields: {
    caseNumber: 'Número de caso',
    client: 'Cliente',
    agent: 'Agente',
    priority: 'Prioridad',
    urgency: 'Urgencia',
    loss: 'Monto perdido',
    recovered: 'Monto recuperado',
    phase: 'Fase actual',
    progress: 'Avance',
    comments: 'Comentarios',
    documents: 'Documentos',
    cancelled: 'Cancelado',
  },
  csvHeader: ['Posición', 'Fecha', 'Evento', 'Persona', 'Rol', 'Campo', 'Antes', 'Después'],
  validation: {
    type: 'Tipo de evento no válido',
    actor: 'Persona no válida',
    date: 'Escriba una fecha válida (AAAA-MM-DD)',
    limit: 'El límite debe ser un número entero de 1 a 500',
    offset: 'El desplazamiento debe ser un número entero desde 0',
    at: 'Escriba un momento válido (fecha y hora ISO, por ejemplo 2026-11-20T15:30:00Z)',
    atOutOfRange: 'Elija un momento entre el registro del caso y ahora',
  },
} as const;

const yesNo = (v: string) =>
  v === 'true' ? caseHistoryTexts.yes : v === 'false' ? caseHistoryTexts.no : undefined;

/** The Spanish label of a stored key, for the fields whose values are keys of an enumeration. */
const valueLabels: Record<string, (value: string) => string | undefined> = {
  urgencyLevel: (v) => labelOf(urgencyOptionLabels, v),
  priority: (v) => casePriorityLabel(v),
  fraudType: (v) => labelOf(fraudTypeLabels, v),
  currency: (v) => labelOf(currencyLabels, v),
  country: (v) => labelOf(countryLabels, v),
  preferredContact: (v) => labelOf(preferredContactLabels, v),
  status: (v) => labelOf(clientStatusLabels, v),
  plan: (v) => labelOf(servicePlanLabels, v),
  isVerified: yesNo,
  isProcessed: yesNo,
  isVisibleToClient: yesNo,
};

/**
 * A value of a change as text (CSV, terminal, screen): empty as `empty`, lists and objects as JSON; a key of an
 * enumeration with its Spanish label first and the stored key after it ('Crítico (critical)'), so compliance
 * reads the words and still sees the fact as it is stored.
 */
export function historyValueText(value: unknown, empty = '', field?: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  const label = field && Object.hasOwn(valueLabels, field) ? valueLabels[field]?.(text) : undefined;
  return label && label !== text ? `${label} (${text})` : text;
}

/**
 * Who acted, by role, in Spanish (the history CSV's 'Rol', the history list): a person's role by its label
 * ('Administrador'), a public request and the system by theirs; never the stored key ('admin', 'public').
 */
export function historyActorRoleLabel(role: string): string {
  if (role === 'public') return caseHistoryTexts.publicActor;
  if (role === 'system') return caseHistoryTexts.system;
  return labelOf(roleLabels, role)?.name ?? role;
}
