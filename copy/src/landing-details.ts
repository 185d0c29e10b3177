/**
 * The landing page below its first screen (client-portal.md §1): areas of specialisation, frequent scam types,
 * warning signs, the computed results, the firm's configured facts and the calls to action. Loaded after the
 * first paint. Every figure shown comes from GET /api/outcomes (computed) or the operator's configuration.
 */
export const landingDetails = {
  areasTitle: 'Áreas de especialización',
  areas: [
    {
      title: 'Activos digitales',
      body: 'Rastreo de criptomonedas a través de carteras, casas de cambio y puentes.',
    },
    {
      title: 'Derecho financiero',
      body: 'Reclamaciones ante bancos, casas de bolsa e instituciones financieras.',
    },
    { title: 'Derecho penal', body: 'Denuncias por fraude y seguimiento ante el Ministerio Público.' },
    {
      title: 'Pensiones y AFORE',
      body: 'Casos de traspasos o retiros no autorizados de su ahorro para el retiro.',
    },
    {
      title: 'Casos internacionales',
      body: 'Plataformas y cuentas en otros países, con la cooperación que aplique.',
    },
    {
      title: 'Protección de datos',
      body: 'Medidas para frenar el uso de sus datos personales tras el fraude.',
    },
  ],
  scamsTitle: 'Fraudes frecuentes',
  scamsIntro: 'Si su caso no aparece en la lista, regístrelo de todos modos y elija «Otro».',
  scams: [
    {
      title: 'Criptomonedas',
      body: 'Plataformas de inversión en criptoactivos que no permiten retirar su dinero.',
    },
    { title: 'AFORE', body: 'Gestores que ofrecen adelantar o aumentar su pensión a cambio de sus datos.' },
    {
      title: 'Forex y trading',
      body: 'Brokers sin autorización que muestran ganancias que nunca puede cobrar.',
    },
    { title: 'Inversiones', body: 'Esquemas que pagan rendimientos con el dinero de nuevos inversionistas.' },
    {
      title: 'Préstamos falsos',
      body: 'Supuestos préstamos que piden un pago por adelantado y nunca llegan.',
    },
    {
      title: 'Fraudes bancarios',
      body: 'Llamadas o mensajes que se hacen pasar por su banco para vaciar su cuenta.',
    },
    {
      title: 'Opciones binarias',
      body: 'Apuestas sobre el precio de un activo con plataformas que manipulan el resultado.',
    },
  ],
  signsTitle: 'Señales de alerta',
  signs: [
    'Le prometen rendimientos altos y garantizados, sin riesgo.',
    'Le presionan para decidir o depositar de inmediato.',
    'Le piden pagar «impuestos» o «comisiones» para poder retirar su dinero.',
    'Le piden instalar programas de acceso remoto o compartir códigos de verificación.',
    'La empresa no aparece en los registros públicos de las autoridades financieras.',
  ],
  secondFraudTitle: 'Protéjase de un segundo fraude',
  secondFraud: [
    'Nadie puede garantizar que recuperará todo su dinero. Desconfíe de quien se lo prometa.',
    'Nunca comparta contraseñas, códigos de verificación ni el acceso remoto a su computadora o teléfono.',
    'Desconfíe de pagos solicitados en criptomonedas, tarjetas de regalo o a cuentas de particulares.',
    'Antes de escribir sus datos, verifique que está en la dirección correcta de este portal.',
  ],
  resultsTitle: 'Resultados del despacho',
  resultsNote: (date: string, closed: number) =>
    `Cifras calculadas el ${date} a partir de ${closed} casos cerrados en este portal.`,
  casesHandled: 'Casos atendidos',
  closedCases: 'Casos cerrados',
  recoveredShare: 'Casos cerrados con recuperación',
  recoveredAmount: 'Monto recuperado (MXN)',
  factsTitle: 'Datos del despacho',
  registrations: 'Registros y licencias',
  certifications: 'Certificaciones',
  verify: (name: string) => `Verificar ${name}`,
  address: 'Dirección',
  returningTitle: '¿Ya registró su caso?',
  returningBody:
    'Entre a su panel para ver el avance de su proceso, los datos de su agente y sus documentos.',
  agentQuestion: '¿Es abogado o especialista en recuperación de activos?',
} as const;
