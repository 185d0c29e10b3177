/**
 * Texts of the client's side of a case: the Progreso, Historial, Seguridad and Comentarios tabs of the
 * client dashboard and the welcome tour (/client-welcome). Signed-in pages read them from `@portal/copy`;
 * not part of the first pages' entry.
 */
import { securityCategoryLabels } from '@portal/contracts/texts';

/**
 * The Progreso tab: one card per phase, the phase in progress with its bar, next steps and remaining days (the
 * phase's responsible is labelled screenTexts.phaseResponsible; the Historial tab uses screenTexts.timelineTitle,
 * noTimeline and timelineTypeLabel).
 */
export const clientProgressTexts = {
  overallTitle: 'Avance general del proceso',
  overallHint: 'Porcentaje de fases completadas.',
  phaseOf: (position: number, total: number) => `Fase ${position} de ${total}`,
  completedOn: 'Completada',
  estimatedDuration: 'Duración estimada',
  estimatedDays: (days: number) => (days === 1 ? '1 día hábil' : `${days} días hábiles`),
  phaseProgress: 'Avance de la fase',
  nextStepsTitle: 'Próximos Pasos',
  noNextSteps: 'Su especialista indicará aquí los próximos pasos de esta fase.',
  pendingNote: 'Comenzará cuando se complete la fase anterior.',
  businessDaysRemaining: (days: number) =>
    days === 1 ? '1 día hábil restante' : `${days} días hábiles restantes`,
} as const;

/** The Seguridad tab: notices the firm publishes for every client. */
export const clientSecurityTexts = {
  title: 'Avisos de seguridad',
  intro: 'Información de nuestro equipo para proteger su cuenta y su caso.',
  loading: 'Cargando avisos de seguridad...',
  empty: 'No hay avisos de seguridad por ahora.',
  loadFailed: 'No se pudieron cargar los avisos de seguridad',
  category: 'Categoría',
  publishedOn: 'Publicado el',
} as const;

/** The Comentarios tab: the follow-up comments staff made visible to the client. */
export const clientCommentsTexts = {
  title: 'Comentarios de su caso',
  intro: 'Mensajes de su especialista y de nuestro equipo sobre el avance de su caso.',
  loading: 'Cargando comentarios...',
  empty: 'Aún no hay comentarios en su caso.',
  loadFailed: 'No se pudieron cargar los comentarios',
  /** Read after the tab's name by assistive technology: 'Comentarios (3)'. */
  tabCount: (count: number) => ` (${count})`,
} as const;

/** Security notice priority (high, medium, low); an unknown value reads as medium. */
export function securityPriorityLabel(value: string): string {
  return value === 'high' ? 'Prioridad alta' : value === 'low' ? 'Prioridad baja' : 'Prioridad media';
}

/** Security notice category; anything outside the list reads as general (client-portal.md §3). */
export function securityCategoryLabel(value: string): string {
  return (securityCategoryLabels as Record<string, string>)[value] ?? securityCategoryLabels.general;
}

/** The welcome tour (/client-welcome), two steps. No figures beyond the client's own case (design.md §5). */
export const welcomeTexts = {
  documentTitle: 'Bienvenida',
  loading: 'Preparando su bienvenida...',
  stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
  greeting: (fullName: string) => `¡Bienvenido(a), ${fullName}!`,
  intro:
    'Este es el resumen de su caso. Su panel le muestra en todo momento el avance, los documentos y los mensajes de su especialista.',
  caseNumber: 'Número de caso',
  phaseProgressTitle: 'Avance de su proceso',
  nextStepsTitle: 'Sus próximos pasos',
  nextSteps: [
    'Revise que los datos de su caso y de contacto sean correctos.',
    'Reúna los documentos que se le solicitan: los verá en la sección Documentos de su panel.',
    'Consulte su panel para seguir el avance de cada fase y leer los comentarios de su especialista.',
  ],
  continue: 'Continuar',
  featuresTitle: 'Lo que puede hacer en su panel',
  featuresIntro: 'Todo lo de su caso, en un solo lugar y siempre actualizado por su equipo.',
  features: [
    {
      title: 'Seguir su progreso',
      body: 'Vea en qué fase está su caso, cuánto ha avanzado y cuáles son los próximos pasos.',
    },
    {
      title: 'Sus documentos',
      body: 'Consulte qué documentos se requieren para su caso y el estado de los que envió.',
    },
    {
      title: 'Historial del caso',
      body: 'Cada paso de su caso, con su fecha, su hora y la persona responsable.',
    },
    {
      title: 'Comentarios y seguridad',
      body: 'Lea los mensajes de su especialista y los avisos de seguridad de nuestro equipo.',
    },
  ],
  goToPanel: 'Ir a mi panel',
  review: 'Revisar Información',
} as const;
