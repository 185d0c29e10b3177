/**
 * The firm's service plans (client-portal.md §3, §9). The terms are the operator's configuration (FIRM_CONFIG);
 * `demoPlans` are the spec's values, served only in demo mode and when no plans are configured. A success rate is
 * never configured nor written here: it is computed from the closed cases (GET /api/outcomes).
 * No zod here: the options page reads these without schema code.
 */
export const servicePlanKeys = ['standard', 'express', 'premium'] as const;
export type ServicePlanKey = (typeof servicePlanKeys)[number];

export const servicePlanLabels: Record<ServicePlanKey, string> = {
  standard: 'Plan Estándar',
  express: 'Plan Express',
  premium: 'Plan Premium',
};

/** One plan's terms as the firm offers them. */
export interface PlanTerms {
  key: ServicePlanKey;
  title: string;
  /** The fee: this share (percent) of the amount actually recovered. */
  feePercent: number;
  timeframe: string;
  costText: string;
  description: string;
  features: string[];
  /** What the client is asked to send for this plan. */
  documents: string[];
  steps: string[];
  recommended: boolean;
}

/** The spec's plans (§9): fees 25 / 30 / 20 % of what is recovered, 4-5 / 2-3 / 6-8 months, express recommended. */
export const demoPlans: PlanTerms[] = [
  {
    key: 'standard',
    title: servicePlanLabels.standard,
    feePercent: 25,
    timeframe: '4-5 meses',
    costText: '25% del monto recuperado',
    description: 'El proceso completo de recuperación, al ritmo habitual del despacho.',
    features: [
      'Análisis del caso y de la documentación',
      'Rastreo de los fondos',
      'Acciones legales ante las autoridades que correspondan',
      'Seguimiento del caso en su panel',
    ],
    documents: [
      'Identificación oficial',
      'Comprobantes de las transferencias o pagos',
      'Conversaciones con la plataforma o las personas involucradas',
    ],
    steps: ['Análisis inicial', 'Investigación forense', 'Acciones legales', 'Negociación y recuperación'],
    recommended: false,
  },
  {
    key: 'express',
    title: servicePlanLabels.express,
    feePercent: 30,
    timeframe: '2-3 meses',
    costText: '30% del monto recuperado',
    description: 'Su caso recibe prioridad en cada fase del proceso.',
    features: [
      'Prioridad en el análisis y la investigación',
      'Rastreo de los fondos',
      'Acciones legales ante las autoridades que correspondan',
      'Contacto frecuente con su agente',
    ],
    documents: [
      'Identificación oficial',
      'Comprobantes de las transferencias o pagos',
      'Estados de cuenta del periodo del fraude',
      'Conversaciones con la plataforma o las personas involucradas',
    ],
    steps: ['Análisis inicial', 'Investigación forense', 'Acciones legales', 'Negociación y recuperación'],
    recommended: true,
  },
  {
    key: 'premium',
    title: servicePlanLabels.premium,
    feePercent: 20,
    timeframe: '6-8 meses',
    costText: '20% del monto recuperado',
    description: 'Una investigación más amplia, para casos con varias plataformas o países.',
    features: [
      'Investigación forense ampliada',
      'Coordinación con autoridades de otros países cuando aplica',
      'Acciones legales ante las autoridades que correspondan',
      'Informes detallados de cada fase',
    ],
    documents: [
      'Identificación oficial',
      'Comprobantes de las transferencias o pagos',
      'Estados de cuenta del periodo del fraude',
      'Conversaciones con la plataforma o las personas involucradas',
      'Denuncias o reclamaciones presentadas antes, si las hay',
    ],
    steps: ['Análisis inicial', 'Investigación forense', 'Acciones legales', 'Negociación y recuperación'],
    recommended: false,
  },
];

/** Cases closed below this count make no public figure (design.md §5): the section is not shown. */
export const OUTCOMES_MINIMUM_SAMPLE = 20;
