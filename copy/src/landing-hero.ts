/**
 * The landing page's first screen (client-portal.md §1, §2): what it says before anything is scrolled. Only
 * what the service does, in plain words: no figure, certification or authorisation (design.md §5). Kept apart
 * from `landing-details.ts`, which the page loads after its first paint.
 */
export const landingHero = {
  eyebrow: 'Recuperación de capital por fraude financiero',
  title: 'Si fue víctima de un fraude financiero, no está solo.',
  pitch:
    'Registre su caso en unos minutos. Un especialista revisará su información sin costo, le explicará con claridad sus opciones y le acompañará en cada etapa del proceso legal.',
  urgent: 'Los casos urgentes se revisan dentro de las siguientes 24 horas.',
  preparationTitle: 'Para registrar su caso necesitará',
  preparation: [
    'Sus datos de contacto.',
    'La fecha aproximada del fraude y el nombre de la plataforma o persona involucrada.',
    'El monto que perdió y la moneda.',
    'Una descripción de lo ocurrido; si tiene comprobantes o capturas de pantalla, menciónelos.',
  ],
  stepsTitle: 'Cómo trabajamos',
  stepLabel: (n: number) => `Paso ${n}`,
  steps: [
    {
      icon: 'search',
      title: 'Análisis inmediato',
      body: 'Revisamos la información que usted registra para entender qué ocurrió y qué se puede hacer.',
    },
    {
      icon: 'chart',
      title: 'Rastreo forense',
      body: 'Seguimos el camino de las transferencias y de las plataformas que intervinieron.',
    },
    {
      icon: 'scale',
      title: 'Acción regulatoria y legal',
      body: 'Preparamos las denuncias y reclamaciones ante las autoridades e instituciones que correspondan.',
    },
    {
      icon: 'coins',
      title: 'Recuperación',
      body: 'Damos seguimiento al proceso para intentar recuperar su capital e informamos cada avance en su panel.',
    },
  ],
  processLink: 'Conozca el proceso completo',
  optionsLink: 'Ver planes de recuperación',
  emergency: 'Línea de emergencia',
} as const;
