/** Every enumeration the specs give, with its Spanish labels. Unknown values fall back as the spec says. */

export const countries = ['mexico', 'usa', 'spain', 'colombia', 'argentina', 'other'] as const;
export const countryLabels: Record<(typeof countries)[number], string> = {
  mexico: 'México',
  usa: 'Estados Unidos',
  spain: 'España',
  colombia: 'Colombia',
  argentina: 'Argentina',
  other: 'Otro',
};

/**
 * The entry of a label map for a text that may come from a caller or from stored data: only the map's own keys
 * count, so `constructor`, `__proto__` or `toString` never reach Object.prototype (undefined for them).
 */
export function labelOf<L>(labels: Readonly<Record<string, L>>, value: string): L | undefined {
  return Object.hasOwn(labels, value) ? labels[value] : undefined;
}
export type Country = (typeof countries)[number];
/** A country's Spanish name; a stored value that is not a key (older free text) is shown as it is. */
export const countryLabel = (value: string): string => labelOf(countryLabels, value) ?? value;
/** Whether a stored country is a key of the list (older free text is not). */
export const isCountry = (value: string): value is Country => Object.hasOwn(countryLabels, value);

/** Registration uses binary_options; the executive panel also reads banking (staff-admin.md §3). */
export const fraudTypes = [
  'cryptocurrency',
  'forex',
  'afore',
  'investment',
  'binary_options',
  'banking',
  'other',
] as const;
export const registrationFraudTypes = [
  'cryptocurrency',
  'forex',
  'afore',
  'investment',
  'binary_options',
  'other',
] as const;
export type FraudType = (typeof fraudTypes)[number];
export const fraudTypeLabels: Record<FraudType, string> = {
  cryptocurrency: 'Criptomonedas',
  forex: 'Forex / Trading',
  afore: 'AFORE',
  investment: 'Inversión fraudulenta',
  binary_options: 'Opciones binarias',
  banking: 'Fraude bancario',
  other: 'Otro',
};

export const currencies = ['USD', 'MXN', 'EUR', 'BTC', 'ETH', 'other'] as const;
export const adminCurrencies = ['USD', 'MXN', 'EUR', 'GBP'] as const;
export type AdminCurrency = (typeof adminCurrencies)[number];
/** Whether a case's currency is one the administration's review offers. */
export const isAdminCurrency = (currency: string): currency is AdminCurrency =>
  adminCurrencies.some((known) => known === currency);
export const allCurrencies = ['USD', 'MXN', 'EUR', 'GBP', 'BTC', 'ETH', 'other'] as const;
export type Currency = (typeof allCurrencies)[number];
export const currencyLabels: Record<Currency, string> = {
  USD: 'USD - Dólar estadounidense',
  MXN: 'MXN - Peso mexicano',
  EUR: 'EUR - Euro',
  GBP: 'GBP - Libra esterlina',
  BTC: 'BTC - Bitcoin',
  ETH: 'ETH - Ethereum',
  other: 'Otra',
};

export const urgencyLevels = ['low', 'medium', 'high', 'critical'] as const;
export type UrgencyLevel = (typeof urgencyLevels)[number];
export const urgencyOptionLabels: Record<UrgencyLevel, string> = {
  low: 'Bajo',
  medium: 'Medio',
  high: 'Alto',
  critical: 'Crítico',
};
export const urgencyColors: Record<UrgencyLevel, 'green' | 'yellow' | 'orange' | 'red'> = {
  low: 'green',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};
/** high Alto, medium Medio, low Bajo, anything else Crítico (client-portal.md §4). */
export function urgencyLabel(value: string): string {
  return value === 'high' || value === 'medium' || value === 'low' ? urgencyOptionLabels[value] : 'Crítico';
}

export const preferredContacts = ['phone', 'email', 'whatsapp', 'video_call'] as const;
export const preferredContactLabels: Record<(typeof preferredContacts)[number], string> = {
  phone: 'Teléfono',
  email: 'Correo electrónico',
  whatsapp: 'WhatsApp',
  video_call: 'Videollamada',
};

/**
 * Case priority: high = Alta, normal = Normal, otherwise Baja. 'critical' (Crítica) came with the recovery edit of
 * the executive panel (staff-admin.md §3 offers four priorities); it is set by staff only.
 */
export const casePriorities = ['critical', 'high', 'normal', 'low'] as const;
export type CasePriority = (typeof casePriorities)[number];
export function casePriorityLabel(value: string): string {
  return value === 'critical'
    ? 'Crítica'
    : value === 'high'
      ? 'Alta'
      : value === 'normal'
        ? 'Normal'
        : 'Baja';
}
/** Home variant: high 'Alta Prioridad', normal 'Prioridad Normal', low 'Baja Prioridad', else 'Sin Clasificar'. */
export function homePriorityLabel(value: string): string {
  return (
    {
      critical: 'Prioridad Crítica',
      high: 'Alta Prioridad',
      normal: 'Prioridad Normal',
      low: 'Baja Prioridad',
    }[value] ?? 'Sin Clasificar'
  );
}
/** The case priority that follows from the urgency the victim reported. */
export function priorityForUrgency(urgency: UrgencyLevel): CasePriority {
  return urgency === 'critical' || urgency === 'high' ? 'high' : urgency === 'medium' ? 'normal' : 'low';
}

export const phaseStatuses = ['completed', 'in_progress', 'pending'] as const;
export type PhaseStatus = (typeof phaseStatuses)[number];
export function phaseStatusLabel(value: string): string {
  return value === 'completed' ? 'Completado' : value === 'in_progress' ? 'En Progreso' : 'Pendiente';
}

export const documentStatuses = ['verified', 'rejected', 'in_review'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
/** Dashboard: verified, rejected, else in review. */
export function documentStatusLabel(value: string): string {
  return value === 'verified' ? 'Verificado' : value === 'rejected' ? 'Rechazado' : 'En Revisión';
}

export const timelineTypes = ['completed', 'current', 'upcoming', 'milestone'] as const;
export function timelineTypeLabel(value: string): string {
  return (
    { completed: 'Completado', current: 'En Progreso', upcoming: 'Próximo', milestone: 'Hito' }[value] ??
    'Pendiente'
  );
}

export const clientStatuses = ['active', 'pending', 'suspended'] as const;
export type ClientStatus = (typeof clientStatuses)[number];
export const clientStatusLabels: Record<(typeof clientStatuses)[number], string> = {
  active: 'Activo',
  pending: 'Pendiente',
  suspended: 'Suspendido',
};

export const recoveryStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const recoveryStatusLabels: Record<(typeof recoveryStatuses)[number], string> = {
  pending: 'Pendiente',
  in_progress: 'En Progreso',
  completed: 'Completado',
  cancelled: 'Cancelado',
};
export type RecoveryStatus = (typeof recoveryStatuses)[number];
/** What the phases say of a process: pending before any starts, completed once all are, in progress between. */
export function recoveryStatusOfPhases(
  phases: readonly { status: string }[],
): Exclude<RecoveryStatus, 'cancelled'> {
  if (phases.length > 0 && phases.every((p) => p.status === 'completed')) return 'completed';
  return phases.some((p) => p.status !== 'pending') ? 'in_progress' : 'pending';
}
/** A process's status: cancelled when the firm stopped working it, else what its phases say. */
export function recoveryStatusOf(cancelled: boolean, phases: readonly { status: string }[]): RecoveryStatus {
  return cancelled ? 'cancelled' : recoveryStatusOfPhases(phases);
}
export const recoveryPriorities = ['low', 'medium', 'high', 'critical'] as const;
export type RecoveryPriority = (typeof recoveryPriorities)[number];
export const recoveryPriorityLabels: Record<RecoveryPriority, string> = {
  low: 'Baja',
  medium: 'Media',
  high: 'Alta',
  critical: 'Crítica',
};
/** The recovery view names the case's 'normal' priority 'medium' (staff-admin.md §3); the others alike. */
export const recoveryPriorityOf = (priority: CasePriority): RecoveryPriority =>
  priority === 'normal' ? 'medium' : priority;
export const casePriorityOf = (priority: RecoveryPriority): CasePriority =>
  priority === 'medium' ? 'normal' : priority;

/** Clients an agent takes at most unless an administrator says otherwise (staff-admin.md §9). */
export const DEFAULT_MAX_CLIENTS = 25;

export const agentAvailabilities = ['available', 'busy', 'offline'] as const;
export const agentAvailabilityLabels: Record<(typeof agentAvailabilities)[number], string> = {
  available: 'Disponible',
  busy: 'Ocupado',
  offline: 'Desconectado',
};

export const specializations = [
  'financial_recovery',
  'crypto_fraud',
  'forex_recovery',
  'afore_litigation',
  'international_law',
  'cyber_crimes',
] as const;
export const specializationLabels: Record<(typeof specializations)[number], string> = {
  financial_recovery: 'Recuperación financiera',
  crypto_fraud: 'Fraude con criptomonedas',
  forex_recovery: 'Recuperación Forex',
  afore_litigation: 'Litigio AFORE',
  international_law: 'Derecho internacional',
  cyber_crimes: 'Delitos cibernéticos',
};

export const experienceRanges = ['1-3', '3-5', '5-10', '10+'] as const;
export const experienceLabels: Record<(typeof experienceRanges)[number], string> = {
  '1-3': '1 a 3 años',
  '3-5': '3 a 5 años',
  '5-10': '5 a 10 años',
  '10+': 'Más de 10 años',
};

export const commentTypes = ['admin', 'agent', 'system'] as const;
export function commentAuthorLabel(value: string): string {
  return value === 'admin'
    ? 'Administración'
    : value === 'agent'
      ? 'Especialista en recuperación'
      : 'Sistema';
}

export const securityCategories = ['security', 'process', 'success', 'certification', 'general'] as const;
export const securityCategoryLabels: Record<(typeof securityCategories)[number], string> = {
  security: 'Seguridad',
  process: 'Proceso',
  success: 'Éxito',
  certification: 'Certificación',
  general: 'General',
};
export const securityPriorities = ['high', 'medium', 'low'] as const;
